import { SHARE_CHANNELS } from './config'

export type ShareChannel = (typeof SHARE_CHANNELS)[number]
/** Channels that are a link somewhere else; "copy" is a button. */
export type ShareLinkChannel = Exclude<ShareChannel, 'copy'>

export type SharedPage = { url: string; title?: string | null }

const encode = encodeURIComponent

/**
 * Where a share link goes for the page. Facebook and LinkedIn read the title from the page's Open Graph tags;
 * X and e-mail get it in the message. Everything is percent-encoded (mail programs do not read + as a space).
 */
export function shareHref(channel: ShareLinkChannel, page: SharedPage): string {
  const url = encode(page.url)
  const title = page.title?.trim()
  switch (channel) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`
    case 'x':
      return `https://x.com/intent/tweet?url=${url}${title ? `&text=${encode(title)}` : ''}`
    case 'email':
      return `mailto:?${title ? `subject=${encode(title)}&` : ''}body=${url}`
  }
}

/** The editor's channels in their order, each once, unknown values skipped. */
export function shareChannels(channels: readonly string[] | null | undefined): ShareChannel[] {
  const known = (channels ?? []).filter((channel): channel is ShareChannel => (SHARE_CHANNELS as readonly string[]).includes(channel))
  return [...new Set(known)]
}
