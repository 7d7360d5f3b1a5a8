import { describe, expect, it } from 'vitest'

import type { NavigationItem } from '@/features/content/navigation'

import { entryKind, submenuPictures, toMenuEntries } from './menu'

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

describe('submenu pictures (spec 1 §9)', () => {
  const picture = (src: string) => ({ src, srcSet: `${src} 480w`, position: '50% 50%' })
  const entries = (count: number, images: Array<string | null>) =>
    toMenuEntries(Array.from({ length: count }, (_, index) => item(`e${index}`, { image: images[index] ? picture(images[index]!) : null })))

  it('shows each entry’s own picture in a small level, and none in a large one below 1500 px', () => {
    expect([...submenuPictures(entries(3, ['a.jpg', 'b.jpg', 'c.jpg']), 1280).keys()]).toEqual(['e0', 'e1', 'e2'])
    expect(submenuPictures(entries(6, ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg', 'f.jpg']), 1440).size).toBe(0)
    expect(submenuPictures(entries(6, ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg', 'f.jpg']), 1600).size).toBe(6)
  })

  it('draws no tile for an entry without a picture, and a picture only once per submenu', () => {
    const shown = submenuPictures(entries(6, ['a.jpg', null, 'c.jpg', 'a.jpg', null, 'f.jpg']), 1600)
    expect([...shown.keys()]).toEqual(['e0', 'e2', 'e5'])
    expect(shown.get('e0')?.src).toBe('a.jpg')
  })
})
