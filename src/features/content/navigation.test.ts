import { describe, expect, it } from 'vitest'

import { buildNavigationTree, navigationHref, visibleNavigation, type NavigationSource } from './navigation'

const page = (id: number, parent: number | null, path: string, extra: Partial<NavigationSource> = {}): NavigationSource => ({
  id,
  parent,
  path,
  title: `Page ${id}`,
  ...extra,
})

const pages: NavigationSource[] = [
  page(1, null, '/'),
  page(2, 1, '/kop-bil', { sortOrder: 10, navTitle: 'Köp bil' }),
  page(3, 2, '/kop-bil/alla-bilar'),
  page(4, 3, '/kop-bil/alla-bilar/elbilar'),
  page(5, 4, '/kop-bil/alla-bilar/elbilar/volvo'),
  page(6, 1, '/om-oss', { sortOrder: 20, hideInNavigation: true }),
  page(7, 1, '/service', { sortOrder: 5, externalLink: { href: 'https://boka.example', linktype: 'external' } }),
]

describe('navigation tree', () => {
  const tree = buildNavigationTree(pages, '/', (path) => `/en${path}`)

  it('orders items by sort order and names them by nav title', () => {
    expect(tree.map((item) => item.navTitle)).toEqual(['Page 7', 'Köp bil', 'Page 6'])
    expect(tree[1]).toMatchObject({ name: 'Page 2', url: { path: '/en/kop-bil' } })
  })

  it('stops at three levels', () => {
    const third = tree[1]!.children[0]!.children[0]!
    expect(third.url.path).toBe('/en/kop-bil/alla-bilar/elbilar')
    expect(third.children).toEqual([])
  })

  it('keeps the hideInNavigation flag and filters when asked', () => {
    expect(tree[2]!.hideInNavigation).toBe(true)
    expect(visibleNavigation(tree).map((item) => item.id)).toEqual(['7', '2'])
  })

  it('links to an external link when the page has one', () => {
    expect(navigationHref(tree[0]!)).toBe('https://boka.example')
    expect(navigationHref(tree[1]!)).toBe('/en/kop-bil')
  })

  it('builds below any datasource path, and nothing for an unknown one', () => {
    expect(buildNavigationTree(pages, '/kop-bil', (p) => p).map((item) => item.url.path)).toEqual(['/kop-bil/alla-bilar'])
    expect(buildNavigationTree(pages, '/nowhere', (p) => p)).toEqual([])
  })
})
