'use client'

import type { ReactNode } from 'react'

import type { CatalogueIcon } from '../catalogue'
import { formatSek } from '../money'
import { STEP_COUNT } from './state'
import { TEXTS } from './texts'

/** The error colour is fixed, not themed: it must read as an error on every site. */
export const ERROR_TEXT = 'text-[#b42318]'

export function CheckMark({ className = 'size-4' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={className}>
      <path fillRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" />
    </svg>
  )
}

export function Spinner({ label }: { label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2 text-sm text-muted">
      <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />
      {label}
    </span>
  )
}

export function ErrorText({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p id={id} role="alert" className={`mt-3 flex items-start gap-2 text-sm font-medium ${ERROR_TEXT}`}>
      <svg aria-hidden="true" className="mt-0.5 size-4 shrink-0" viewBox="0 0 20 20" fill="currentColor">
        <path fillRule="evenodd" d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-.75-11.25a.75.75 0 0 1 1.5 0v4a.75.75 0 0 1-1.5 0v-4ZM10 15a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z" />
      </svg>
      <span>{children}</span>
    </p>
  )
}

/** A price as the booking shows it: the median in SEK, 'Pris saknas*' when unknown. */
export function Price({ price, priceKnown, className }: { price: number | null; priceKnown: boolean; className?: string }) {
  return <span className={['tabular-nums whitespace-nowrap', className].filter(Boolean).join(' ')}>{priceKnown && price !== null ? formatSek(price) : TEXTS.unknownPrice}</span>
}

const ICON_PATHS: Record<CatalogueIcon, string> = {
  wrench: 'M14.7 6.3a4 4 0 0 0-5.4 5.1L3.6 17.1a1.4 1.4 0 0 0 2 2l5.7-5.7a4 4 0 0 0 5.1-5.4l-2.5 2.5-2-2 2.8-2.2Z',
  oil: 'M12 3s-5 6-5 9.5A5 5 0 0 0 17 12.5C17 9 12 3 12 3Z',
  tire: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z',
  brake: 'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 5a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z',
  snowflake: 'M12 2v20M4 6l16 12M20 6 4 18',
  battery: 'M5 7h12v10H5zM17 10h2v4h-2z',
  windscreen: 'M3 8c6-3 12-3 18 0l-2 9H5L3 8Z',
  wash: 'M4 14h16l-2-6H6l-2 6Zm2 0v3m12-3v3M8 4l1 2m3-2v2m3-2-1 2',
  search: 'M10.5 4a6.5 6.5 0 1 0 4.1 11.5L20 21l1-1-5.5-5.4A6.5 6.5 0 0 0 10.5 4Z',
  sparkle: 'M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2 2-6Z',
  shield: 'M12 3 5 6v5c0 5 3 8 7 10 4-2 7-5 7-10V6l-7-3Z',
  car: 'M5 16h14v-4l-2-5H7l-2 5v4Zm1 0v2m12-2v2M7 13h2m6 0h2',
}

export function CategoryIcon({ icon }: { icon: CatalogueIcon }) {
  return (
    <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-accent/10 text-accent">
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d={ICON_PATHS[icon] ?? ICON_PATHS.wrench} />
      </svg>
    </span>
  )
}

type StepCardProps = {
  step: number
  title: string
  open: boolean
  done: boolean
  /** The one-line summary of a completed step, shown while it is closed. */
  summary?: ReactNode
  onReopen?: () => void
  children?: ReactNode
  id: string
}

/** A step of the booking: open, or collapsed to a one-line summary with a done mark and a way back in. */
export function StepCard({ step, title, open, done, summary, onReopen, children, id }: StepCardProps) {
  const headingId = `${id}-heading`
  return (
    <li className={['rounded-3xl bg-surface ring-1 transition-shadow', open ? 'shadow-[0_18px_50px_-24px_rgb(0_0_0/0.25)] ring-black/5' : 'ring-line'].join(' ')}>
      <section aria-labelledby={headingId} id={id} className="scroll-mt-28">
        <div className="flex items-center gap-4 px-5 py-4 sm:px-8 sm:py-5">
          <span
            aria-hidden="true"
            className={['grid size-9 shrink-0 place-items-center rounded-full text-sm font-bold', done && !open ? 'bg-accent text-accent-ink' : open ? 'bg-brand text-brand-ink' : 'bg-surface-2 text-muted'].join(' ')}
          >
            {done && !open ? <CheckMark /> : step}
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">{TEXTS.step(step, STEP_COUNT)}</p>
            <h2 id={headingId} tabIndex={-1} className="font-heading text-lg [font-weight:var(--fc-heading-weight)] text-ink outline-none sm:text-xl">
              {title}
              {done && !open ? <span className="sr-only"> – {TEXTS.done}</span> : null}
            </h2>
            {!open && summary ? <p className="mt-0.5 truncate text-sm text-muted">{summary}</p> : null}
          </div>
          {!open && done && onReopen ? (
            <button type="button" onClick={onReopen} className="rounded-full px-3 py-2 text-sm font-semibold text-accent underline-offset-4 hover:underline">
              {TEXTS.change}
              <span className="sr-only"> {title.toLowerCase()}</span>
            </button>
          ) : null}
        </div>
        {open ? <div className="border-t border-line px-5 py-6 sm:px-8 sm:py-8">{children}</div> : null}
      </section>
    </li>
  )
}
