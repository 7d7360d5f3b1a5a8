import type { Footer, Media, Site } from '@/payload-types'
import { resolveLink } from '@/features/content/links'
import { isMediaDoc, mediaSrcSet, mediaUrl } from '@/features/media/urls'
import type { LocaleSite } from '@/features/sites/locales'

import { socialIconName, type SocialIconName } from './social'

/** Brand logos link to the car list filtered on the brand with this query parameter (spec 1 §2.5). */
export const CAR_BRAND_PARAM = 'car_brand'

/** The spec's "Footer grid spans 2 columns when there are 2 or fewer columns" (spec 1 §9). */
const SPAN_TWO_MAX_COLUMNS = 2

export type FooterImage = { src: string; srcSet: string | null; width: number | null; height: number | null }
/** `href` is null on a site without a car list: the logo is shown without a link. */
export type FooterBrand = { name: string; href: string | null; logo: FooterImage; logoBlackAndWhite: FooterImage | null }

export type FooterLink =
  | { kind: 'cookie-settings'; label: string }
  /** A mailto: or tel: link; `value` is what the copy button copies. */
  | { kind: 'contact'; label: string; href: string; value: string }
  | { kind: 'link'; label: string; href: string; newTab: boolean }

export type FooterColumn = { title: string | null; description: string | null; links: FooterLink[] }
export type FooterSocialLink = { name: string; href: string; icon: SocialIconName }
export type FooterInfoBlock = { heading: string | null; text: string | null }

export type FooterView = {
  brands: { heading: string; items: FooterBrand[] } | null
  columns: FooterColumn[]
  /** Two or fewer columns: the columns grid spans two columns (spec 1 §9). */
  columnsSpanTwo: boolean
  highlightedLink: { label: string; href: string; newTab: boolean } | null
  socialLinks: FooterSocialLink[]
  infoBlocks: FooterInfoBlock[]
  /** A single info block spans the full width. */
  infoFieldOneChildFullWidth: boolean
}

export type FooterContext = {
  site: Pick<Site, 'locales' | 'defaultLocale'>
  locale: string
  /** The site's car list in the visitor's language; without one, brand logos are shown without links. */
  carListPath: string | null
  log?: (message: string, data?: object) => void
}

const text = (value: string | null | undefined): string | null => value?.trim() || null

function localeSite(site: Pick<Site, 'locales' | 'defaultLocale'>): LocaleSite {
  return { locales: site.locales ?? [], defaultLocale: site.defaultLocale }
}

function footerImage(media: unknown): FooterImage | null {
  if (!isMediaDoc(media)) return null
  const src = mediaUrl(media.filename)
  if (!src) return null
  return { src, srcSet: mediaSrcSet(media as Media) || null, width: media.width ?? null, height: media.height ?? null }
}

/** Shown only when ShowBrands is on, a heading exists and a brand has a logo; logo-less brands are dropped (spec 1 §5). */
function brandList(doc: Footer, listPath: string | null): FooterView['brands'] {
  const heading = text(doc.brandsHeading)
  if (!doc.showBrands || !heading) return null
  const items = (doc.brands ?? []).flatMap((brand): FooterBrand[] => {
    const name = text(brand?.name)
    const logo = footerImage(brand?.logo)
    if (!name || !logo) return []
    const href = listPath ? `${listPath}?${CAR_BRAND_PARAM}=${encodeURIComponent(name)}` : null
    return [{ name, href, logo, logoBlackAndWhite: footerImage(brand.logoBlackAndWhite) }]
  })
  return items.length > 0 ? { heading, items } : null
}

const CONTACT_PREFIX = /^(mailto|tel):/i

/** What a copy button copies: the address or number without its prefix (and without a mailto's ?subject=…). */
export function contactValue(href: string): string | null {
  const match = CONTACT_PREFIX.exec(href)
  if (!match) return null
  let value = href.slice(match[0].length)
  if (match[1]!.toLowerCase() === 'mailto') value = value.split('?')[0]!
  try {
    value = decodeURIComponent(value)
  } catch {
    // A stray % is kept as written.
  }
  return value.trim() || null
}

type FooterItem = NonNullable<NonNullable<NonNullable<Footer['columns']>[number]['items']>[number]>

