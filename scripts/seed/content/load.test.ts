import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { DemoContentError, loadDemoContent } from './load'

/** A small demo of one site in a temporary folder, to break one file at a time. */
const SITE = {
  name: 'Testbilar',
  type: 'dealer',
  country: 'SE',
  hostnames: ['test.localhost'],
  locales: ['sv-SE', 'en'],
  defaultLocale: 'sv-SE',
  fontPair: 'nordic',
  theme: 'nordvik',
  titleTemplate: '%s | Testbilar',
  faviconColor: '#123456',
  images: { hall: { scene: 'showroom', alt: 'En ljus bilhall' } },
}
const NAVIGATION = { extraItems: { 'sv-SE': [{ title: 'Kontakt', link: { path: '/om-oss' } }] } }
const FOOTER = { columns: { 'sv-SE': [{ title: 'Hitta oss', items: [{ label: 'Cookies', cookieSettings: true }] }] } }

const HOME = { title: 'Testbilar', metaDescription: 'Bilar i test.', layout: [{ blockType: 'heroBanner', title: 'Välkommen', image: 'hall', link: { path: '/om-oss' } }] }
const ABOUT = `---
title: Om oss
metaDescription: Vilka vi är.
sortOrder: 20
layout:
  - blockType: heroBanner
    title: Om Testbilar
    image: hall
  - blockType: richText
---

## Vilka vi är

Vi säljer **bilar**. Läs [nyheterna](/nyheter).
`
const ABOUT_EN = `---
title: About us
metaDescription: Who we are.
---

We sell **cars**.
`
const NEWS = { title: 'Nyheter', metaDescription: 'Nytt från oss.', sortOrder: 10, layout: [{ blockType: 'storiesList' }] }
const STORY = `---
title: Ny hall
premble: Vi har öppnat.
date: 2026-03-01T08:00:00Z
author: Anna Berg
tags: [nyheter]
image: { scene: dealership, alt: Den nya hallen }
---

Vi har **öppnat** en ny hall.

Välkommen!
`

let root: string
const write = (file: string, content: unknown) => {
  const target = path.join(root, file)
  mkdirSync(path.dirname(target), { recursive: true })
  writeFileSync(target, typeof content === 'string' ? content : JSON.stringify(content))
}
const problems = () => {
  try {
    loadDemoContent(root)
  } catch (error) {
    if (error instanceof DemoContentError) return error.problems
    throw error
  }
  return []
}

