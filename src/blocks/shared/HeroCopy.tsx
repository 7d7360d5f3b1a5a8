import type { ResolvedLink } from '@/features/content/links'
import { ButtonLink } from '@/features/content/ui/ButtonLink'

import { editable, type BlockContext } from '../types'
import { heroButtonType, type HeroTone } from './hero-style'

type Props = {
  context: BlockContext
  Title: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
  title: string
  text?: string | null
  link: ResolvedLink | null
  buttonType: string | null | undefined
  tone: HeroTone
  /** The name the editor knows the link field by. */
  linkField: string
}

/** A hero's title, text and button (shown when the link has a label), in the tone of the text over the picture. */
export function HeroCopy({ context, Title, title, text, link, buttonType, tone, linkField }: Props) {
  return (
    <>
      <Title className="text-display" {...editable(context, 'Title')}>
        {title}
      </Title>
      {text ? (
        <p
          className={['mt-5 max-w-xl text-lg md:text-xl', tone === 'dark' ? 'text-ink/85' : 'text-white/95'].join(' ')}
          {...editable(context, 'Text')}
        >
          {text}
        </p>
      ) : null}
      {link?.label ? (
        <div className="mt-8" {...editable(context, linkField)}>
          <ButtonLink link={link} type={heroButtonType(buttonType, tone)} />
        </div>
      ) : null}
    </>
  )
}
