/**
 * The pages and the call the links open, on the site's own host. Apart from the signed links (links.ts), which
 * need Node.js's crypto: the browser's favourites link needs only its address.
 */
export const CONFIRM_PAGE_PATH = '/saved-searches/confirm'
export const MANAGE_PAGE_PATH = '/saved-searches/manage'
export const UNSUBSCRIBE_PAGE_PATH = '/saved-searches/unsubscribe'
export const FAVOURITES_PAGE_PATH = '/favourites'
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/car-alerts/unsubscribe'
