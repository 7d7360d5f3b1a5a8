import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import yaml from 'js-yaml'
import type { z } from 'zod'

import { BRAND_LOGOS } from '../../demo/drawn/brand-logos'
import type { Localized, SeedPage, SeedPageContent, SeedStories, SeedStory, SiteSeed } from '../types'
import { footerFile, navigationFile, pageFile, pageTranslationFile, siteFile, storiesFile, storyFile, storyTranslationFile } from './schema'
import { facilityPagePaths } from '../facility-pages'

/**
 * Reads the demo group from content/demo/ (docs/demo.md): sites.json names the sites in the order they are
 * seeded, and each site's folder holds site.json, navigation.json, footer.json, pages/ and, with stories,
 * stories.json and stories/. Every file is checked against ./schema.ts, and every link, picture and tag against
 * the site's pages, pictures and tags; all problems are reported together, each with its file and field.
 */

export const DEMO_CONTENT_DIR = fileURLToPath(new URL('../../../content/demo/', import.meta.url))

export class DemoContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The demo content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((problem) => `  ${problem}`).join('\n')}`)
    this.name = 'DemoContentError'
  }
}

/** A page or story file's name: `<slug>.md|json`, or `<slug>.<language>.md|json` for another language than the site's default. */
const CONTENT_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)(?:\.([a-z]{2}(?:-[A-Z]{2})?))?\.(md|json)$/
/** A Markdown file: front matter (YAML) between two `---` lines, then the Markdown. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)([\s\S]*)$/
/** A Markdown link to a page of the site: `[label](/path)`. */
const MARKDOWN_PAGE_LINK = /\]\((\/[^)\s]*)/g

type Problems = string[]
type Source = { file: string; problems: Problems }

const display = (file: string) => path.relative(process.cwd(), file) || file

function report(source: Source, where: string, message: string) {
  source.problems.push(`${display(source.file)}: ${where ? `${where}: ` : ''}${message}`)
}

/** zod's issues as `field.path: message`; of a union's alternatives, those of the one that came closest. */
function issueLines(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[] = []): Array<[string, string]> {
  return issues.flatMap((issue): Array<[string, string]> => {
    const at = [...prefix, ...issue.path]
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0]!
      if (closest.length > 0) return issueLines(closest, at)
    }
    return [[at.map(String).join('.'), issue.message]]
  })
}

function parse<T extends z.ZodType>(schema: T, data: unknown, source: Source): z.infer<T> | undefined {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  for (const [where, message] of issueLines(result.error.issues)) report(source, where, message)
  return undefined
}

function readJson(source: Source): unknown {
  try {
    return JSON.parse(readFileSync(source.file, 'utf8'))
  } catch (error) {
    report(source, '', `not JSON: ${(error as Error).message}`)
    return undefined
  }
}

/** A Markdown file's front matter and its Markdown. */
function readMarkdown(source: Source): { front: Record<string, unknown>; body: string } | undefined {
  const match = FRONT_MATTER.exec(readFileSync(source.file, 'utf8'))
  if (!match) {
    report(source, '', 'a Markdown file starts with its front matter between two --- lines')
    return undefined
  }
  try {
    // The core schema: a date stays the text it is written as, as in JSON.
    const front = yaml.load(match[1]!, { schema: yaml.CORE_SCHEMA }) ?? {}
    if (typeof front !== 'object' || Array.isArray(front)) throw new Error('the front matter is not a set of fields')
    return { front: front as Record<string, unknown>, body: match[2]!.trim() }
  } catch (error) {
    report(source, 'front matter', (error as Error).message)
    return undefined
  }
}

function filesBelow(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => (entry.isDirectory() ? filesBelow(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
}

type LocalizedFile = { file: string; name: string; locale: string; format: 'md' | 'json' }

/** The page or story files of a folder by name and language; a file whose name or language is wrong is a problem. */
function localizedFiles(dir: string, site: Pick<SiteSeed, 'locales' | 'defaultLocale'>, problems: Problems, formats: ReadonlyArray<'md' | 'json'>): Map<string, Map<string, LocalizedFile>> {
  const byName = new Map<string, Map<string, LocalizedFile>>()
  for (const file of filesBelow(dir)) {
    const source = { file, problems }
    const match = CONTENT_FILE.exec(path.basename(file))
    if (!match || !formats.includes(match[3] as 'md' | 'json')) {
      report(source, '', `not a content file: name it <slug>.${formats.join('|')} (a slug of a–z, 0–9 and -), or <slug>.<language>.${formats.join('|')} in another language`)
      continue
    }
    const [, slug, language, format] = match
    if (language === site.defaultLocale) {
      report(source, '', `the site's default language (${site.defaultLocale}) is written without a language: ${slug}.${format}`)
      continue
    }
    const locale = language ?? site.defaultLocale
    if (!(site.locales as string[]).includes(locale)) {
      report(source, '', `${locale} is not a language of the site (${site.locales.join(', ')})`)
      continue
    }
    const name = path.relative(dir, path.join(path.dirname(file), slug!)).split(path.sep).join('/')
    const languages = byName.get(name) ?? new Map<string, LocalizedFile>()
    const twin = languages.get(locale)
    if (twin) report(source, '', `${display(twin.file)} is the same ${locale} content: keep one of the two`)
    else languages.set(locale, { file, name, locale, format: format as 'md' | 'json' })
    byName.set(name, languages)
  }
  for (const [name, languages] of byName) {
    if (!languages.has(site.defaultLocale)) {
      for (const { file } of languages.values()) report({ file, problems }, '', `no ${name} file in the site's default language (${site.defaultLocale}) beside it`)
      byName.delete(name)
    }
  }
  return byName
}

