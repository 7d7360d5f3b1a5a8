import { describe, expect, it } from 'vitest'

import { redactAddress, textOfHtml } from './cms-email'

describe('the CMS’s e-mail', () => {
  it('logs addresses redacted: the first letter and the domain only', () => {
    expect(redactAddress('anna.svensson@example.se')).toBe('a***@example.se')
    expect(redactAddress('not-an-address')).toBe('***')
  })

  it('writes the text part of an HTML e-mail with each link’s address', () => {
    const html =
      '<p>Hej Anna,</p><p>Välj ett nytt lösenord: <a href="https://cms.example.se/admin/reset/abc">https://cms.example.se/admin/reset/abc</a></p><p>Länken gäller i en timme &amp; <a href="https://cms.example.se/admin">en gång</a>.</p>'
    expect(textOfHtml(html)).toBe(
      'Hej Anna,\n\nVälj ett nytt lösenord: https://cms.example.se/admin/reset/abc\n\nLänken gäller i en timme & en gång (https://cms.example.se/admin).',
    )
  })
})
