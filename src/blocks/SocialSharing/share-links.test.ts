import { describe, expect, it } from 'vitest'

import { shareChannels, shareHref } from './share-links'

const page = { url: 'https://nordvik.se/nyheter/nya-xc60?ref=a&b=c', title: 'Nya XC60 & EX30 – nu i butik' }
const encodedUrl = 'https%3A%2F%2Fnordvik.se%2Fnyheter%2Fnya-xc60%3Fref%3Da%26b%3Dc'

describe('share links', () => {
  it('shares the page on Facebook with the sharer', () => {
    expect(shareHref('facebook', page)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`)
  })

  it('shares the page on LinkedIn with share-offsite', () => {
    expect(shareHref('linkedin', page)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`)
  })

  it('shares the page on X with an intent carrying the title as text', () => {
    expect(shareHref('x', page)).toBe(`https://x.com/intent/tweet?url=${encodedUrl}&text=Nya%20XC60%20%26%20EX30%20%E2%80%93%20nu%20i%20butik`)
    expect(shareHref('x', { url: page.url })).toBe(`https://x.com/intent/tweet?url=${encodedUrl}`)
  })

  it('shares by e-mail with the title as subject and the address as body, spaces as %20', () => {
    expect(shareHref('email', page)).toBe(`mailto:?subject=Nya%20XC60%20%26%20EX30%20%E2%80%93%20nu%20i%20butik&body=${encodedUrl}`)
    expect(shareHref('email', { url: page.url, title: '  ' })).toBe(`mailto:?body=${encodedUrl}`)
  })
})

describe('share channels', () => {
  it("keeps the editor's order, once each, and skips unknown channels", () => {
    expect(shareChannels(['copy', 'x', 'myspace', 'x', 'email'])).toEqual(['copy', 'x', 'email'])
    expect(shareChannels(null)).toEqual([])
  })
})
