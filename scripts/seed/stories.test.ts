import { describe, expect, it } from 'vitest'

import { pageBlocks } from '../../src/blocks/config'
import { demoSites } from './sites'
import { SCENES } from './types'

const DEMO_SITES = demoSites()

/** The demo's stories and blocks: every site has a stories index with 12+ stories in 4+ tags; the home pages show the blocks. */
describe('demo stories', () => {
  for (const site of DEMO_SITES) {
    describe(site.key, () => {
      const stories = site.stories!
      const index = site.pages.find((page) => page.path === stories?.indexPath)

      it('has a stories index page holding the stories list', () => {
        expect(stories, 'stories of the site').toBeDefined()
        expect(index, `${stories.indexPath} is a page of the site`).toBeDefined()
        for (const locale of site.locales) {
          const layout = index!.content[locale]?.layout
          if (layout) expect(layout.some((block) => block.blockType === 'storiesList'), `${locale} stories list`).toBe(true)
        }
      })

      it('has at least 12 stories across at least 4 tags, in the site language', () => {
        expect(stories.stories.length).toBeGreaterThanOrEqual(12)
        const keys = new Set(stories.tags.map((tag) => tag.key))
        const used = new Set(stories.stories.flatMap((story) => story.tags))
        expect(used.size).toBeGreaterThanOrEqual(4)
        for (const key of used) expect(keys, `tag ${key} is defined`).toContain(key)
        for (const tag of stories.tags) expect(tag.value[site.defaultLocale], `${tag.key} name`).toBeTruthy()
        for (const story of stories.stories) {
          const content = story.content[site.defaultLocale]
          expect(content?.title, story.slug).toBeTruthy()
          expect(content!.body.split(/\n{2,}/).length, `${story.slug}: paragraphs`).toBeGreaterThan(1)
          expect(SCENES as readonly string[]).toContain(story.image.scene)
          expect(Number.isNaN(Date.parse(story.date)), story.date).toBe(false)
          for (const locale of Object.keys(story.content)) expect(site.locales as string[], `${story.slug} ${locale}`).toContain(locale)
        }
      })

      it('gives each story a unique slug and date', () => {
        const slugs = stories.stories.map((story) => story.slug)
        expect(new Set(slugs).size).toBe(slugs.length)
        for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
        const dates = stories.stories.map((story) => new Date(story.date).toISOString())
        expect(new Set(dates).size).toBe(dates.length)
      })

      it('writes no international phone numbers into stories', () => {
        expect(JSON.stringify(stories)).not.toMatch(/\+\d{2}\s?\d/)
      })
    })
  }

  /** Blocks shown on pages of their own rather than a home page. */
  const OWN_PAGES = new Set(['storiesList', 'notFoundHero', 'sellCarForm', 'serviceRequestForm', 'carList', 'serviceBooking', 'tireHotel', 'dealerSiteList', 'workshopSiteList'])
  /** Embeds of an outside form provider: a demo without network and without a provider account has none. */
  const PROVIDER_EMBEDS = new Set(['hubSpotForm', 'jotformForm'])

  it('the home pages together use every block; the stories list, the not-found hero, the lead forms, the car and dealer site lists, the booking and the tire hotel have pages of their own', () => {
    const onHome = new Set(
      DEMO_SITES.flatMap((site) => site.pages.filter((page) => page.path === '/').flatMap((page) => Object.values(page.content).flatMap((content) => content?.layout ?? []))).map(
        (block) => block.blockType,
      ),
    )
    const all = new Set(DEMO_SITES.flatMap((site) => site.pages.flatMap((page) => Object.values(page.content).flatMap((content) => content?.layout ?? []))).map((block) => block.blockType))
    for (const block of pageBlocks) {
      if (PROVIDER_EMBEDS.has(block.slug)) expect(all, block.slug).not.toContain(block.slug)
      else if (OWN_PAGES.has(block.slug)) expect(all, block.slug).toContain(block.slug)
      else expect(onHome, block.slug).toContain(block.slug)
    }
  })
})
