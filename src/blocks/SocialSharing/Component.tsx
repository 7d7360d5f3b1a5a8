import type { ReactNode } from 'react'

import { CopyButton } from '@/features/content/ui/CopyButton'
import { shellText } from '@/features/page-shell/dictionary-keys'
import type { SocialSharingBlock } from '@/payload-types'

import { editable, type BlockProps } from '../types'
import { shareChannels, shareHref, type ShareLinkChannel } from './share-links'

const NETWORK_NAMES: Record<Exclude<ShareLinkChannel, 'email'>, string> = { facebook: 'Facebook', linkedin: 'LinkedIn', x: 'X' }

const ROUND_BUTTON =
  'grid h-11 w-11 place-items-center rounded-full border border-line bg-surface text-ink transition-colors duration-150 hover:border-accent hover:bg-accent hover:text-accent-ink'

export function SocialSharing({ block, context }: BlockProps<SocialSharingBlock>) {
  const url = context.page?.url
  const channels = shareChannels(block.channels)
  if (!url || channels.length === 0) return null
  const title = context.page.title || null
  const text = (key: Parameters<typeof shellText>[1]) => shellText(context.dictionary, key)
  return (
    <section className="py-8 md:py-10">
      <div className="container-page">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-x-8 gap-y-4 border-y border-line py-6">
          <h2 className="text-lg font-semibold" {...editable(context, 'Heading')}>
            {block.heading?.trim() || text('share')}
          </h2>
          <ul className="flex flex-wrap items-center gap-3">
            {channels.map((channel) => (
              <li key={channel}>
                {channel === 'copy' ? (
                  <CopyButton
                    value={url}
                    label={text('copyLink')}
                    copiedLabel={text('linkCopied')}
                    look="tooltip"
                    className={ROUND_BUTTON}
                    copiedClassName="border-accent bg-accent text-accent-ink"
                  />
                ) : channel === 'email' ? (
                  <a href={shareHref(channel, { url, title })} title={text('shareByEmail')} className={ROUND_BUTTON}>
                    {SHARE_ICONS.email}
                    <span className="sr-only">{text('shareByEmail')}</span>
                  </a>
                ) : (
                  <a
                    href={shareHref(channel, { url, title })}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={`${text('shareOn')} ${NETWORK_NAMES[channel]}`}
                    className={ROUND_BUTTON}
                  >
                    {SHARE_ICONS[channel]}
                    <span className="sr-only">{`${text('shareOn')} ${NETWORK_NAMES[channel]} ${text('opensInNewTab')}`}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className="h-5 w-5">
      {children}
    </svg>
  )
}

/** Line icons in the footer's style (24 px grid, 1.8 px stroke). */
const SHARE_ICONS: Record<ShareLinkChannel, ReactNode> = {
  facebook: (
    <Icon>
      <path d="M15 3.5h-1.75A3.75 3.75 0 0 0 9.5 7.25V20.5M6.5 10.75h7.75" />
    </Icon>
  ),
  linkedin: (
    <Icon>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M8 10.5v6M8 7.5h.01M12 16.5v-6M12 13.25a2.5 2.5 0 0 1 5 0v3.25" />
    </Icon>
  ),
  x: (
    <Icon>
      <path d="M4.5 4.5h4l11 15h-4ZM19.5 4.5l-6.3 6.9M4.5 19.5l6.3-6.9" />
    </Icon>
  ),
  email: (
    <Icon>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="m3.5 7 8.5 6 8.5-6" />
    </Icon>
  ),
}
