import type { z } from 'zod'

import type { ContentLocale } from '../../src/features/sites/locales'
import type { Site } from '../../src/payload-types'
import type { CARD_ICONS, footerFile, navigationFile, pageFile, pageTranslationFile, SEED_VIDEOS, seedBlock, seedImage, seedLink, siteFile, storiesFile, storyFile } from './content/schema'

/**
 * The demo group as the seed takes it: one SiteSeed per site, read from content/demo/<site>/ (./content/load.ts)
 * in the shapes of ./content/schema.ts. Rich text is Markdown.
 */

export type Localized<T> = Partial<Record<ContentLocale, T>>

export { SCENES, type SceneName, type SceneVariant } from '../demo/drawn/scene-names'
export { SEED_VIDEOS } from './content/schema'

export type SeedImage = z.infer<typeof seedImage>
/** A link: a page of this site by its path (without language prefix), or a URL. */
export type SeedLink = z.infer<typeof seedLink>
export type SeedBlock = z.infer<typeof seedBlock>
export type CardIcon = (typeof CARD_ICONS)[number]
export type SeedVideo = (typeof SEED_VIDEOS)[number]

/** A page's fields in one language. */
export type SeedPageContent = z.infer<typeof pageTranslationFile>

export type SeedPage = Omit<z.infer<typeof pageFile>, keyof SeedPageContent> & {
  /** '/' for the home page; a parent comes before its children. */
  path: string
  /** Content per language; a page exists in a language only when it has content in it. */
  content: Localized<SeedPageContent>
  /** The file each language's content was read from, for messages. */
  files?: Localized<string>
}

export type SeedStory = Pick<z.infer<typeof storyFile>, 'date' | 'author' | 'tags' | 'image'> & {
  slug: string
  /** In the site's default language at least. */
  content: Localized<Pick<z.infer<typeof storyFile>, 'title' | 'premble' | 'body'>>
  files?: Localized<string>
}

/** A site's stories (spec 1 §2.6): they live below the stories index page, at <indexPath>/<year>/<slug>. */
export type SeedStories = z.infer<typeof storiesFile> & { stories: SeedStory[] }

export type SeedNavigation = z.infer<typeof navigationFile>
export type SeedFooter = z.infer<typeof footerFile>
export type SeedFooterLink = NonNullable<SeedFooter['columns'][ContentLocale]>[number]['items'][number]

export type SiteSeed = z.infer<typeof siteFile> & {
  key: string
  /** UK finance products and texts (Sites → Finance). */
  finance?: Site['finance']
  pages: SeedPage[]
  navigation: SeedNavigation
  footer: SeedFooter
  stories?: SeedStories
}

/**
 * One permanent redirect of a site's demo table (spec 1 §2.7), in the order the table lists it.
 * source: a path with optional `{name}` segments (one segment) and a last `{name*}` wildcard (the rest of the
 *   path), and optional required query parameters (`/bilar?vehicletype=PB`).
 * destination: a path of the same site (may use the source's `{name}`/`{name*}` and carry a query string, keys
 *   may repeat) or an absolute https:// URL.
 * example: for a source with placeholders, a request path it matches whose destination is a seeded page.
 */
export type SeedRedirect = { source: string; destination: string; permanent?: boolean; example?: string }
