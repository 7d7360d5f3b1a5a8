import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'

import type { Payload, TypedLocale } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { SceneOptions } from '../../scripts/demo/drawn'

import { seedDemo } from '../../scripts/seed/index'
import { startCms, type TestCms } from './helpers/cms'

/**
 * The demo group as `npm start` seeds it, site by site: every page's path, title and block types in each
 * language, its text and all its data (links as page paths, media as file names), every story, the story
 * tags, the navigation, the footer, the site settings and the generated media (what each picture was asked to
 * show: drawing them is left to a quick stand-in, the renderer has tests of its own). The snapshot beside this file
 * was taken from the seed before its content moved from TypeScript to content/demo/: whoever changes how the
 * demo is written keeps it, and whoever changes the demo's content updates it (`npx vitest run -u`).
 * `DEMO_CONTENT_DUMP=<file>` writes everything the digests cover, to see what differs.
 */

/** Fields that hold a media document's id, and fields that hold a page's. */
const MEDIA_FIELDS = new Set(['image', 'imagePhone', 'imageDesktop', 'video', 'videoDesktop', 'videoPhone', 'file', 'ogImage', 'menuImage', 'logo', 'logoBlackAndWhite', 'favicon'])
const PAGE_FIELDS = new Set(['page', 'parent', 'storiesIndex', 'index', 'notFoundPage'])
/** What differs between two runs of the same seed, or is the same for every document of a site. */
const VOLATILE_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'site', 'blockName'])

type Names = { media: Map<number, string>; pages: Map<number, string>; tags: Map<number, string> }
type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16)

/**
 * Rich text as what a reader gets from it: element types (with heading tag and list type), text runs with
 * their format (adjacent runs of one format joined), and links with their target; not the editor's bookkeeping
 * (direction, indent, version, list item values).
 */
function richText(node: Record<string, any>, names: Names): Json {
  if (node.type === 'text') return { text: node.text, format: node.format ?? 0 }
  if (node.type === 'linebreak') return { text: '\n', format: 0 }
  const children: Json[] = []
  for (const child of (node.children ?? []) as Record<string, any>[]) {
    const canonical = richText(child, names) as Record<string, Json>
    const last = children.at(-1) as Record<string, Json> | undefined
    if (last && 'text' in last && 'text' in canonical && last.format === canonical.format) last.text = `${last.text}${canonical.text}`
    else children.push(canonical)
  }
  const element: Record<string, Json> = { type: node.type }
  if (node.tag && node.type !== 'list') element.tag = node.tag
  if (node.listType) element.listType = node.listType
  if (node.type === 'link' || node.type === 'autolink') {
    const fields = node.fields ?? {}
    element.target = fields.linkType === 'internal' ? `page ${names.pages.get(fields.doc?.value) ?? fields.doc?.value}` : fields.url
    element.newTab = Boolean(fields.newTab)
  }
  element.children = children
  return element
}

/** A document with ids of media and pages replaced by file names and paths, and what changes from run to run left out. */
function normalized(value: unknown, names: Names, key = ''): Json {
  if (value === null || value === undefined) return null
  if (Array.isArray(value)) {
    if (key === 'tags') return value.map((id) => names.tags.get(id as number) ?? (id as number))
    return value.map((item) => normalized(item, names))
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    if ('root' in record && typeof record.root === 'object') return richText(record.root as Record<string, any>, names)
    const result: Record<string, Json> = {}
    for (const field of Object.keys(record).sort()) {
      if (VOLATILE_FIELDS.has(field)) continue
      result[field] = normalized(record[field], names, field)
    }
    return result
  }
  if (typeof value === 'number' && MEDIA_FIELDS.has(key)) return `media ${names.media.get(value) ?? value}`
  if (typeof value === 'number' && PAGE_FIELDS.has(key)) return `page ${names.pages.get(value) ?? value}`
  return value as Json
}

/** The words of a normalized document, in order: its string leaves but the names of element and block types and link targets. */
const NOT_WORDS = new Set(['type', 'tag', 'listType', 'blockType', 'target'])
function textOf(value: Json, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) textOf(item, out)
  else if (value && typeof value === 'object') for (const [field, item] of Object.entries(value)) if (!NOT_WORDS.has(field)) textOf(item, out)
  return out
}

const all = { limit: 0, pagination: false, depth: 0, overrideAccess: true } as const

/** Every picture the seed asked for, by its seed (`<site>/<image>` or `<site>/story/<slug>`). */
const drawn = new Map<string, SceneOptions>()
let standIn: Promise<Buffer> | undefined
async function drawScene(options: SceneOptions): Promise<Buffer> {
  drawn.set(options.seed, options)
  standIn ??= sharp({ create: { width: 4, height: 4, channels: 3, background: '#808080' } }).jpeg().toBuffer()
  return standIn
}

