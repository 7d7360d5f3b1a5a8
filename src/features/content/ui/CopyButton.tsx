'use client'

import { useEffect, useRef, useState, type ReactNode, type SVGProps } from 'react'

import { COPY_CONFIRMATION_MS } from '../copy'

/**
 * - inline: a small copy icon with the confirmation beside it, in a line of text (the footer's contact details).
 * - tooltip: a link icon filling a round button, the confirmation floating above it (the share buttons).
 */
type Look = 'inline' | 'tooltip'

type LookStyle = { wrapper: string; svg: SVGProps<SVGSVGElement>; icon: ReactNode; status: (copied: boolean) => string }

const LOOKS: Record<Look, LookStyle> = {
  inline: {
    wrapper: 'inline-flex items-center gap-1.5 align-middle',
    icon: <path d="M10.5 8.5h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2ZM15.5 8.5V5.5a2 2 0 0 0-2-2h-8a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h3" />,
    svg: { width: 16, height: 16, strokeWidth: 2 },
    status: () => 'text-xs font-medium text-brand-ink',
  },
  tooltip: {
    wrapper: 'relative inline-flex',
    icon: <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3.2-3.2a4.5 4.5 0 0 0-6.4-6.4l-1 1M14 10a4.5 4.5 0 0 0-6.4 0l-3.2 3.2a4.5 4.5 0 0 0 6.4 6.4l1-1" />,
    svg: { className: 'h-5 w-5', strokeWidth: 1.8 },
    status: (copied) =>
      [
        'pointer-events-none absolute bottom-full left-1/2 mb-2 -translate-x-1/2 rounded-md bg-ink px-2.5 py-1 text-xs font-medium whitespace-nowrap text-surface shadow-lg transition-opacity duration-150',
        copied ? 'opacity-100' : 'opacity-0',
      ].join(' '),
  },
}

type Props = {
  /** What goes on the clipboard. */
  value: string
  /** What the button does, as its title and (unless `srLabel` says more) its name for screen readers. */
  label: string
  /** The confirmation, shown and announced in a live region. */
  copiedLabel: string
  /** The name for screen readers when it says more than the label, e.g. what is copied. */
  srLabel?: string
  look?: Look
  className?: string
  /** Added to the button's classes while the confirmation shows. */
  copiedClassName?: string
}

/**
 * Copies a value (an e-mail address, a phone number, the page's address); the confirmation shows, and is
 * announced, for one second and starts over on every copy. Without a clipboard (insecure context or denied)
 * it confirms nothing: the value is still there to select.
 */
export function CopyButton({ value, label, copiedLabel, srLabel = label, look = 'inline', className, copiedClassName }: Props) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
    } catch {
      return
    }
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
  }

  const style = LOOKS[look]
  return (
    <span className={style.wrapper}>
      <button type="button" onClick={copy} title={label} className={[className, copied ? copiedClassName : null].filter(Boolean).join(' ') || undefined}>
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" {...style.svg}>
          {copied ? <path d="m5 12.5 4.5 4.5L19 7.5" /> : style.icon}
        </svg>
        <span className="sr-only">{srLabel}</span>
      </button>
      <span role="status" className={style.status(copied)}>
        {copied ? copiedLabel : ''}
      </span>
    </span>
  )
}
