import { resolveLink } from '@/features/content/links'
import { ButtonLink } from '@/features/content/ui/ButtonLink'
import { shellText } from '@/features/page-shell/dictionary-keys'
import type { CountdownBlock } from '@/payload-types'

import { CountdownClock } from '../client-parts'
import { editable, type BlockProps } from '../types'

const BACKGROUND = {
  None: 'bg-surface',
  BackgroundColor1: 'bg-surface-1',
  BackgroundColor2: 'bg-surface-2',
  BackgroundColor3: 'bg-surface-3 text-white',
} as const

type Background = keyof typeof BACKGROUND

export function Countdown({ block, context }: BlockProps<CountdownBlock>) {
  const site = { locales: context.site.locales ?? [], defaultLocale: context.site.defaultLocale }
  const link = resolveLink(block.link, site, context.locale)
  const background: Background = block.backgroundColor && block.backgroundColor in BACKGROUND ? block.backgroundColor : 'BackgroundColor3'
  const dark = background === 'BackgroundColor3'
  const labels = {
    days: shellText(context.dictionary, 'days'),
    hours: shellText(context.dictionary, 'hours'),
    minutes: shellText(context.dictionary, 'minutes'),
    seconds: shellText(context.dictionary, 'seconds'),
  }
  return (
    <section className={['py-14 md:py-20', BACKGROUND[background]].join(' ')}>
      <div className="container-page grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-16">
        <div className="max-w-xl">
          <h2 className="text-title" {...editable(context, 'Title')}>
            {block.title}
          </h2>
          {block.text ? (
            <p className={['mt-4 text-lg', dark ? 'text-white/85' : 'text-muted'].join(' ')} {...editable(context, 'Text')}>
              {block.text}
            </p>
          ) : null}
          {link?.label ? (
            <div className="mt-8" {...editable(context, 'Link')}>
              <ButtonLink link={link} type={dark ? 'Secondary' : 'Primary'} />
            </div>
          ) : null}
        </div>
        <div {...editable(context, 'EndsAt')}>
          <CountdownClock endsAt={block.endsAt} now={Date.now()} labels={labels} endedText={block.endedText} tone={dark ? 'dark' : 'light'} />
        </div>
      </div>
    </section>
  )
}