async function siteContent(payload: Payload, site: Record<string, any>, dump: Record<string, unknown>) {
  const locales = site.locales as string[]
  const bySite = { site: { equals: site.id } }
  const media = (await payload.find({ collection: 'media', where: bySite, ...all })).docs
  const pageDocs = (await payload.find({ collection: 'pages', where: bySite, ...all })).docs
  const tagDocs = (await payload.find({ collection: 'story-tags', where: bySite, ...all })).docs
  const names: Names = {
    media: new Map(media.map((doc) => [doc.id, doc.filename ?? String(doc.id)])),
    pages: new Map(pageDocs.map((doc) => [doc.id, doc.path ?? String(doc.id)])),
    tags: new Map(tagDocs.map((doc) => [doc.id, doc.key])),
  }
  const mediaList: Json[] = media
    .map((doc) => normalized({ filename: doc.filename, alt: doc.alt, mimeType: doc.mimeType, focalX: doc.focalX, focalY: doc.focalY }, names))
    .sort((a, b) => String((a as any).filename).localeCompare(String((b as any).filename)))
  const pictures = [...drawn.entries()].filter(([seed]) => seed.startsWith(`${site.key}/`)).sort(([a], [b]) => a.localeCompare(b))
  mediaList.push(...pictures.map(([, options]) => normalized(options, names)))
  const siteData = normalized(site, names)
  const entry: Record<string, unknown> = { site: digest(siteData), media: `${media.length} files, ${pictures.length} drawn, ${digest(mediaList)}` }
  const full: Record<string, unknown> = { site: siteData, media: mediaList }

  const pages: Record<string, unknown>[] = []
  const stories: Record<string, unknown>[] = []
  const chrome: Record<string, string> = {}
  for (const locale of locales) {
    const inLocale = { ...all, locale: locale as TypedLocale, fallbackLocale: false as const }
    for (const doc of (await payload.find({ collection: 'pages', where: bySite, ...inLocale })).docs) {
      if (!doc.title) continue
      const data = normalized(doc, names)
      const layout = normalized(doc.layout ?? [], names)
      pages.push({ path: doc.path, locale, title: doc.title, blocks: (doc.layout ?? []).map((block) => block.blockType), text: digest(textOf(layout)), data: digest(data) })
      full[`page ${doc.path} ${locale}`] = data
    }
    for (const doc of (await payload.find({ collection: 'stories', where: bySite, ...inLocale })).docs) {
      if (!doc.title) continue
      const data = normalized(doc, names)
      stories.push({ slug: doc.slug, locale, title: doc.title, tags: normalized(doc.tags, names, 'tags'), text: digest(textOf(normalized({ premble: doc.premble, body: doc.body }, names))), data: digest(data) })
      full[`story ${doc.slug} ${locale}`] = data
    }
    const tags = normalized((await payload.find({ collection: 'story-tags', where: bySite, sort: 'key', ...inLocale })).docs, names)
    const navigation = normalized((await payload.find({ collection: 'navigations', where: bySite, ...inLocale })).docs, names)
    const footer = normalized((await payload.find({ collection: 'footers', where: bySite, ...inLocale })).docs, names)
    chrome[locale] = `story tags ${digest(tags)}, navigation ${digest(navigation)}, footer ${digest(footer)}`
    Object.assign(full, { [`story tags ${locale}`]: tags, [`navigation ${locale}`]: navigation, [`footer ${locale}`]: footer })
  }
  const order = (a: Record<string, any>, b: Record<string, any>) => String(a.path ?? a.slug).localeCompare(String(b.path ?? b.slug)) || String(a.locale).localeCompare(String(b.locale))
  entry.chrome = chrome
  entry.pages = pages.sort(order)
  entry.stories = stories.sort(order)
  dump[site.key] = full
  return entry
}

/** JSON with each page and story on one line, so a change shows as the lines of the pages it touched. */
function format(snapshot: Record<string, Record<string, unknown>>): string {
  const lines = ['{']
  const sites = Object.entries(snapshot)
  sites.forEach(([key, entry], siteIndex) => {
    lines.push(`  ${JSON.stringify(key)}: {`)
    const fields = Object.entries(entry)
    fields.forEach(([field, value], fieldIndex) => {
      const comma = fieldIndex < fields.length - 1 ? ',' : ''
      if (Array.isArray(value)) {
        lines.push(`    ${JSON.stringify(field)}: [`)
        value.forEach((item, index) => lines.push(`      ${JSON.stringify(item)}${index < value.length - 1 ? ',' : ''}`))
        lines.push(`    ]${comma}`)
      } else lines.push(`    ${JSON.stringify(field)}: ${JSON.stringify(value)}${comma}`)
    })
    lines.push(`  }${siteIndex < sites.length - 1 ? ',' : ''}`)
  })
  lines.push('}', '')
  return lines.join('\n')
}

describe('the demo content', () => {
  let cms: TestCms
  let first: Awaited<ReturnType<typeof seedDemo>>

  beforeAll(async () => {
    cms = await startCms()
    first = await seedDemo(cms.payload, { port: 3000, stock: false, adminPassword: 'demo-content-admin-password', drawScene })
    // Ten sites' content and pictures: minutes on two cores that the other suites share.
  }, 1_500_000)
  afterAll(async () => {
    await cms?.stop()
  })

  it('seeds every site’s pages, stories, navigation, footer and media as before', async () => {
    expect(first.sites).toBe(10)
    const snapshot: Record<string, Record<string, unknown>> = {}
    const dump: Record<string, unknown> = {}
    for (const site of (await cms.payload.find({ collection: 'sites', sort: 'id', ...all })).docs) snapshot[site.key] = await siteContent(cms.payload, site, dump)
    if (process.env.DEMO_CONTENT_DUMP) writeFileSync(process.env.DEMO_CONTENT_DUMP, JSON.stringify(dump, null, 1))
    await expect(format(snapshot)).toMatchFileSnapshot('./__snapshots__/demo-content.json')
  }, 300_000)

  it('finds everything on a second run and changes nothing', async () => {
    const second = await seedDemo(cms.payload, { port: 3000, stock: false, adminPassword: 'demo-content-admin-password', drawScene })
    expect(second).toEqual({ sites: 0, pages: 0, stories: 0, redirects: 0, media: 0, dictionary: 0, brands: 0, dealerSites: 0, cars: 0, adminCreated: false })
  }, 600_000)
})
