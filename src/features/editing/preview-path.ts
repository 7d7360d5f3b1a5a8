/**
 * The CMS's live preview shows a page inside the admin, on the admin's own host, so the editing session is a
 * first-party cookie there (browsers that block cookies in cross-site frames still preview). The site is
 * named in the path: /__editing/{site key}/{page path}.
 */
export const EDITING_PREFIX = '/__editing'

export function editingPreviewPath(siteKey: string, publicPath: string): string {
  return `${EDITING_PREFIX}/${siteKey}${publicPath === '/' ? '' : publicPath}`
}

export function matchEditingPath(pathname: string): { siteKey: string; path: string } | null {
  if (pathname !== EDITING_PREFIX && !pathname.startsWith(`${EDITING_PREFIX}/`)) return null
  const [siteKey = '', ...rest] = pathname.slice(EDITING_PREFIX.length + 1).split('/')
  if (!siteKey) return null
  return { siteKey, path: `/${rest.join('/')}` }
}
