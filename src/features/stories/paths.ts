/**
 * Addresses of stories (spec 1 §2.6). A story lives two levels below its stories index page, at
 * `<index path>/<year>/<slug>`, so "the path minus its last two segments" — the story's back button — is the
 * index page. The stories index itself is addressed like the content platform's data-source item below its
 * page, `<page path>/data/stories`; the teaser's show-more button links to that address minus its last two
 * segments, which is the page again.
 */

/** The path minus its last two segments ('/' when nothing is left). */
export function parentPath(path: string): string {
  const segments = path.split('/').filter(Boolean)
  return `/${segments.slice(0, -2).join('/')}`
}

export function storyPath(indexPath: string, date: string | Date, slug: string): string {
  const year = new Date(date).getUTCFullYear()
  return `${indexPath === '/' ? '' : indexPath}/${year}/${slug}`
}

/** The data-source address of the stories index on a page. */
export function storiesIndexUrl(pagePath: string): string {
  return `${pagePath === '/' ? '' : pagePath}/data/stories`
}

/** The show-more link of a stories teaser: the stories index address minus its last two segments. */
export function teaserMoreHref(indexUrl: string): string {
  return parentPath(indexUrl)
}

/** Splits a story path into the index path, year and slug; null when it cannot be one. */
export function splitStoryPath(path: string): { indexPath: string; year: number; slug: string } | null {
  const segments = path.split('/').filter(Boolean)
  if (segments.length < 2) return null
  const [yearSegment = '', slug = ''] = segments.slice(-2)
  if (!/^\d{4}$/.test(yearSegment) || !/^[a-z0-9][a-z0-9-]*$/.test(slug)) return null
  return { indexPath: `/${segments.slice(0, -2).join('/')}`, year: Number(yearSegment), slug }
}
