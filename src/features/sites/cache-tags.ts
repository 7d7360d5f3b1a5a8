/** Cache tags: everything shown on a site is tagged with the site, so a publish refreshes exactly that site. */
export const SITES_TAG = 'sites'

/**
 * Not a cache's tag but a signal between instances: a site's redirect table changed, so the request pipeline
 * reloads it at once (it also checks the table's version every two seconds).
 */
export const REDIRECTS_TAG = 'redirects'

export function siteTag(siteId: number | string): string {
  return `site:${siteId}`
}
