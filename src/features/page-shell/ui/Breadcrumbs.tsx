import { jsonLdScript } from '../metadata'

export type Crumb = { label: string; href: string }

/** Where a page lies on its site: its ancestors, then itself (the last, not a link), with BreadcrumbList data. */
export function Breadcrumbs({ crumbs, label, siteUrl }: { crumbs: Crumb[]; label: string; siteUrl: string }) {
  if (crumbs.length < 2) return null
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.label, item: new URL(crumb.href, siteUrl).toString() })),
  }
  return (
    <nav aria-label={label} className="mb-5 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={crumb.href} className="flex items-center gap-2">
              {index > 0 ? (
                <svg aria-hidden="true" width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
                  <path d="m9 6 6 6-6 6" />
                </svg>
              ) : null}
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.label}
                </span>
              ) : (
                <a href={crumb.href} className="underline-offset-4 hover:text-ink hover:underline">
                  {crumb.label}
                </a>
              )}
            </li>
          )
        })}
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
    </nav>
  )
}
