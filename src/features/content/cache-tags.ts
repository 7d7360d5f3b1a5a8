/** Cache tags: everything shown on a site is tagged with the site, so a publish refreshes exactly that site. */
export const SITES_TAG = 'sites'

export function siteTag(siteId: number | string): string {
  return `site:${siteId}`
}
