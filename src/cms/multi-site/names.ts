/** Where the multi-tenant plugin finds a document's site and a user's sites (a `sites` array of `site` rows). */
export const SITE_FIELD = 'site'
export const USER_SITES_FIELD = 'sites'
export const SITE_ROW_FIELD = 'site'
