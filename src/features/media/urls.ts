import type { Media } from '@/payload-types'

/** Public prefix of CMS media (spec 1 §2.1: /-/media/* and /-/jssmedia/* serve CMS media). */
export const MEDIA_PREFIX = '/-/media/'

export function mediaUrl(filename: string | null | undefined): string | null {
  return filename ? `${MEDIA_PREFIX}${encodeURIComponent(filename)}` : null
}

export function isMediaDoc(value: unknown): value is Media {
  return typeof value === 'object' && value !== null && 'filename' in value && 'alt' in value
}

type SizeName = keyof NonNullable<Media['sizes']>

/**
 * `srcset` from the widths the CMS stored (320, 640, 1280, 1920), largest width last; up to `maxWidth` for a picture
 * never drawn wider than that on any screen.
 */
export function mediaSrcSet(media: Media, maxWidth = Infinity): string {
  const entries = Object.entries(media.sizes ?? {}) as [SizeName, { filename?: string | null; width?: number | null } | undefined][]
  const candidates = entries
    .filter(([, size]) => size?.filename && size.width && size.width <= maxWidth)
    .map(([, size]) => ({ url: mediaUrl(size!.filename)!, width: size!.width! }))
  if (media.filename && media.width && media.width <= maxWidth && !candidates.some((candidate) => candidate.width >= media.width!)) {
    candidates.push({ url: mediaUrl(media.filename)!, width: media.width })
  }
  return candidates
    .sort((a, b) => a.width - b.width)
    .map((candidate) => `${candidate.url} ${candidate.width}w`)
    .join(', ')
}

/** CSS object-position from the editor's focal point, so cropping keeps what matters in view. */
export function focalPosition(media: Pick<Media, 'focalX' | 'focalY'>): string {
  const x = typeof media.focalX === 'number' ? media.focalX : 50
  const y = typeof media.focalY === 'number' ? media.focalY : 50
  return `${x}% ${y}%`
}