/**
 * A page file's fields. In Markdown the text below the front matter is a richText block's: the one in `layout`
 * written without `content`, or, with no `layout`, the page's only block.
 */
function pageData(entry: LocalizedFile, source: Source): unknown {
  if (entry.format === 'json') return readJson(source)
  const markdown = readMarkdown(source)
  if (!markdown) return undefined
  const { front, body } = markdown
  if (front.layout === undefined) return { ...front, layout: [{ blockType: 'richText', content: body }] }
  if (!Array.isArray(front.layout)) return front
  const slots = front.layout.filter((block) => block && typeof block === 'object' && block.blockType === 'richText' && !('content' in block))
  if (slots.length > 1) report(source, 'layout', 'more than one richText block without content: the Markdown below the front matter is one of them')
  else if (slots.length === 0 && body) report(source, 'layout', 'the Markdown below the front matter has no place: list a richText block without content where it goes')
  else if (slots.length === 1) slots[0].content = body
  return front
}

function readPages(siteDir: string, site: Pick<SiteSeed, 'locales' | 'defaultLocale'>, problems: Problems): SeedPage[] {
  const pages = new Map<string, SeedPage>()
  for (const [name, languages] of localizedFiles(path.join(siteDir, 'pages'), site, problems, ['md', 'json'])) {
    const pagePath = name === 'index' ? '/' : `/${name}`
    const page: SeedPage = { path: pagePath, content: {}, files: {} }
    // A page whose file has problems still has its path, so links to it are not reported too.
    for (const entry of languages.values()) {
      const source = { file: entry.file, problems }
      const isDefault = entry.locale === site.defaultLocale
      const data = parse(isDefault ? pageFile : pageTranslationFile, pageData(entry, source), source)
      if (!data) continue
      // The fields each language has on its own; the rest are the default language file's.
      const { title, navTitle, metaTitle, metaDescription, ogDescription, layout, ...settings } = data as z.infer<typeof pageFile>
      page.content[entry.locale as keyof SeedPage['content']] = { title, navTitle, metaTitle, metaDescription, ogDescription, layout } satisfies SeedPageContent
      page.files![entry.locale as keyof SeedPage['content']] = display(entry.file)
      if (isDefault) Object.assign(page, settings)
    }
    pages.set(pagePath, page)
  }
  const parentOf = (pagePath: string) => (pagePath === '/' ? null : pagePath.slice(0, pagePath.lastIndexOf('/')) || '/')
  for (const page of pages.values()) {
    const parent = parentOf(page.path)
    if (parent !== null && !pages.has(parent) && page.files) report({ file: Object.values(page.files)[0]!, problems }, '', `its parent page ${parent} has no file`)
  }
  if (pages.size > 0 && !pages.has('/')) problems.push(`${display(path.join(siteDir, 'pages'))}: no home page (index.md or index.json)`)
  // Parents before their children; sisters in menu order, then by path.
  const order = (a: SeedPage, b: SeedPage) => (a.sortOrder ?? 100) - (b.sortOrder ?? 100) || a.path.localeCompare(b.path)
  const ordered: SeedPage[] = []
  const visit = (page: SeedPage) => {
    ordered.push(page)
    for (const child of [...pages.values()].filter((candidate) => parentOf(candidate.path) === page.path).sort(order)) visit(child)
  }
  if (pages.has('/')) visit(pages.get('/')!)
  return ordered
}

