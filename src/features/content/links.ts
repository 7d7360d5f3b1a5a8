import type { LinkTarget, LinkValue } from '@/payload-types'
import { localizedPath, type LocaleSite } from '@/features/sites/locales'

export type ResolvedLink = { href: string; newTab: boolean; label: string | null; external: boolean }

/** Where an editor's link goes: a page of the site in the visitor's language, or the URL as written. */
export function resolveLink(link: LinkValue | LinkTarget | null | undefined, site: LocaleSite, locale: string): ResolvedLink | null {
  if (!link) return null
  const label = ('label' in link ? link.label?.trim() : null) || null
  const newTab = Boolean(link.newTab)
  if (link.type === 'external') {
    if (!link.url) return null
    return { href: link.url, newTab, label, external: /^https?:\/\//.test(link.url) }
  }
  const page = link.page
  if (!page || typeof page !== 'object' || !page.path) return null
  return { href: localizedPath(site, locale, page.path), newTab, label, external: false }
}
