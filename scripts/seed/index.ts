import { randomBytes } from 'node:crypto'

import type { Payload, TypedLocale } from 'payload'

import type { Page } from '../../src/payload-types'
import { SHELL_DICTIONARY } from './dictionary'
import { renderFavicon, renderScene } from './images'
import { renderBrandLogo } from './images/brand-logos'
import { toLexical, type ResolvePageId } from './rich-text'
import { DEMO_SITES } from './sites'
import type { SeedBlock, SeedImage, SeedLink, SeedPageContent, SiteSeed } from './types'

export const ADMIN_EMAIL = 'admin@forecourt.test'

export type SeedOptions = {
  port: number
  adminPassword?: string
  log?: (line: string) => void
  sites?: SiteSeed[]
}

export type SeedReport = { sites: number; pages: number; media: number; dictionary: number; adminCreated: boolean; adminPassword?: string }

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
  const report: SeedReport = { sites: 0, pages: 0, media: 0, dictionary: 0, adminCreated: false }
  for (const seed of options.sites ?? DEMO_SITES) {
    await seedSite(payload, seed, options.port, report, log)
  }
  const admin = await payload.find({ collection: 'users', where: { email: { equals: ADMIN_EMAIL } }, limit: 1, overrideAccess: true })
  if (admin.docs.length === 0) {
    const password = options.adminPassword || randomBytes(12).toString('base64url')
    await payload.create({ collection: 'users', data: { email: ADMIN_EMAIL, password, name: 'Forecourt admin', roles: ['admin'] }, overrideAccess: true })
    report.adminCreated = true
    if (!options.adminPassword) report.adminPassword = password
  }
  return report
}

async function seedSite(payload: Payload, seed: SiteSeed, port: number, report: SeedReport, log: (line: string) => void) {
  const found = await payload.find({ collection: 'sites', where: { key: { equals: seed.key } }, limit: 1, depth: 0, overrideAccess: true })
  let site = found.docs[0]
  if (!site) {
    site = await payload.create({
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
      },
    })
    report.sites++
    log(`site ${seed.key}: created`)
  }
  const siteId = site.id

  // Media: generated images, one file name per site and key.
  const mediaIds = new Map<string, number>()
  const ensureMedia = async (key: string, filename: string, alt: string, render: () => Promise<Buffer>, mimetype: string, focus?: { focalX: number; focalY: number }) => {
    const existing = await payload.find({ collection: 'media', where: { and: [{ site: { equals: siteId } }, { filename: { equals: filename } }] }, limit: 1, depth: 0, overrideAccess: true })
    if (existing.docs[0]) {
      mediaIds.set(key, existing.docs[0].id)
      return
    }
    const data = await render()
    const created = await payload.create({
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
    ensureMedia(key, `${seed.key}-${key}.jpg`, image.alt, () => renderScene({ ...image, seed: `${seed.key}/${key}` }), 'image/jpeg', SCENE_FOCUS[image.scene]),
  )
  await ensureMedia('__favicon', `${seed.key}-favicon.png`, `${seed.name}`, () => renderFavicon(seed.faviconColor, 64), 'image/png')
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
    const existing = await payload.find({ collection: 'pages', where: { and: [{ site: { equals: siteId } }, { path: { equals: page.path } }] }, limit: 1, depth: 0, overrideAccess: true })
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
  const resolvePage: ResolvePageId = (path) => pageIds.get(path) ?? null
  for (const page of seed.pages.filter((candidate) => created.includes(candidate.path))) {
    for (const locale of seed.locales) {
      const content = page.content[locale]
      if (!content) continue
      await payload.update({
        collection: 'pages',
        id: pageIds.get(page.path)!,
        locale: locale as TypedLocale,
        overrideAccess: true,
        context: SEED_CONTEXT,
        data: { ...pageFields(content), layout: content.layout.map((block) => toBlock(block, imageId, resolvePage, seed.key)), _status: 'published' },
      })
    }
    report.pages++
  }

  const link = (target: SeedLink) => linkTarget(toLink(target, resolvePage, seed.key)!)
  await seedNavigation(payload, seed, siteId, link)
  const brandLogos = new Map<string, { logo: number; logoBlackAndWhite: number }>()
  for (const brand of seed.footer.brands ?? []) {
    const slug = brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    await ensureMedia(`__brand-${slug}`, `${seed.key}-brand-${slug}.png`, brand, () => renderBrandLogo(brand, 'colour'), 'image/png')
    await ensureMedia(`__brand-${slug}-bw`, `${seed.key}-brand-${slug}-bw.png`, brand, () => renderBrandLogo(brand, 'mono'), 'image/png')
    brandLogos.set(brand, { logo: mediaIds.get(`__brand-${slug}`)!, logoBlackAndWhite: mediaIds.get(`__brand-${slug}-bw`)! })
  }
  await seedFooter(payload, seed, siteId, link, brandLogos)

  // Dictionary: the shell texts in each of the site's languages, then the site's own entries.
  for (const locale of seed.locales) {
    const entries = { ...SHELL_DICTIONARY[locale], ...(seed.dictionary?.[locale] ?? {}) }
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
      await payload.create({ collection: 'dictionary', overrideAccess: true, context: SEED_CONTEXT, data: { key, value, language: locale, site: siteId } })
      report.dictionary++
    }
  }

  // Settings that point at seeded documents, set only while empty.
  const current = await payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true })
  const notFound = seed.pages.find((page) => page.notFound)
  const settings: Record<string, number> = {}
  if (!current.favicon) settings.favicon = mediaIds.get('__favicon')!
  if (!current.notFoundPage && notFound) settings.notFoundPage = pageIds.get(notFound.path)!
  if (Object.keys(settings).length > 0) {
    await payload.update({ collection: 'sites', id: siteId, data: settings, overrideAccess: true, context: SEED_CONTEXT })
  }
}

