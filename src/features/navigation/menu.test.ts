import { describe, expect, it } from 'vitest'

import type { NavigationItem } from '@/features/content/navigation'

import { entryKind, toMenuEntries } from './menu'

const item = (id: string, overrides: Partial<NavigationItem> = {}, children: NavigationItem[] = []): NavigationItem => ({
  id,
  name: id,
  navTitle: id.toUpperCase(),
  url: { path: `/${id}` },
  hideInNavigation: false,
  shouldBeNavigableInMenuWhenItHasChildren: true,
  externalLink: null,
  image: null,
  children,
  ...overrides,
})

describe('menu entries', () => {
  it('leaves out hidden entries with everything below them', () => {
    const entries = toMenuEntries([item('a', {}, [item('b', { hideInNavigation: true }, [item('c')]), item('d')]), item('e', { hideInNavigation: true })])
    expect(entries.map((entry) => entry.id)).toEqual(['a'])
    expect(entries[0]!.children.map((entry) => entry.id)).toEqual(['d'])
  })

  it('links an entry with children only when it should be navigable', () => {
    const [open, closed] = toMenuEntries([item('open', {}, [item('x')]), item('closed', { shouldBeNavigableInMenuWhenItHasChildren: false }, [item('y')])])
    expect(open!.href).toBe('/open')
    expect(entryKind(open!)).toBe('expandable-link')
    expect(closed!.href).toBeNull()
    expect(entryKind(closed!)).toBe('expandable')
  })

  it('always links an entry without children, even when flagged not navigable', () => {
    const [leaf] = toMenuEntries([item('leaf', { shouldBeNavigableInMenuWhenItHasChildren: false })])
    expect(leaf!.href).toBe('/leaf')
    expect(entryKind(leaf!)).toBe('link')
  })

  it('follows an external link, in a new tab only when it leaves the site', () => {
    const [away, anchor] = toMenuEntries([
      item('away', { externalLink: { href: 'https://example.com/x', linktype: 'external' } }),
      item('anchor', { externalLink: { href: '#kontakt', linktype: 'anchor' } }),
    ])
    expect(away).toMatchObject({ href: 'https://example.com/x', newTab: true })
    expect(anchor).toMatchObject({ href: '#kontakt', newTab: false })
  })
})
