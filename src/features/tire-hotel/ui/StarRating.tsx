'use client'

import { useId, useState, type FormEvent } from 'react'
import { Label } from 'react-aria-components/Label'
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup'

import { TextField } from '@/features/leads/ui/fields'
import { CheckMark, Spinner } from '@/features/service-booking/ui/parts'

import { canSendRating } from '../page-rules'
import { RATING_MAX, REVIEW_COMMENT_MAX_LENGTH } from '../rules'
import { TEXTS } from './texts'

const STAR = 'M12 2.8l2.83 5.73 6.33.92-4.58 4.46 1.08 6.3L12 17.24l-5.66 2.97 1.08-6.3L2.84 9.45l6.33-.92L12 2.8Z'

/**
 * The rating of the booking (spec 3 §2.5, §5.4): 1 to 5 stars as a radio group (arrow keys choose), an optional
 * comment, Send; after sending, or failing to, a thank-you.
 */
export function StarRating({ onSend }: { onSend: (rating: number, comment: string) => Promise<void> }) {
  const id = useId()
  const [stars, setStars] = useState(0)
  const [hovered, setHovered] = useState(0)
  const [comment, setComment] = useState('')
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!canSendRating(stars, sending)) return
    setSending(true)
    await onSend(stars, comment.trim()).catch(() => undefined)
    setSending(false)
    setSent(true)
  }

  if (sent) {
    return (
      <p role="status" className="flex items-center gap-3 rounded-2xl bg-surface-1 p-5 font-medium text-ink">
        <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-[#e5f3ea] text-[#1d5e36]">
          <CheckMark className="size-5" />
        </span>
        {TEXTS.thanks}
      </p>
    )
  }

  const shown = hovered || stars
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} className="rounded-2xl bg-surface-1 p-5 sm:p-6">
      <h4 id={`${id}-heading`} className="font-heading text-lg [font-weight:var(--fc-heading-weight)] text-ink">
        {TEXTS.ratingHeading}
      </h4>
      <RadioGroup
        value={stars ? String(stars) : null}
        onChange={(value) => setStars(Number(value))}
        orientation="horizontal"
        isDisabled={sending}
        className="mt-3"
      >
        <Label className="sr-only">{TEXTS.ratingLabel}</Label>
        <div className="flex gap-1" onMouseLeave={() => setHovered(0)}>
          {Array.from({ length: RATING_MAX }, (_, index) => index + 1).map((value) => (
            <Radio
              key={value}
              value={String(value)}
              aria-label={TEXTS.star(value)}
              onHoverStart={() => setHovered(value)}
              className="grid size-12 cursor-pointer place-items-center rounded-full outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-1 data-[focus-visible]:outline-accent"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className={['size-9 transition-transform', value <= shown ? 'scale-105 text-[#e0a526]' : 'text-muted/60'].join(' ')} fill={value <= shown ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round">
                <path d={STAR} />
              </svg>
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <TextField
        name="ratingComment"
        label={TEXTS.ratingComment}
        optionalLabel={TEXTS.optional}
        value={comment}
        onChange={setComment}
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
        rows={2}
        disabled={sending}
        className="mt-4"
      />
      <button type="submit" disabled={!canSendRating(stars, sending)} className="button button-primary mt-4 w-full disabled:cursor-not-allowed disabled:opacity-50 sm:w-auto sm:min-w-36">
        {sending ? <Spinner /> : null}
        {sending ? TEXTS.sending : TEXTS.send}
      </button>
    </form>
  )
}