function footerLink(item: FooterItem | null | undefined, context: FooterContext): FooterLink | null {
  const label = text(item?.label)
  if (!item || !label) return null
  if (item.action === 'cookie-settings') return { kind: 'cookie-settings', label }
  const resolved = resolveLink(item.link, localeSite(context.site), context.locale)
  if (!resolved) return null
  if (CONTACT_PREFIX.test(resolved.href)) {
    const value = contactValue(resolved.href)
    return value ? { kind: 'contact', label, href: resolved.href, value } : null
  }
  return { kind: 'link', label, href: resolved.href, newTab: resolved.newTab }
}

function columns(doc: Footer, context: FooterContext): FooterColumn[] {
  return (doc.columns ?? []).flatMap((column): FooterColumn[] => {
    if (!column) return []
    const links = (column.items ?? []).map((item) => footerLink(item, context)).filter((link) => link !== null)
    const title = text(column.title)
    const description = text(column.description)
    return title || description || links.length > 0 ? [{ title, description, links }] : []
  })
}

function highlightedLink(doc: Footer, context: FooterContext): FooterView['highlightedLink'] {
  const label = text(doc.highlightedLink?.label)
  const resolved = label ? resolveLink(doc.highlightedLink?.link, localeSite(context.site), context.locale) : null
  return label && resolved ? { label, href: resolved.href, newTab: resolved.newTab } : null
}

/** Only networks with an icon are shown; another name is logged and skipped (spec 1 §5, §8). */
function socialLinks(doc: Footer, log: FooterContext['log']): FooterSocialLink[] {
  return (doc.socialLinks ?? []).flatMap((link): FooterSocialLink[] => {
    const href = text(link?.url)
    if (!link || !href || !/^https?:\/\//i.test(href)) return []
    const icon = socialIconName(link.name)
    if (!icon) {
      log?.('Icon not found', { name: link.name })
      return []
    }
    return [{ name: link.name.trim(), href, icon }]
  })
}

function infoBlocks(doc: Footer): FooterInfoBlock[] {
  return [doc.infoField1, doc.infoField2]
    .map((field) => ({ heading: text(field?.heading), text: text(field?.text) }))
    .filter((block) => block.heading || block.text)
}

/** What the footer shows, from the site's footer document (spec 1 §2.5, §5, §8, §9). */
export function toFooterView(doc: Footer, context: FooterContext): FooterView {
  const visibleColumns = columns(doc, context)
  return {
    brands: brandList(doc, context.carListPath),
    columns: visibleColumns,
    columnsSpanTwo: visibleColumns.length <= SPAN_TWO_MAX_COLUMNS,
    highlightedLink: highlightedLink(doc, context),
    socialLinks: socialLinks(doc, context.log),
    infoBlocks: infoBlocks(doc),
    infoFieldOneChildFullWidth: Boolean(doc.infoFieldOneChildFullWidth),
  }
}

/** The most brand tiles a row holds from each width up: phones, sm (640 px), md (768 px), lg (1024 px). */
const BRAND_ROW_MAX = [3, 4, 6, 8] as const

/** Columns for `count` tiles at most `max` to a row, so the rows come out even (5 as 3 + 2, never 4 + 1). */
export function balancedColumns(count: number, max: number): number {
  if (count <= 0) return 1
  return Math.ceil(count / Math.ceil(count / max))
}

// Written out in full so Tailwind finds every class.
const BRAND_COLUMNS: readonly [readonly string[], readonly string[], readonly string[], readonly string[]] = [
  ['grid-cols-1', 'grid-cols-2', 'grid-cols-3'],
  ['sm:grid-cols-1', 'sm:grid-cols-2', 'sm:grid-cols-3', 'sm:grid-cols-4'],
  ['md:grid-cols-1', 'md:grid-cols-2', 'md:grid-cols-3', 'md:grid-cols-4', 'md:grid-cols-5', 'md:grid-cols-6'],
  ['lg:grid-cols-1', 'lg:grid-cols-2', 'lg:grid-cols-3', 'lg:grid-cols-4', 'lg:grid-cols-5', 'lg:grid-cols-6', 'lg:grid-cols-7', 'lg:grid-cols-8'],
]

/** The brand tiles' grid: equal tiles in even rows at every width, and how many share the widest row. */
export function brandGrid(count: number): { className: string; widestRow: number } {
  const columns = BRAND_ROW_MAX.map((max) => balancedColumns(count, max))
  return { className: columns.map((n, index) => BRAND_COLUMNS[index]![n - 1]).join(' '), widestRow: columns[3]! }
}
