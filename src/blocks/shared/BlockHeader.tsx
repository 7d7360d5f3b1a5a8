import { editable, type BlockContext } from '../types'

type Props = {
  context: BlockContext
  heading?: string | null
  intro?: string | null
  className?: string
  /** Keep the line breaks the editor typed in the intro. */
  introLineBreaks?: boolean
}

/** A block's heading (h2) and intro above its content; nothing when it has neither. */
export function BlockHeader({ context, heading, intro, className, introLineBreaks = false }: Props) {
  if (!heading && !intro) return null
  return (
    <header className={className}>
      {heading ? (
        <h2 className="text-title" {...editable(context, 'Heading')}>
          {heading}
        </h2>
      ) : null}
      {intro ? (
        <p
          className={introLineBreaks ? 'mt-4 text-lg whitespace-pre-line text-muted' : 'mt-4 text-lg text-muted'}
          {...editable(context, 'Intro')}
        >
          {intro}
        </p>
      ) : null}
    </header>
  )
}
