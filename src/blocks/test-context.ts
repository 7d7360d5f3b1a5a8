/** Shared scaffolding of the block tests: the site and page a block is drawn on, its markup, and axe. */
import axe from 'axe-core'
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'

import type { Site } from '@/payload-types'

import type { BlockContext } from './types'

export const testSite = {
  id: 1,
  key: 'nordvik',
  name: 'Nordvik Bil',
  url: 'https://nordvik.se',
  locales: ['sv-SE', 'en-GB'],
  defaultLocale: 'sv-SE',
  pathToCarList: '/kop-bil',
} as unknown as Site

type ContextOverrides = Partial<Omit<BlockContext, 'page'>> & { page?: Partial<BlockContext['page']> }

/**
 * A block's context on a page of the test site: Swedish, not editing, not the first section, no dictionary
 * texts. The page's public path defaults to its path, and its address to the site's address and that path.
 */
export function blockContext({ page = {}, ...overrides }: ContextOverrides = {}): BlockContext {
  const path = page.path ?? '/'
  const publicPath = page.publicPath ?? path
  return {
    site: testSite,
    locale: 'sv-SE',
    editing: false,
    isFirst: false,
    dictionary: {},
    ...overrides,
    page: { id: 1, title: 'Sida', url: `${testSite.url}${publicPath}`, ...page, path, publicPath },
  }
}

/** Draws server-rendered markup inside a `<main>`, as on a page, in place of what the document held. */
export function renderInMain(node: ReactNode): void {
  document.body.innerHTML = `<main>${renderToStaticMarkup(node)}</main>`
}

/** What axe finds wrong in the document without layout (so no colour contrast), as `rule: elements` lines. */
export async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)
}

/** The modules client-parts.tsx loads on first use. */
const clientPartModules = [
  () => import('@/features/form-embeds/ui/HubSpotFormEmbed'),
  () => import('@/features/form-embeds/ui/JotformFormEmbed'),
  () => import('./StoriesList/StoriesBrowser'),
  () => import('./FileDownloadList/FileList'),
  () => import('./Countdown/CountdownClock'),
  () => import('@/features/car-search/ui/CarListApp'),
  () => import('@/features/car-search/ui/CarRowScroller'),
]

/**
 * Renders `node` once and waits until the interactive parts it loads on first use (client-parts.tsx) have
 * arrived: from then on it renders at once, as on a page whose scripts are in, and the tests can render it
 * synchronously. The modules are imported first; then the markup is awaited until it stops changing.
 */
export async function loadClientParts(node: ReactNode): Promise<void> {
  await Promise.all(clientPartModules.map((load) => load()))
  const host = document.createElement('div')
  const root = createRoot(host)
  await act(async () => root.render(node))
  let last = ''
  let unchanged = 0
  for (const deadline = Date.now() + 2_000; unchanged < 3 && Date.now() < deadline;) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)))
    unchanged = host.innerHTML === last ? unchanged + 1 : 0
    last = host.innerHTML
  }
  act(() => root.unmount())
}
