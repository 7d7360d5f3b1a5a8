import { describe, expect, it } from 'vitest'

import { escapeHtml, escapeXml, withoutNonXmlCharacters } from './markup'

describe('the XML text helpers', () => {
  it('escape all five XML specials', () => {
    expect(escapeXml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&apos;')
  })

  it('drop control characters, lone surrogates and non-characters but keep astral characters', () => {
    expect(withoutNonXmlCharacters('a\u0000b\u0008c\u000bd\u001fe\uDC00f\uFFFFg😀')).toBe('abcdefg😀')
    // Each kind on its own, and a value with nothing to remove comes back unchanged.
    for (const character of ['\u0001', '\u000c', '\u000e', '\uD800', '\uFFFE']) expect(withoutNonXmlCharacters(`x${character}y`)).toBe('xy')
    expect(withoutNonXmlCharacters('a\r\nb\rc')).toBe('a\nb\nc')
    expect(withoutNonXmlCharacters('Åsa\t\u007f\u0085\uFFFD 😀')).toBe('Åsa\t\u007f\u0085\uFFFD 😀')
    expect(escapeXml('Volvo XC60 – 2019')).toBe('Volvo XC60 – 2019')
  })
})

describe('escapeHtml', () => {
  it('escapes all five HTML specials', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;')
    expect(escapeHtml(`a < b & "c"`)).toBe('a &lt; b &amp; &quot;c&quot;')
  })

  it('leaves text without specials as it is, and drops characters no e-mail may hold', () => {
    expect(escapeHtml('Volvo XC60 – 2019, 12 900 mil')).toBe('Volvo XC60 – 2019, 12 900 mil')
    expect(escapeHtml('a\u0000b\r\nc')).toBe('ab\nc')
  })
})
