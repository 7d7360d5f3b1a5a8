/** Request headers the request pipeline sets for the application behind it. */
export const SITE_HEADER = 'x-forecourt-site'
export const REQUEST_ID_HEADER = 'x-request-id'
