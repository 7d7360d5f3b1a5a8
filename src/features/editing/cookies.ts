/** Cookie set by the editing route: the origin of the CMS window that opened the preview (read by the page). */
export const CMS_ORIGIN_COOKIE = 'forecourt-cms-origin'
