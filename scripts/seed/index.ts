import { randomBytes } from 'node:crypto'

import type { Payload, TypedLocale } from 'payload'

import type { Page } from '../../src/payload-types'
import { artDirect } from './art-direction'
import { renderFavicon, renderScene, type SceneOptions } from '../demo/drawn'
import { renderBrandLogo } from '../demo/drawn/brand-logos'
import { facilityPagePaths } from './facility-pages'
import { markdownToRichText, type MarkdownToRichText, type ResolvePageId } from './rich-text'
import { demoSites } from './sites'
import { renderPdf } from './documents'
import { DEMO_REDIRECTS } from './redirects'
import { seedBrands, seedDealerSites, seedStock } from './stock'
import { seedTireHotel } from './tire-hotel'
import { seedWorkshopBooking } from './workshops'
import { formatRedirectCsv } from '../../src/features/redirects/csv'
import { importRedirectCsv } from '../../src/features/redirects/queries'
import type { SeedBlock, SeedImage, SeedLink, SeedPageContent, SeedVideo, SiteSeed } from './types'
import { demoVideo } from './videos'

export const ADMIN_EMAIL = 'admin@forecourt.test'

export type SeedOptions = {
  port: number
  adminPassword?: string
  log?: (line: string) => void
  sites?: SiteSeed[]
  /** Brands, dealer sites and the car stock (default on). */
  stock?: boolean
  /** Draws the generated pictures (default: the scene renderer); a test passes a quick stand-in. */
  drawScene?: (options: SceneOptions) => Promise<Buffer>
}

export type SeedReport = {
  sites: number
  pages: number
  stories: number
  redirects: number
  media: number
  dictionary: number
  brands: number
  dealerSites: number
  cars: number
  adminCreated: boolean
  adminPassword?: string
}

const VIDEO_ALT: Record<SeedVideo, string> = {
  'coast-drive': 'A car on a coast road at dusk',
  'city-night': 'A car in a city street at night',
  'winter-road': 'A car on a snowy road at dusk',
}

/** Where the subject of each generated scene sits (percent), so narrow crops keep the car in view. */
const SCENE_FOCUS: Partial<Record<SeedImage['scene'], { focalX: number; focalY: number }>> = {
  'hero-coast': { focalX: 64, focalY: 70 },
  'hero-city': { focalX: 64, focalY: 72 },
  'hero-forest': { focalX: 64, focalY: 70 },
  'hero-fjord': { focalX: 64, focalY: 70 },
  'hero-winter': { focalX: 64, focalY: 70 },
  charging: { focalX: 60, focalY: 68 },
  family: { focalX: 62, focalY: 70 },
  dealership: { focalX: 60, focalY: 66 },
}

/** A phone picture: portrait as a phone's screen (19.5 : 9), so a full-screen hero crops none of the car away. */
const PORTRAIT_SIZE = { width: 1080, height: 2340 }
const PORTRAIT_FOCUS = { focalX: 50, focalY: 30 }

const MEDIA_CONCURRENCY = 3

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let index = 0; index < items.length; index += size) await Promise.all(items.slice(index, index + size).map(work))
}

/** Seeding only adds what is missing, so it can run on every start: nothing an editor changed is touched. */
const SEED_CONTEXT = { skipRevalidate: true, seeding: true }

/**
 * Seeds the Nordvik Group demo of DEMO.md. Deterministic (same content and generated images everywhere) and
 * idempotent (a second run finds everything and changes nothing).
 */
