'use client'

import { useEffect, useRef, useState } from 'react'

import { COPY_CONFIRMATION_MS } from '../footer'

type Props = { value: string; copyText: string; copiedText: string }

/** Copies an e-mail address or phone number; the confirmation shows, and is announced, for one second. */
export function CopyButton({ value, copyText, copiedText }: Props) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
    } catch {
      return // No clipboard (insecure context or denied): the address is still there to select.
    }
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
  }

  return (
    <span className="inline-flex items-center gap-1.5 align-middle">
      <button
        type="button"
        onClick={copy}
        title={copyText}
        className="-my-1.5 grid h-8 w-8 place-items-center rounded-full text-brand-ink/80 transition hover:bg-white/10 hover:text-brand-ink"
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          {copied ? (
            <path d="m5 12.5 4.5 4.5L19 7.5" />
          ) : (
            <path d="M10.5 8.5h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2ZM15.5 8.5V5.5a2 2 0 0 0-2-2h-8a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h3" />
          )}
        </svg>
        <span className="sr-only">{`${copyText} ${value}`}</span>
      </button>
      <span role="status" className="text-xs font-medium text-brand-ink">
        {copied ? copiedText : ''}
      </span>
    </span>
  )
}