type LinkTargetData = { type: 'internal' | 'external'; page?: number; url?: string; newTab: boolean }
const linkTarget = ({ type, newTab, ...rest }: NonNullable<ReturnType<typeof toLink>>): LinkTargetData =>
  type === 'internal' ? { type, newTab, page: 'page' in rest ? rest.page : undefined } : { type, newTab, url: 'url' in rest ? rest.url : undefined }

/** Creates a document in the site's default language, then adds the localized fields of its other languages. */
async function createLocalized(
  payload: Payload,
  collection: 'navigations' | 'footers',
  seed: SiteSeed,
  shared: Record<string, unknown>,
  localized: (locale: SiteSeed['locales'][number]) => Record<string, unknown>,
) {
  const doc = await payload.create({
    collection,
    overrideAccess: true,
    locale: seed.defaultLocale as TypedLocale,
    context: SEED_CONTEXT,
    data: { ...shared, ...localized(seed.defaultLocale) } as never,
  })
  for (const locale of seed.locales.filter((candidate) => candidate !== seed.defaultLocale)) {
    await payload.update({ collection, id: doc.id, locale: locale as TypedLocale, overrideAccess: true, context: SEED_CONTEXT, data: localized(locale) as never })
  }
}

async function seedNavigation(payload: Payload, seed: SiteSeed, siteId: number, link: (target: SeedLink) => LinkTargetData) {
  const existing = await payload.find({ collection: 'navigations', where: { site: { equals: siteId } }, limit: 1, depth: 0, overrideAccess: true })
  if (existing.docs[0]) return
  const { alert, extraItems, ...bar } = seed.navigation
  await createLocalized(
    payload,
    'navigations',
    seed,
    { title: `${seed.name} – navigation`, site: siteId, ...bar, hasMessage: Boolean(alert), messageType: alert?.type, messageIcon: alert?.icon },
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
  const existing = await payload.find({ collection: 'footers', where: { site: { equals: siteId } }, limit: 1, depth: 0, overrideAccess: true })
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
            'cookieSettings' in item ? { label: item.label, action: 'cookie-settings' } : { label: item.label, action: 'link', link: link(item.link) },
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

function toLink(link: SeedLink | undefined, resolve: ResolvePageId, siteKey: string) {
  if (!link) return undefined
  if ('url' in link) return { type: 'external' as const, url: link.url, label: link.label, newTab: link.newTab ?? false }
  const page = resolve(link.path)
  if (page === null) throw new Error(`${siteKey}: link to ${link.path}, which is not a page of the site`)
  return { type: 'internal' as const, page, label: link.label, newTab: false }
}

function toBlock(block: SeedBlock, image: (key: string | undefined) => number | undefined, resolve: ResolvePageId, siteKey: string): NonNullable<Page['layout']>[number] {
  switch (block.blockType) {
    case 'heroBanner':
      return { ...block, link: toLink(block.link, resolve, siteKey), image: image(block.image), imagePhone: image(block.imagePhone) }
    case 'richText':
      return { blockType: 'richText', width: block.width ?? 'narrow', content: toLexical(block.content, resolve) as never }
    case 'blurb':
      return {
        blockType: 'blurb',
        title: block.title,
        richText: toLexical(block.text, resolve) as never,
        link: toLink(block.link, resolve, siteKey),
        imageDesktop: image(block.image)!,
        reverse: block.reverse ?? false,
        backgroundColor: block.backgroundColor ?? 'None',
      }
    case 'cardList':
      return {
        blockType: 'cardList',
        heading: block.heading,
        intro: block.intro,
        variant: block.variant ?? 'Default',
        cards: block.cards.map((card) => {
          const link = toLink(card.link, resolve, siteKey)
          return { title: card.title, text: card.text, buttonText: card.buttonText, image: image(card.image), link: link && { type: link.type, page: 'page' in link ? link.page : undefined, url: 'url' in link ? link.url : undefined, newTab: link.newTab } }
        }),
      }
  }
}
