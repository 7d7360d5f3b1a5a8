'use client'

import { useEffect, useRef } from 'react'

import { CookieSettingsButton } from '@/features/consent/ui/CookieSettingsButton'
import { useConsent } from '@/features/consent/ui/useConsent'
import { useInBrowser } from '@/lib/use-in-browser'

/**
 * Third-party forms set cookies and track the visitor: they wait for a yes to marketing. Null on the server and
 * while the page hydrates, when nobody's choice is known: neither the notice nor the form flashes up wrongly.
 */
export function useMarketingConsent(): boolean | null {
  const inBrowser = useInBrowser()
  const consent = useConsent()
  return inBrowser ? consent?.marketing === true : null
}

/** Holds the form's place until the visitor's choice is known. */
export function ConsentPending() {
  return <div aria-hidden="true" data-consent-pending="" className="min-h-40 rounded-2xl bg-surface-1" />
}

type NoticeProps = { texts: { consentNotice: string; openCookieSettings: string }; onAsk?: () => void }

/** Shown where a provider's form will be until the visitor allows marketing cookies, with the way to do so. */
export function ConsentNotice({ texts, onAsk }: NoticeProps) {
  return (
    <div
      data-consent-notice=""
      className="flex flex-col gap-5 rounded-2xl bg-surface-1 p-6 text-ink ring-1 ring-line sm:flex-row sm:items-center sm:justify-between md:p-8"
    >
      <p className="flex max-w-2xl items-start gap-3 text-base leading-relaxed">
        <LockIcon />
        <span>{texts.consentNotice}</span>
      </p>
      <CookieSettingsButton label={texts.openCookieSettings} onOpen={onAsk} className="button button-primary shrink-0" />
    </div>
  )
}

/**
 * When the visitor allows marketing from a notice's button, that button disappears with the notice: focus
 * moves to where the form appears instead of falling back to the top of the page.
 */
export function useFocusAfterConsent<Landing extends HTMLElement>(allowed: boolean) {
  const asked = useRef(false)
  const landing = useRef<Landing>(null)
  useEffect(() => {
    if (!allowed || !asked.current) return
    asked.current = false
    const focused = document.activeElement
    if (!focused || focused === document.body) landing.current?.focus({ preventScroll: true })
  }, [allowed])
  return { landing, onAsk: () => void (asked.current = true) }
}

function LockIcon() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="mt-0.5 shrink-0 text-accent"
    >
      <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </svg>
  )
}