function readStories(siteDir: string, site: Pick<SiteSeed, 'locales' | 'defaultLocale'>, problems: Problems): SeedStories | undefined {
  const indexFile = path.join(siteDir, 'stories.json')
  const storyDir = path.join(siteDir, 'stories')
  if (!existsSync(indexFile)) {
    if (existsSync(storyDir)) problems.push(`${display(storyDir)}: stories without a stories.json beside the folder (their index page and tags)`)
    return undefined
  }
  const source = { file: indexFile, problems }
  const index = parse(storiesFile, readJson(source), source)
  if (!index) return undefined
  const stories: SeedStory[] = []
  for (const [slug, languages] of localizedFiles(storyDir, site, problems, ['md'])) {
    const story: Partial<SeedStory> & { content: SeedStory['content']; files: Localized<string> } = { slug, content: {}, files: {} }
    for (const entry of languages.values()) {
      const storySource = { file: entry.file, problems }
      const markdown = readMarkdown(storySource)
      if (markdown && 'body' in markdown.front) report(storySource, 'body', 'the body is the Markdown below the front matter')
      const isDefault = entry.locale === site.defaultLocale
      const data = markdown && parse(isDefault ? storyFile : storyTranslationFile, { ...markdown.front, body: markdown.body }, storySource)
      if (!data) continue
      const { title, premble, body, ...settings } = data as z.infer<typeof storyFile>
      story.content[entry.locale as keyof SeedStory['content']] = { title, premble, body }
      story.files[entry.locale as keyof SeedStory['content']] = display(entry.file)
      if (isDefault) Object.assign(story, settings)
    }
    stories.push(story as SeedStory)
  }
  stories.sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || a.slug.localeCompare(b.slug))
  return { ...index, stories }
}