describe('the demo content', () => {
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'forecourt-content-'))
    write('sites.json', ['test'])
    write('test/site.json', SITE)
    write('test/navigation.json', NAVIGATION)
    write('test/footer.json', FOOTER)
    write('test/pages/index.json', HOME)
    write('test/pages/index.en.json', { title: 'Testbilar', metaDescription: 'Cars in test.', layout: [] })
    write('test/pages/om-oss.md', ABOUT)
    write('test/pages/om-oss.en.md', ABOUT_EN)
    write('test/pages/nyheter.json', NEWS)
    write('test/stories.json', { indexPath: '/nyheter', tags: [{ key: 'nyheter', value: { 'sv-SE': 'Nyheter', en: 'News' } }] })
    write('test/stories/ny-hall.md', STORY)
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('reads a site: pages by path, parents first and sisters in menu order, each language from its own file', () => {
    const [site] = loadDemoContent(root)
    expect(site!.key).toBe('test')
    expect(site!.pages.map((page) => page.path)).toEqual(['/', '/nyheter', '/om-oss'])
    const about = site!.pages[2]!
    expect(about.sortOrder).toBe(20)
    expect(about.content['sv-SE']!.layout).toEqual([
      { blockType: 'heroBanner', title: 'Om Testbilar', image: 'hall' },
      { blockType: 'richText', content: '## Vilka vi är\n\nVi säljer **bilar**. Läs [nyheterna](/nyheter).' },
    ])
    // A Markdown page without a layout is its Markdown.
    expect(about.content.en).toMatchObject({ title: 'About us', layout: [{ blockType: 'richText', content: 'We sell **cars**.' }] })
    expect(about.files).toEqual({ 'sv-SE': expect.stringMatching(/om-oss\.md$/), en: expect.stringMatching(/om-oss\.en\.md$/) })
  })

  it('reads the stories with their Markdown body, and their dates as written', () => {
    const [site] = loadDemoContent(root)
    expect(site!.stories).toMatchObject({ indexPath: '/nyheter', stories: [{ slug: 'ny-hall', date: '2026-03-01T08:00:00Z', tags: ['nyheter'], content: { 'sv-SE': { title: 'Ny hall', body: 'Vi har **öppnat** en ny hall.\n\nVälkommen!' } } }] })
  })

  it('names the file and the field of a value that is wrong', () => {
    write('test/pages/nyheter.json', { ...NEWS, layout: [{ blockType: 'storiesList', layout: 'ThreeColumns' }] })
    write('test/pages/om-oss.md', ABOUT.replace('title: Om Testbilar', 'titel: Om Testbilar'))
    const found = problems()
    expect(found.find((line) => line.includes('nyheter.json'))).toMatch(/test\/pages\/nyheter\.json: layout\.0\.layout: /)
    expect(found).toContainEqual(expect.stringMatching(/test\/pages\/om-oss\.md: layout\.0: Unrecognized key: "titel"$/))
    expect(found).toContainEqual(expect.stringMatching(/test\/pages\/om-oss\.md: layout\.0\.title: Invalid input: expected string, received undefined$/))
  })

  it('names an unknown block type', () => {
    write('test/pages/nyheter.json', { ...NEWS, layout: [{ blockType: 'storyList' }] })
    expect(problems()).toEqual([expect.stringMatching(/test\/pages\/nyheter\.json: layout\.0\.blockType: Invalid discriminator value\. Expected 'heroBanner' \| 'richText' \| /)])
  })

  it('reports links, pictures and tags that go nowhere', () => {
    write('test/pages/om-oss.md', ABOUT.replace('(/nyheter)', '(/nytt)').replace('image: hall', 'image: hallen'))
    write('test/footer.json', { columns: { 'sv-SE': [{ title: 'Hitta oss', items: [{ label: 'Karta', link: { path: '/karta' } }] }] } })
    write('test/stories/ny-hall.md', STORY.replace('[nyheter]', '[nyheter, okand]'))
    expect(problems().sort()).toEqual(
      [
        expect.stringMatching(/test\/footer\.json: columns\.sv-SE\.0\.items\.0\.link\.path: \/karta is not a page of the site$/),
        expect.stringMatching(/test\/pages\/om-oss\.md: layout\.0\.image: no picture "hallen" in site\.json's images$/),
        expect.stringMatching(/test\/pages\/om-oss\.md: layout\.1\.content: link to \/nytt, which is not a page of the site$/),
        expect.stringMatching(/test\/stories\/ny-hall\.md: tags\.1: okand is not a tag of stories\.json$/),
      ].sort(),
    )
  })

  it('refuses a page without its parent, a language the site lacks, a translation alone and a body with no place', () => {
    write('test/pages/bilar/begagnade.json', NEWS)
    write('test/pages/nyheter.fi-FI.json', NEWS)
    write('test/pages/kontakt.en.md', ABOUT_EN)
    write('test/pages/nyheter.md', `---\ntitle: Nyheter\nmetaDescription: x\n---\n`)
    write('test/pages/salj.md', `---\ntitle: Sälj\nmetaDescription: x\nlayout:\n  - blockType: sellCarForm\n---\n\nText utan plats.\n`)
    const found = problems()
    expect(found).toContainEqual(expect.stringMatching(/test\/pages\/bilar\/begagnade\.json: its parent page \/bilar has no file$/))
    expect(found).toContainEqual(expect.stringMatching(/test\/pages\/nyheter\.fi-FI\.json: fi-FI is not a language of the site \(sv-SE, en\)$/))
    expect(found).toContainEqual(expect.stringMatching(/test\/pages\/kontakt\.en\.md: no kontakt file in the site's default language \(sv-SE\) beside it$/))
    expect(found).toContainEqual(expect.stringMatching(/test\/pages\/nyheter\.md: .*nyheter\.json is the same sv-SE content: keep one of the two$/))
    expect(found).toContainEqual(expect.stringMatching(/test\/pages\/salj\.md: layout: the Markdown below the front matter has no place/))
  })

  it('refuses front matter that is not YAML, and a site folder sites.json does not list', () => {
    write('test/pages/om-oss.md', ABOUT.replace('sortOrder: 20', 'sortOrder: [20'))
    write('other/site.json', SITE)
    const found = problems()
    expect(found).toContainEqual(expect.stringMatching(/test\/pages\/om-oss\.md: front matter: /))
    expect(found).toContainEqual(expect.stringMatching(/other: a site folder that sites\.json does not list$/))
  })
})
