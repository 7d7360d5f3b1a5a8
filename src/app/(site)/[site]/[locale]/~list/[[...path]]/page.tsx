import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { carListState } from '@/features/car-search/car-list-request'
import { facetPath, MAX_FACET_SEGMENTS, type PathFacets } from '@/features/car-search/car-list-url'
import { CAR_BRAND_MODEL_FACET } from '@/features/car-search/list-facets'
import { carListTexts } from '@/features/car-search/texts'
import { hasCarList } from '@/features/content/car-list-pages'
import { shellText } from '@/features/page-shell/dictionary-keys'
import { Breadcrumbs, type Crumb } from '@/features/page-shell/ui/Breadcrumbs'
import { localizedPath } from '@/features/sites/locales'
import { carListPathFacets, carListVocabulary } from '@/data/car-list'
import { vehicleIndexOf } from '@/features/car-search/indices'
import { getPage } from '@/data/content'

import { loadPage, pageMetadata, PageView, type LoadedPage, type Params } from '../../page-view'

/**
 * A page with a car list (spec 2 §2 "Car list"), and the same list with facet segments after its path
 * (`…/alla-bilar-i-lager/volvo/xc60`). Rendered on every request, as its query holds the visitor's filters: the
 * request pipeline sends only car list addresses here, so every other page stays cached.
 */
export const dynamic = 'force-dynamic'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** The car list page an address belongs to, and the selection its segments after the list's path make. */
const loadCarListPage = cache(
  async (key: string, locale: string, segments: string[] = []): Promise<{ loaded: LoadedPage; pathFacets: PathFacets | null } | null> => {
    for (let cut = 0; cut <= Math.min(MAX_FACET_SEGMENTS, segments.length); cut++) {
      const loaded = await loadPage(key, locale, segments.slice(0, segments.length - cut))
      if (!loaded?.page) {
        if (cut === 0 && loaded) return { loaded, pathFacets: null }
        continue
      }
      if (cut === 0) return { loaded, pathFacets: null }
      if (!hasCarList(loaded.page)) return null
      const pathFacets = await carListPathFacets(loaded.site, segments.slice(segments.length - cut))
      return pathFacets ? { loaded, pathFacets } : null
    }
    return null
  },
)

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { site, locale, path } = await params
  const found = await loadCarListPage(site, locale, path)
  if (!found) return {}
  const { loaded, pathFacets } = found
  return pageMetadata(
    loaded,
    pathFacets ? { title: pathFacets.labels.join(' '), path: facetPath(loaded.publicPath, pathFacets.segments) } : {},
  )
}

function queryOf(searchParams: Awaited<SearchParams>): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(searchParams)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, one)
  }
  return query.toString()
}

/** The page's ancestors, the page, and the brand and model selected (one each), as links. */
async function crumbsOf({ loaded, pathFacets }: { loaded: LoadedPage; pathFacets: PathFacets | null }, query: string): Promise<Crumb[]> {
  const { site, locale, page, editing, dictionary } = loaded
  const localeSite = { locales: site.locales ?? [], defaultLocale: site.defaultLocale }
  const segments = loaded.path.split('/').filter(Boolean)
  const ancestors = await Promise.all(
    segments.slice(0, -1).map((_, depth) => getPage(site, locale, `/${segments.slice(0, depth + 1).join('/')}`, editing)),
  )
  const crumbs: Crumb[] = [{ label: shellText(dictionary, 'home'), href: localizedPath(localeSite, locale, '/') }]
  for (const ancestor of ancestors)
    if (ancestor?.path) crumbs.push({ label: ancestor.title, href: localizedPath(localeSite, locale, ancestor.path) })
  if (loaded.path !== '/') crumbs.push({ label: page!.title, href: loaded.publicPath })
  try {
    const vocabulary = await carListVocabulary(vehicleIndexOf(site))
    const state = carListState(new URLSearchParams(query), pathFacets, vocabulary)
    const brands = (() => {
      const filter = state.filters[CAR_BRAND_MODEL_FACET]
      return filter && 'values' in filter ? filter.values : []
    })()
    const known = vocabulary.find((facet) => facet.name === CAR_BRAND_MODEL_FACET)
    // A make the stock does not have is no place on the site.
    if (brands.length === 1 && known?.type === 'value' && known.values.some((node) => node.text === String(brands[0]!.value))) {
      const brand = String(brands[0]!.value)
      crumbs.push({ label: brand, href: facetPath(loaded.publicPath, [brand]) })
      const models = brands[0]!.children ?? []
      if (models.length === 1)
        crumbs.push({ label: String(models[0]!.value), href: facetPath(loaded.publicPath, [brand, String(models[0]!.value)]) })
    }
  } catch {
    // Without the stock's facets the breadcrumbs end at the page.
  }
  return crumbs
}

export default async function CarListPage({ params, searchParams }: { params: Promise<Params>; searchParams: SearchParams }) {
  const { site, locale, path } = await params
  const found = await loadCarListPage(site, locale, path)
  if (!found) notFound()
  const { loaded, pathFacets } = found
  if (!loaded.page || !hasCarList(loaded.page)) return <PageView loaded={loaded} />
  const query = queryOf(await searchParams)
  const crumbs = await crumbsOf(found, query)
  return (
    <PageView
      loaded={loaded}
      carList={{ query, pathFacets }}
      title={pathFacets ? pathFacets.labels.join(' ') : undefined}
      breadcrumbs={<Breadcrumbs crumbs={crumbs} label={carListTexts(loaded.dictionary).carListBreadcrumb} siteUrl={loaded.site.url} />}
    />
  )
}