/** Every link, picture and tag of a site points at a page (its own, or a facility's page), picture or tag it has. */
function checkReferences(site: SiteSeed, siteDir: string, problems: Problems) {
  const paths = new Set([...site.pages.map((page) => page.path), ...facilityPagePaths(site)])
  const images = new Set(Object.keys(site.images))
  const tags = new Set(site.stories?.tags.map((tag) => tag.key))
  const walk = (value: unknown, where: string[], source: Source) => {
    const at = where.join('.')
    if (typeof value === 'string') {
      for (const match of value.matchAll(MARKDOWN_PAGE_LINK)) if (!paths.has(match[1]!)) report(source, at, `link to ${match[1]}, which is not a page of the site`)
      return
    }
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, [...where, String(index)], source))
    if (!value || typeof value !== 'object') return
    for (const [field, item] of Object.entries(value)) {
      const here = [...where, field].join('.')
      if ((field === 'path' || field === 'indexPath') && typeof item === 'string' && !paths.has(item)) report(source, here, `${item} is not a page of the site`)
      else if ((field === 'image' || field === 'imagePhone' || field === 'ogImage' || field === 'menuImage') && typeof item === 'string' && !images.has(item)) {
        report(source, here, `no picture "${item}" in site.json's images`)
      } else walk(item, [...where, field], source)
    }
  }
  for (const page of site.pages) {
    for (const [locale, content] of Object.entries(page.content)) {
      if (!content) continue
      const file = page.files?.[locale as keyof typeof page.content] ?? page.path
      const settings = locale === site.defaultLocale ? { ogImage: page.ogImage, menuImage: page.menuImage } : {}
      walk({ ...settings, layout: content.layout }, [], { file, problems })
    }
  }
  walk(site.navigation, [], { file: path.join(siteDir, 'navigation.json'), problems })
  walk(site.footer, [], { file: path.join(siteDir, 'footer.json'), problems })
  for (const [index, brand] of (site.footer.brands ?? []).entries()) {
    if (!(BRAND_LOGOS as readonly string[]).includes(brand)) report({ file: path.join(siteDir, 'footer.json'), problems }, `brands.${index}`, `no logo for ${brand} (one of ${BRAND_LOGOS.join(', ')})`)
  }
  if (site.stories) {
    walk({ indexPath: site.stories.indexPath }, [], { file: path.join(siteDir, 'stories.json'), problems })
    for (const story of site.stories.stories) {
      const source = { file: story.files?.[site.defaultLocale] ?? story.slug, problems }
      for (const [index, tag] of (story.tags ?? []).entries()) if (!tags.has(tag)) report(source, `tags.${index}`, `${tag} is not a tag of stories.json`)
      for (const [locale, content] of Object.entries(story.content)) walk(content!.body, ['body'], { file: story.files?.[locale as keyof typeof story.content] ?? story.slug, problems })
    }
  }
  if (site.pages.filter((page) => page.notFound).length > 1) problems.push(`${display(siteDir)}: more than one page has notFound: true`)
}

function readSite(root: string, key: string, problems: Problems): SiteSeed | undefined {
  const siteDir = path.join(root, key)
  const read = <T extends z.ZodType>(name: string, schema: T) => {
    const source = { file: path.join(siteDir, name), problems }
    if (existsSync(source.file)) return parse(schema, readJson(source), source)
    report(source, '', 'missing')
    return undefined
  }
  const settings = read('site.json', siteFile)
  const navigation = read('navigation.json', navigationFile)
  const footer = read('footer.json', footerFile)
  if (!settings) return undefined
  if (!settings.locales.includes(settings.defaultLocale)) report({ file: path.join(siteDir, 'site.json'), problems }, 'defaultLocale', `${settings.defaultLocale} is not one of the site's locales`)
  const pages = readPages(siteDir, settings, problems)
  const stories = readStories(siteDir, settings, problems)
  if (!navigation || !footer) return undefined
  const site: SiteSeed = { key, ...settings, pages, navigation, footer, stories }
  checkReferences(site, siteDir, problems)
  return site
}

/** The demo group's sites, in the order of sites.json, with their pages (parents first) and stories (oldest first). */
export function loadDemoContent(root: string = DEMO_CONTENT_DIR): SiteSeed[] {
  const problems: Problems = []
  const listFile = path.join(root, 'sites.json')
  const source = { file: listFile, problems }
  const keys = existsSync(listFile) ? readJson(source) : undefined
  if (!Array.isArray(keys) || !keys.every((key) => typeof key === 'string')) throw new DemoContentError([`${display(listFile)}: a list of the site folders, in the order they are seeded`])
  for (const entry of readdirSync(root)) {
    if (statSync(path.join(root, entry)).isDirectory() && !keys.includes(entry)) problems.push(`${display(path.join(root, entry))}: a site folder that sites.json does not list`)
  }
  const sites = keys.flatMap((key: string) => {
    if (existsSync(path.join(root, key))) return readSite(root, key, problems) ?? []
    problems.push(`${display(listFile)}: no folder ${key}`)
    return []
  })
  if (problems.length > 0) throw new DemoContentError(problems)
  return sites
}