export async function seedDemo(payload: Payload, options: SeedOptions): Promise<SeedReport> {
  const log = options.log ?? (() => {})
  const report: SeedReport = {
    sites: 0,
    pages: 0,
    stories: 0,
    redirects: 0,
    media: 0,
    dictionary: 0,
    brands: 0,
    dealerSites: 0,
    cars: 0,
    adminCreated: false,
  }
  const sites = options.sites ?? demoSites()
  const richText = await markdownToRichText(payload.config)
  for (const seed of sites) {
    await seedSite(payload, artDirect(seed), { port: options.port, report, log, drawScene: options.drawScene ?? renderScene, richText })
  }
  // The group-wide stock data: the brands' logos are kept with the group site (or the first seeded site).
  const owner = await payload.find({
    collection: 'sites',
    sort: 'id',
    where: { key: { in: ['group', ...sites.map((site) => site.key)] } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (owner.docs[0] && options.stock !== false) {
    report.brands = await seedBrands(payload, owner.docs[0].id, log)
    report.dealerSites = await seedDealerSites(payload, log)
    await seedWorkshopBooking(payload, log)
    await seedTireHotel(payload, log)
    report.cars = await seedStock(payload, log)
  }
  const admin = await payload.find({ collection: 'users', where: { email: { equals: ADMIN_EMAIL } }, limit: 1, overrideAccess: true })
  if (admin.docs.length === 0) {
    const password = options.adminPassword || randomBytes(12).toString('base64url')
    await payload.create({
      depth: 0,
      collection: 'users',
      data: { email: ADMIN_EMAIL, password, name: 'Forecourt admin', roles: ['admin'] },
      overrideAccess: true,
    })
    report.adminCreated = true
    if (!options.adminPassword) report.adminPassword = password
  }
  return report
}

/** Logs how long each step of seeding a site took, as `<site>: <step> in <seconds> s`. */
function stepTimer(log: (line: string) => void, siteKey: string) {
  let started = performance.now()
  return (step: string) => {
    const now = performance.now()
    log(`${siteKey}: ${step} in ${((now - started) / 1000).toFixed(1)} s`)
    started = now
  }
}

/** What seeding one site needs besides the site. */
type SiteSeeding = {
  port: number
  report: SeedReport
  log: (line: string) => void
  drawScene: (options: SceneOptions) => Promise<Buffer>
  richText: MarkdownToRichText
}

async function seedSite(payload: Payload, seed: SiteSeed, { port, report, log, drawScene, richText }: SiteSeeding) {
  const done = stepTimer(log, seed.key)
  const found = await payload.find({ collection: 'sites', where: { key: { equals: seed.key } }, limit: 1, depth: 0, overrideAccess: true })
  let site = found.docs[0]
  if (!site) {
    site = await payload.create({
      depth: 0,
      collection: 'sites',
      overrideAccess: true,
      context: SEED_CONTEXT,
      data: {
        key: seed.key,
        name: seed.name,
        type: seed.type,
        country: seed.country,
        url: `http://${seed.hostnames[0]}${port === 80 ? '' : `:${port}`}`,
        hostnames: seed.hostnames.map((hostname) => ({ hostname })),
        locales: seed.locales,
        defaultLocale: seed.defaultLocale,
        fontPair: seed.fontPair,
        theme: seed.theme,
        brandThemes: seed.brandThemes,
        titleTemplate: seed.titleTemplate,
        pathToCarList: seed.pathToCarList,
        pathToCarDetail: seed.pathToCarDetail,
        vehicleIndex: seed.vehicleIndex,
        siteSearchIndex: seed.siteSearchIndex,
        // The demo inbox shows what would be sent (DEMO.md); example.com-style addresses reach nobody.
        leadsEmail: `leads-${seed.key}@nordvik.example`,
      },
    })
    report.sites++
    log(`site ${seed.key}: created`)
  }
  // Finance settings arrived after the first seeds: a site without them gets the demo's (never overwriting an editor's).
  if (seed.finance && !site.finance?.products?.length) {
    site = await payload.update({
      collection: 'sites',
      id: site.id,
      depth: 0,
      overrideAccess: true,
      context: SEED_CONTEXT,
      data: { finance: seed.finance },
    })
    log(`site ${seed.key}: finance products set`)
  }
  const siteId = site.id

  // Media: generated images, one file name per site and key.
  const mediaIds = new Map<string, number>()
  const ensureMedia = async (
    key: string,
    filename: string,
    alt: string,
    render: () => Promise<Buffer>,
    mimetype: string,
    focus?: { focalX: number; focalY: number },
  ) => {
    const existing = await payload.find({
      collection: 'media',
      where: { and: [{ site: { equals: siteId } }, { filename: { equals: filename } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (existing.docs[0]) {
      mediaIds.set(key, existing.docs[0].id)
      return
    }
    const data = await render()
    const created = await payload.create({
      depth: 0,
      collection: 'media',
      overrideAccess: true,
      overwriteExistingFiles: true,
      context: SEED_CONTEXT,
      data: { alt, site: siteId, ...focus },
      file: { data, mimetype, name: filename, size: data.length },
    })
    mediaIds.set(key, created.id)
    report.media++
  }
  // Rendering and resizing are CPU work in sharp's own threads: a few at a time keep every core busy.
  await inBatches(Object.entries(seed.images), MEDIA_CONCURRENCY, ([key, image]) =>
    ensureMedia(
      key,
      `${seed.key}-${key}.jpg`,
      image.alt,
      () =>
        drawScene({
          scene: image.scene,
          variant: image.variant,
          carColor: image.carColor,
          carBody: image.carBody,
          seed: `${seed.key}/${key}`,
          ...(image.portrait ? PORTRAIT_SIZE : {}),
        }),
      'image/jpeg',
      image.portrait ? PORTRAIT_FOCUS : SCENE_FOCUS[image.scene],
    ),
  )
  await ensureMedia('__favicon', `${seed.key}-favicon.png`, `${seed.name}`, () => renderFavicon(seed.faviconColor, 64), 'image/png')
  done('images')
  const imageId = (key: string | undefined) => {
    if (key === undefined) return undefined
    const id = mediaIds.get(key)
    if (id === undefined) throw new Error(`${seed.key}: no image "${key}"`)
    return id
  }

  // Pages, in two passes: every page first exists (so links can point at it), then gets its content.
  const pageIds = new Map<string, number>()
  const created: string[] = []
  for (const page of seed.pages) {
    const existing = await payload.find({
      collection: 'pages',
      where: { and: [{ site: { equals: siteId } }, { path: { equals: page.path } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (existing.docs[0]) {
      pageIds.set(page.path, existing.docs[0].id)
      continue
    }
    const parentPath = page.path === '/' ? null : page.path.slice(0, page.path.lastIndexOf('/')) || '/'
    const parent = parentPath === null ? null : pageIds.get(parentPath)
    if (parentPath !== null && parent === undefined) throw new Error(`${seed.key}: ${page.path} comes before its parent ${parentPath}`)
    const content = page.content[seed.defaultLocale]
    if (!content) throw new Error(`${seed.key}: ${page.path} has no ${seed.defaultLocale} content`)
    const doc = await payload.create({
      depth: 0,
      collection: 'pages',
      overrideAccess: true,
      locale: seed.defaultLocale as TypedLocale,
      context: SEED_CONTEXT,
      data: {
        title: content.title,
        site: siteId,
        parent,
        slug: page.path === '/' ? '' : page.path.slice(page.path.lastIndexOf('/') + 1),
        sortOrder: page.sortOrder ?? 100,
        hideInNavigation: page.hideInNavigation ?? false,
        brandDesign: page.brandDesign,
        ogImage: imageId(page.ogImage),
        menuImage: imageId(page.menuImage),
        externalLink: page.externalLink,
        shouldBeNavigableInMenuWhenItHasChildren: page.navigableWithChildren ?? true,
        _status: 'published',
      },
    })
    pageIds.set(page.path, doc.id)
    created.push(page.path)
  }
  const facilityPages = facilityPagePaths(seed)
  const resolvePage: ResolvePageId = (path) => pageIds.get(path) ?? (facilityPages.has(path) ? 'served' : null)
  const newPages = seed.pages.filter((candidate) => created.includes(candidate.path))
  // Videos and documents the new pages use: generated (documents) or committed (videos) files.
  const blocks = newPages.flatMap((page) => Object.values(page.content).flatMap((content) => content?.layout ?? []))
  const videos = new Set<SeedVideo>()
  const documents = new Map<string, { filename: string; title: string; paragraphs: string[] }>()
  for (const block of blocks) {
    if (block.blockType === 'heroBanner') for (const key of [block.video, block.videoPhone]) if (key) videos.add(key)
    if (block.blockType === 'blurb' && block.video) videos.add(block.video)
    if (block.blockType === 'heroCarousel') for (const slide of block.slides) if (slide.video) videos.add(slide.video)
    if (block.blockType === 'fileDownloadList') for (const file of block.files) documents.set(file.filename, file)
  }
  for (const key of videos) {
    await ensureMedia(`__video-${key}`, `${seed.key}-${key}.mp4`, VIDEO_ALT[key], async () => demoVideo(key, 'mp4'), 'video/mp4')
  }
  for (const file of documents.values()) {
    await ensureMedia(
      `__document-${file.filename}`,
      `${seed.key}-${file.filename}`,
      file.title,
      async () => renderPdf({ title: file.title, paragraphs: file.paragraphs, footer: seed.name }),
      'application/pdf',
    )
  }
  const media: SeedMedia = {
    image: imageId,
    video: (key) => (key === undefined ? undefined : mediaIds.get(`__video-${key}`)),
    document: (file) => mediaIds.get(`__document-${file.filename}`)!,
  }
  for (const page of newPages) {
    for (const locale of seed.locales) {
      const content = page.content[locale]
      if (!content) continue
      await payload.update({
        depth: 0,
        collection: 'pages',
        id: pageIds.get(page.path)!,
        locale: locale as TypedLocale,
        overrideAccess: true,
        context: SEED_CONTEXT,
        data: {
          ...pageFields(content),
          layout: content.layout.map((block, index) =>
            toBlock(
              block,
              media,
              resolvePage,
              `${page.files?.[locale] ?? `${seed.key} ${page.path} (${locale})`}: layout.${index}`,
              richText,
            ),
          ),
          _status: 'published',
        },
      })
    }
    report.pages++
  }
  done('pages')

  await seedStories(payload, seed, siteId, pageIds, ensureMedia, mediaIds, { report, drawScene, richText })
  done('stories')
  await seedRedirects(payload, seed, siteId, report)
  done('redirects')

  const link = (target: SeedLink) => linkTarget(toLink(target, resolvePage, `${seed.key}: navigation and footer`)!)
  await seedNavigation(payload, seed, siteId, link)
  const brandLogos = new Map<string, { logo: number; logoBlackAndWhite: number }>()
  for (const brand of seed.footer.brands ?? []) {
    const slug = brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    await ensureMedia(`__brand-${slug}`, `${seed.key}-brand-${slug}.png`, brand, () => renderBrandLogo(brand, 'colour'), 'image/png')
    await ensureMedia(`__brand-${slug}-bw`, `${seed.key}-brand-${slug}-bw.png`, brand, () => renderBrandLogo(brand, 'mono'), 'image/png')
    brandLogos.set(brand, { logo: mediaIds.get(`__brand-${slug}`)!, logoBlackAndWhite: mediaIds.get(`__brand-${slug}-bw`)! })
  }
  await seedFooter(payload, seed, siteId, link, brandLogos)
  done('navigation and footer')

  // Dictionary: a site speaks its languages' defaults (src/features/dictionary); entries are its own wording.
  for (const locale of seed.locales) {
    const entries = seed.dictionary?.[locale] ?? {}
    const existing = await payload.find({
      collection: 'dictionary',
      where: { and: [{ site: { equals: siteId } }, { language: { equals: locale } }] },
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const present = new Set(existing.docs.map((entry) => entry.key))
    for (const [key, value] of Object.entries(entries)) {
      if (present.has(key) || !value) continue
      await payload.create({
        depth: 0,
        collection: 'dictionary',
        overrideAccess: true,
        context: SEED_CONTEXT,
        data: { key, value, language: locale, site: siteId },
      })
      report.dictionary++
    }
  }

  done('dictionary')

  // Settings that point at seeded documents, set only while empty.
  const current = await payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true })
  const notFound = seed.pages.find((page) => page.notFound)
  const settings: Record<string, number> = {}
  if (!current.favicon) settings.favicon = mediaIds.get('__favicon')!
  if (!current.notFoundPage && notFound) settings.notFoundPage = pageIds.get(notFound.path)!
  if (Object.keys(settings).length > 0) {
    await payload.update({ depth: 0, collection: 'sites', id: siteId, data: settings, overrideAccess: true, context: SEED_CONTEXT })
  }
}

type EnsureMedia = (
  key: string,
  filename: string,
  alt: string,
  render: () => Promise<Buffer>,
  mimetype: string,
  focus?: { focalX: number; focalY: number },
) => Promise<void>

/** The site's stories and their tags (spec 1 §2.6), each in every language it has content in. */
/**
 * The site's demo redirect table (spec 1 §2.7), imported like an editor's CSV file: validated, checked for
 * loops and written in one transaction. A site that already has rules keeps them as they are.
 */
async function seedRedirects(payload: Payload, seed: SiteSeed, siteId: number, report: SeedReport) {
  const table = DEMO_REDIRECTS[seed.key]
  if (!table?.length) return
  const existing = await payload.count({ collection: 'redirects', where: { site: { equals: siteId } }, overrideAccess: true })
  if (existing.totalDocs > 0) return
  const rules = table.map((rule) => ({ source: rule.source, destination: rule.destination, permanent: rule.permanent ?? true }))
  const result = await importRedirectCsv(payload, siteId, formatRedirectCsv(rules), 'append')
  if (!result.ok)
    throw new Error(
      `${seed.key}: demo redirects refused: ${result.problems.map((problem) => `line ${problem.line}: ${problem.message}`).join('; ')}`,
    )
  report.redirects += result.imported
}

async function seedStories(
  payload: Payload,
  seed: SiteSeed,
  siteId: number,
  pageIds: Map<string, number>,
  ensureMedia: EnsureMedia,
  mediaIds: Map<string, number>,
  { report, drawScene, richText }: Pick<SiteSeeding, 'report' | 'drawScene' | 'richText'>,
) {
  const stories = seed.stories
  if (!stories) return
  const index = pageIds.get(stories.indexPath)
  if (index === undefined) throw new Error(`${seed.key}: the stories index ${stories.indexPath} is not a page of the site`)
  const tagIds = new Map<string, number>()
  for (const tag of stories.tags) {
    const found = await payload.find({
      collection: 'story-tags',
      where: { and: [{ site: { equals: siteId } }, { key: { equals: tag.key } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    let id = found.docs[0]?.id
    if (id === undefined) {
      const value = tag.value[seed.defaultLocale]
      if (!value) throw new Error(`${seed.key}: story tag ${tag.key} has no ${seed.defaultLocale} name`)
      id = (
        await payload.create({
          depth: 0,
          collection: 'story-tags',
          overrideAccess: true,
          locale: seed.defaultLocale as TypedLocale,
          context: SEED_CONTEXT,
          data: { key: tag.key, value, site: siteId },
        })
      ).id
      for (const locale of seed.locales.filter((code) => code !== seed.defaultLocale && tag.value[code])) {
        await payload.update({
          depth: 0,
          collection: 'story-tags',
          id,
          overrideAccess: true,
          locale: locale as TypedLocale,
          context: SEED_CONTEXT,
          data: { value: tag.value[locale]! },
        })
      }
    }
    tagIds.set(tag.key, id)
  }
  await inBatches(stories.stories, MEDIA_CONCURRENCY, (story) =>
    ensureMedia(
      `__story-${story.slug}`,
      `${seed.key}-story-${story.slug}.jpg`,
      story.image.alt,
      () => drawScene({ ...story.image, seed: `${seed.key}/story/${story.slug}` }),
      'image/jpeg',
      SCENE_FOCUS[story.image.scene],
    ),
  )
  for (const story of stories.stories) {
    const existing = await payload.find({
      collection: 'stories',
      where: { and: [{ index: { equals: index } }, { slug: { equals: story.slug } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (existing.docs[0]) continue
    const first = story.content[seed.defaultLocale]
    if (!first) throw new Error(`${seed.key}: story ${story.slug} has no ${seed.defaultLocale} content`)
    const tags = story.tags.map((key) => {
      const id = tagIds.get(key)
      if (id === undefined) throw new Error(`${seed.key}: story ${story.slug} has the unknown tag ${key}`)
      return id
    })
    const facilityPages = facilityPagePaths(seed)
    const resolve: ResolvePageId = (path) => pageIds.get(path) ?? (facilityPages.has(path) ? 'served' : null)
    const localized = (content: NonNullable<typeof first>, locale: string) => ({
      title: content.title,
      premble: content.premble,
      body: richText(
        content.body,
        resolve,
        `${story.files?.[locale as keyof typeof story.content] ?? `${seed.key} story ${story.slug} (${locale})`}: body`,
      ) as never,
    })
    const doc = await payload.create({
      depth: 0,
      collection: 'stories',
      overrideAccess: true,
      locale: seed.defaultLocale as TypedLocale,
      context: SEED_CONTEXT,
      data: {
        ...localized(first, seed.defaultLocale),
        slug: story.slug,
        date: new Date(story.date).toISOString(),
        author: story.author,
        image: mediaIds.get(`__story-${story.slug}`),
        tags,
        index,
        site: siteId,
        _status: 'published',
      },
    })
    for (const locale of seed.locales.filter((code) => code !== seed.defaultLocale)) {
      const content = story.content[locale]
      if (!content) continue
      await payload.update({
        depth: 0,
        collection: 'stories',
        id: doc.id,
        overrideAccess: true,
        locale: locale as TypedLocale,
        context: SEED_CONTEXT,
        data: { ...localized(content, locale), _status: 'published' },
      })
    }
    report.stories++
  }
}

type LinkTargetData = { type: 'internal' | 'external'; page?: number; url?: string; newTab: boolean }
const linkTarget = ({ type, newTab, ...rest }: NonNullable<ReturnType<typeof toLink>>): LinkTargetData =>
  type === 'internal'
    ? { type, newTab, page: 'page' in rest ? rest.page : undefined }
    : { type, newTab, url: 'url' in rest ? rest.url : undefined }

/** Creates a document in the site's default language, then adds the localized fields of its other languages. */
async function createLocalized(
  payload: Payload,
  collection: 'navigations' | 'footers',
  seed: SiteSeed,
  shared: Record<string, unknown>,
  localized: (locale: SiteSeed['locales'][number]) => Record<string, unknown>,
) {
  const doc = await payload.create({
    depth: 0,
    collection,
    overrideAccess: true,
    locale: seed.defaultLocale as TypedLocale,
    context: SEED_CONTEXT,
    data: { ...shared, ...localized(seed.defaultLocale) } as never,
  })
  for (const locale of seed.locales.filter((candidate) => candidate !== seed.defaultLocale)) {
    await payload.update({
      depth: 0,
      collection,
      id: doc.id,
      locale: locale as TypedLocale,
      overrideAccess: true,
      context: SEED_CONTEXT,
      data: localized(locale) as never,
    })
  }
}

async function seedNavigation(payload: Payload, seed: SiteSeed, siteId: number, link: (target: SeedLink) => LinkTargetData) {
  const existing = await payload.find({
    collection: 'navigations',
    where: { site: { equals: siteId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs[0]) return
  const { alert, extraItems, ...bar } = seed.navigation
  await createLocalized(
    payload,
    'navigations',
    seed,
    {
      title: `${seed.name} – navigation`,
      site: siteId,
      ...bar,
      hasMessage: Boolean(alert),
      messageType: alert?.type,
      messageIcon: alert?.icon,
    },
    (locale) => ({
      messageTitle: alert?.content[locale]?.title,
      messageText: alert?.content[locale]?.text,
      extraNavigationItems: (extraItems?.[locale] ?? []).map((item) => ({ title: item.title, link: link(item.link) })),
    }),
  )
}

async function seedFooter(
  payload: Payload,
  seed: SiteSeed,
  siteId: number,
  link: (target: SeedLink) => LinkTargetData,
  brandLogos: Map<string, { logo: number; logoBlackAndWhite: number }>,
) {
  const existing = await payload.find({
    collection: 'footers',
    where: { site: { equals: siteId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs[0]) return
  const footer = seed.footer
  await createLocalized(
    payload,
    'footers',
    seed,
    {
      title: `${seed.name} – footer`,
      site: siteId,
      showBrands: (footer.brands?.length ?? 0) > 0,
      brands: (footer.brands ?? []).map((name) => ({ name, ...brandLogos.get(name) })),
      socialLinks: footer.socialLinks ?? [],
      infoFieldOneChildFullWidth: footer.infoFieldOneChildFullWidth ?? false,
    },
    (locale) => {
      const highlighted = footer.highlightedLink?.[locale]
      return {
        brandsHeading: footer.brandsHeading?.[locale],
        columns: (footer.columns[locale] ?? []).map((column) => ({
          title: column.title,
          description: column.description,
          items: column.items.map((item) =>
            'cookieSettings' in item
              ? { label: item.label, action: 'cookie-settings' }
              : { label: item.label, action: 'link', link: link(item.link) },
          ),
        })),
        highlightedLink: highlighted ? { label: highlighted.label, link: link(highlighted.link) } : undefined,
        infoField1: footer.infoField1?.[locale] ?? {},
        infoField2: footer.infoField2?.[locale] ?? {},
      }
    },
  )
}

function pageFields(content: SeedPageContent) {
  return {
    title: content.title,
    navTitle: content.navTitle,
    metaTitle: content.metaTitle,
    metaDescription: content.metaDescription,
    ogDescription: content.ogDescription,
  }
}

function toLink(link: SeedLink | undefined, resolve: ResolvePageId, where: string) {
  if (!link) return undefined
  if ('url' in link) return { type: 'external' as const, url: link.url, label: link.label, newTab: link.newTab ?? false }
  const page = resolve(link.path)
  if (page === null) throw new Error(`${where}: link to ${link.path}, which is not a page of the site`)
  if (page === 'served') return { type: 'external' as const, url: link.path, label: link.label, newTab: false }
  return { type: 'internal' as const, page, label: link.label, newTab: false }
}

type SeedMedia = {
  image: (key: string | undefined) => number | undefined
  video: (key: SeedVideo | undefined) => number | undefined
  document: (file: { filename: string; title: string; paragraphs: string[] }) => number
}

function linkTargetOf(link: ReturnType<typeof toLink>) {
  return (
    link && {
      type: link.type,
      page: 'page' in link ? link.page : undefined,
      url: 'url' in link ? link.url : undefined,
      newTab: link.newTab,
    }
  )
}

/**
 * A seed block as the CMS stores it. Media are ids of generated files; links are resolved to pages, Markdown to
 * rich text. `where` names the block's file and place for messages.
 */
function toBlock(
  block: SeedBlock,
  media: SeedMedia,
  resolve: ResolvePageId,
  where: string,
  richText: MarkdownToRichText,
): NonNullable<Page['layout']>[number] {
  const { image, video } = media
  const link = (target: SeedLink | undefined) => toLink(target, resolve, where)
  const rich = (markdown: string) => richText(markdown, resolve, where) as never
  switch (block.blockType) {
    case 'heroBanner': {
      const { search, video: desktopVideo, videoPhone, ...rest } = block
      return {
        ...rest,
        link: link(block.link),
        image: image(block.image),
        imagePhone: image(block.imagePhone),
        content: block.content ?? 'Image',
        videoDesktop: video(desktopVideo),
        videoPhone: video(videoPhone),
        hasSearchBar: Boolean(search),
        searchUrl: search?.url,
        searchPlaceholder: search?.placeholder,
        searchPlaceholderDesktop: search?.placeholderDesktop,
      }
    }
    case 'heroCarousel':
      return {
        blockType: 'heroCarousel',
        height: block.height ?? 'Default',
        contentPlacementXAxis: block.contentPlacementXAxis ?? 'Left',
        contentPlacementYAxis: block.contentPlacementYAxis ?? 'Center',
        hasMediaButtons: block.hasMediaButtons ?? true,
        hasSearchBar: Boolean(block.search),
        searchUrl: block.search?.url,
        searchPlaceholder: block.search?.placeholder,
        searchPlaceholderDesktop: block.search?.placeholderDesktop,
        slides: block.slides.map((slide) => ({
          title: slide.title,
          text: slide.text,
          textColor: slide.textColor ?? 'White',
          textShadow: slide.textShadow ?? false,
          buttonType: slide.buttonType ?? 'Primary',
          link: link(slide.button),
          image: image(slide.image)!,
          imagePhone: image(slide.imagePhone),
          video: video(slide.video),
        })),
      }
    case 'richText':
      return { blockType: 'richText', width: block.width ?? 'narrow', content: rich(block.content) }
    case 'blurb':
      return {
        blockType: 'blurb',
        title: block.title,
        titleTag: block.titleTag ?? 'h2',
        variant: block.variant ?? 'Default',
        richText: rich(block.text),
        link: link(block.link),
        imageDesktop: image(block.image)!,
        videoDesktop: video(block.video),
        youtubeId: block.youtubeId,
        hasControlBar: block.hasControlBar ?? true,
        reverse: block.reverse ?? false,
        backgroundColor: block.backgroundColor ?? 'None',
        useTextAnimations: block.useTextAnimations ?? false,
        useMediaAnimations: block.useMediaAnimations ?? false,
      }
    case 'cardList':
      return {
        blockType: 'cardList',
        heading: block.heading,
        intro: block.intro,
        variant: block.variant ?? 'Default',
        cardStyle: block.cardStyle ?? 'Card',
        perRow: block.perRow ?? 'Four',
        cards: block.cards.map((card) => ({
          title: card.title,
          text: card.text,
          buttonText: card.buttonText,
          image: image(card.image),
          icon: card.icon,
          link: linkTargetOf(link(card.link)),
        })),
      }
    case 'carModelCard':
      return {
        blockType: 'carModelCard',
        heading: block.heading,
        cards: block.cards.map((card) => ({
          title: card.title,
          text: card.text,
          image: image(card.image)!,
          link: link(card.link),
          isCampaign: Boolean(card.campaign),
          campaign: card.campaign,
          labels: card.labels,
        })),
      }
    case 'imageCard':
      return {
        blockType: 'imageCard',
        heading: block.heading,
        cards: block.cards.map((card) => ({
          title: card.title,
          text: card.text,
          image: image(card.image)!,
          link: linkTargetOf(link(card.link)),
        })),
      }
    case 'countdown':
      return {
        blockType: 'countdown',
        title: block.title,
        text: block.text,
        endsAt: new Date(block.endsAt).toISOString(),
        endedText: block.endedText,
        link: link(block.link),
        backgroundColor: block.backgroundColor ?? 'BackgroundColor3',
      }
    case 'accordion':
      return {
        blockType: 'accordion',
        heading: block.heading,
        items: block.items.map((item) => ({ title: item.title, content: rich(item.content), openByDefault: item.openByDefault ?? false })),
      }
    case 'faqList':
      return {
        blockType: 'faqList',
        heading: block.heading,
        intro: block.intro,
        questions: block.questions.map((question) => ({ question: question.question, answer: rich(question.answer) })),
      }
    case 'fileDownloadList':
      return {
        blockType: 'fileDownloadList',
        heading: block.heading,
        collapsedByDefault: block.collapsedByDefault ?? true,
        files: block.files.map((file) => ({ title: file.title, description: file.description, file: media.document(file) })),
      }
    case 'socialSharing':
      return {
        blockType: 'socialSharing',
        heading: block.heading,
        channels: block.channels ?? ['facebook', 'linkedin', 'x', 'email', 'copy'],
      }
    case 'notFoundHero':
      return { blockType: 'notFoundHero', title: block.title, text: block.text, link: link(block.link) }
    case 'alertBanner':
      return { blockType: 'alertBanner', type: block.type, icon: block.icon, title: block.title, text: block.text, link: link(block.link) }
    case 'consumerDebtWarning':
      return { blockType: 'consumerDebtWarning', compact: block.compact ?? false }
    case 'storiesList':
      return {
        blockType: 'storiesList',
        layout: block.layout ?? 'TwoColumns',
        showDates: block.showDates ?? true,
        highlightLatestStory: block.highlightLatestStory ?? true,
      }
    case 'sellCarForm':
      return { blockType: 'sellCarForm', heading: block.heading, intro: block.intro, privacyNotice: block.privacyNotice }
    case 'serviceBooking':
      return { blockType: 'serviceBooking', heading: block.heading, intro: block.intro, contactEmail: block.contactEmail }
    case 'tireHotel':
      return {
        blockType: 'tireHotel',
        heading: block.heading,
        intro: block.intro,
        contactEmail: block.contactEmail,
        serviceBookingPath: block.serviceBookingPath,
      }
    case 'serviceRequestForm':
      return {
        blockType: 'serviceRequestForm',
        heading: block.heading,
        intro: block.intro,
        typeMC: block.typeMC ?? false,
        texts: block.texts,
      }
    case 'storiesTeaser': {
      const index = resolve(block.indexPath)
      if (typeof index !== 'number') throw new Error(`${where}: stories teaser of ${block.indexPath}, which is not a page of the site`)
      return {
        blockType: 'storiesTeaser',
        title: block.title,
        storiesIndex: index,
        layout: block.layout ?? 'Default',
        buttonText: block.buttonText,
      }
    }
    case 'carList':
      return { blockType: 'carList', fixedQuery: block.fixedQuery, defaultSort: block.defaultSort ?? 'newest' }
    case 'carTeasers':
      return {
        blockType: 'carTeasers',
        title: block.title,
        buttonLink: link(block.buttonLink),
        source: block.ids ? 'ids' : 'query',
        ids: block.ids?.join(','),
        query: block.query,
        limit: block.limit ?? 8,
        sort: block.sort,
        numberOfCars: block.numberOfCars ?? '4',
      }
    case 'carOfTheWeek':
      return { blockType: 'carOfTheWeek', title: block.title, text: block.text, buttonLink: link(block.buttonLink) }
    case 'dealerSiteList':
      return {
        blockType: 'dealerSiteList',
        title: block.title,
        facetRegion: block.facets?.region ?? true,
        facetBrand: block.facets?.brand ?? true,
        facetDepartmentType: block.facets?.departmentType ?? true,
        bookServiceLink: link(block.bookServiceLink),
      }
    case 'workshopSiteList':
      return {
        blockType: 'workshopSiteList',
        title: block.title,
        detailPath: block.detailPath,
        query: block.query,
        buttonLink: link(block.buttonLink),
      }
  }
}
