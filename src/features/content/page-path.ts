/** A slug is one path segment: lower-case letters, digits and dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const LETTER_REPLACEMENTS: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a', ä: 'a', ö: 'o', ß: 'ss', ł: 'l', đ: 'd' }

/** "Köp bil & leasing" → "kop-bil-leasing". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøåäößłđ]/g, (letter) => LETTER_REPLACEMENTS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The path of a page: the home page (no parent) is `/`; every other page is its parent's path plus its slug. */
export function pagePath(parentPath: string | null, slug: string): string {
  if (parentPath === null) return '/'
  return parentPath === '/' ? `/${slug}` : `${parentPath}/${slug}`
}

/** Path segments of a request, as the catch-all route receives them, back to a page path. */
export function pathFromSegments(segments: string[] | undefined): string {
  if (!segments || segments.length === 0) return '/'
  return `/${segments.map((segment) => decodeURIComponent(segment)).join('/')}`.toLowerCase()
}

/** The path minus its last `count` segments (spec 1 §2.6 uses two for the stories index and back buttons). */
export function parentPathOf(path: string, count = 1): string {
  const segments = path.split('/').filter(Boolean)
  return `/${segments.slice(0, Math.max(0, segments.length - count)).join('/')}`
}
