import { shellText } from '@/features/page-shell/dictionary-keys'
import type { Media } from '@/payload-types'

import { isMediaDoc, mediaUrl } from './urls'

export type VideoSource = { src: string; type: string }

/** The formats every current browser plays; anything else is left out rather than shown broken. */
const PLAYABLE_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const
const TYPE_BY_EXTENSION: Record<string, (typeof PLAYABLE_VIDEO_TYPES)[number]> = { mp4: 'video/mp4', m4v: 'video/mp4', webm: 'video/webm' }

/** Phones get the phone video or image under this width (spec 1 §3 "ImagePhone", "VideoPhone"). */
export const PHONE_MEDIA_QUERY = '(max-width: 639.98px)'
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

/** The `<source>` of a CMS video, or null when there is no playable video. */
export function videoSource(media: Media | number | null | undefined): VideoSource | null {
  if (!isMediaDoc(media) || !media.filename) return null
  const src = mediaUrl(media.filename)
  const declared = media.mimeType?.toLowerCase().split(';')[0]?.trim()
  const type = declared || TYPE_BY_EXTENSION[media.filename.split('.').pop()?.toLowerCase() ?? '']
  if (!src || !type || !(PLAYABLE_VIDEO_TYPES as readonly string[]).includes(type)) return null
  return { src, type }
}

/** The poster of a video: the CMS image at the width a full-bleed hero usually needs. */
export function posterUrl(media: Media | number | null | undefined): string | null {
  if (!isMediaDoc(media)) return null
  return mediaUrl(media.sizes?.w1280?.filename ?? media.filename)
}

export type VideoLabels = { play: string; pause: string; mute: string; unmute: string }

export function videoLabels(dictionary: Record<string, string>): VideoLabels {
  return {
    play: shellText(dictionary, 'play'),
    pause: shellText(dictionary, 'pause'),
    mute: shellText(dictionary, 'mute'),
    unmute: shellText(dictionary, 'unmute'),
  }
}

/** YouTube video ids are 11 characters of the URL-safe base64 alphabet. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

/**
 * The video id from what an editor typed: the id itself, or a watch, share, embed or shorts address.
 * Null when it is neither, so nothing unexpected ends up in an iframe address.
 */
export function youtubeId(input: string | null | undefined): string | null {
  const value = input?.trim()
  if (!value) return null
  if (YOUTUBE_ID.test(value)) return value
  let url: URL
  try {
    url = new URL(value.includes('://') ? value : `https://${value}`)
  } catch {
    return null
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '')
  const candidate =
    host === 'youtu.be'
      ? url.pathname.split('/')[1]
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1]
        : undefined
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null
}

/** The privacy-enhanced player: YouTube sets no cookies until the visitor plays the video. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`
}
