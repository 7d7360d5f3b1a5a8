import type { ReactNode } from 'react'

import type { PathFacets } from '@/features/car-search/car-list-url'
import type { Site } from '@/payload-types'

/** What every block knows besides its own fields. */
export type BlockContext = {
  site: Site
  locale: string
  /** Page-editing mode: the CMS live preview. */
  editing: boolean
  /** The first block on the page is above the fold: its images load at once. */
  isFirst: boolean
  dictionary: Record<string, string>
  /** The page the block is on: its id, its path (without language prefix) and its public address. */
  page: { id: number; path: string; publicPath: string; url: string; title: string }
  /**
   * On a car list's own route: the address's query and the selection its facet segments make. Elsewhere (a
   * cached page) a car list shows its first page unfiltered and reads the address in the browser.
   */
  carList?: { query: string; pathFacets: PathFacets | null }
}

export type BlockProps<T> = { block: T; context: BlockContext }

/** A block component: an async server component, called directly so a failure is caught per section. */
export type BlockComponent<T> = (props: BlockProps<T>) => Promise<ReactNode> | ReactNode

/** The attribute that marks a field as editable in page-editing mode. */
export function editable(context: BlockContext, field: string): { 'data-editable'?: string } {
  return context.editing ? { 'data-editable': field } : {}
}
