'use client'

import { useState, type MouseEvent, type ReactNode } from 'react'

import { ContactText } from '@/features/content/ui/ContactText'
import { SiteLink } from '@/features/page-shell/ui/SiteLink'

import { ALERT_CLOSE_MS, hideAlertCookie, type Alert } from '../alert'
import { ChevronDown, Close } from './Icons'

/** Each type's colours (Warning and Light with a border), the round icon's in a section, and its link's button style. */
const TONES: Record<Alert['type'], { colours: string; bordered: boolean; icon: string; link: string }> = {
  Warning: {
    colours: 'bg-[#fff4d6] text-[#3d2b00] border-[#f0d58a]',
    bordered: true,
    icon: 'bg-[#3d2b00] text-[#fff4d6]',
    link: 'button button-ghost',
  },
  Dark: { colours: 'bg-[#111418] text-white', bordered: false, icon: 'bg-white/12 text-white', link: 'button button-ghost-contrast' },
  Light: { colours: 'bg-surface text-ink border-line', bordered: true, icon: 'bg-surface-1 text-accent', link: 'button button-primary' },
  Neutral: { colours: 'bg-surface-2 text-ink', bordered: false, icon: 'bg-surface text-accent', link: 'button button-primary' },
}

export type AlertLink = { label: string; href: string; newTab?: boolean; newTabText?: string }

type Props = {
  alert: Alert
  closeLabel: string
  /** A call to action after the message. */
  link?: AlertLink | null
  /** 'bar': the strip under the navigation bar; 'section': a card among the page's sections (the alert banner block). */
  placement?: 'bar' | 'section'
}

/** The frame's attributes, the same whether the alert is a strip or a section. */
type Frame = {
  'aria-label': string
  'data-alert': Alert['type']
  'data-alert-closable': '' | undefined
  style: { height: number } | undefined
}
type Tone = (typeof TONES)[Alert['type']]
type PartsProps = { alert: Alert; tone: Tone; frame: Frame; action: ReactNode; closeButton: ReactNode }

/** Closing: the hideAlert cookie, then the height folded to 0 and, once it is, the alert gone. */
function useDismissal() {
  const [closing, setClosing] = useState(false)
  const [closed, setClosed] = useState(false)

  const dismiss = (event: MouseEvent<HTMLButtonElement>) => {
    document.cookie = hideAlertCookie()
    const element = event.currentTarget.closest<HTMLElement>('[data-alert]')
    if (element) element.style.height = `${element.scrollHeight}px`
    requestAnimationFrame(() => setClosing(true))
    setTimeout(() => {
      setClosed(true)
      // Closed alerts stay hidden across client-side page changes too.
      document.documentElement.setAttribute('data-hide-alert', '')
    }, ALERT_CLOSE_MS)
  }
  return { closing, closed, dismiss }
}

/**
 * The alert under the bar, or placed in the page (spec 1 §4). Closing sets the hideAlert cookie for a day and
 * folds the banner's height to 0 in 0.3 s; a script in the page head hides a closed alert (`data-alert-closable`)
 * before it is drawn on later visits. Warning alerts have no close button and are always shown.
 */
export function AlertBanner({ alert, closeLabel, link = null, placement = 'bar' }: Props) {
  const { closing, closed, dismiss } = useDismissal()
  if (closed) return null

  const tone = TONES[alert.type]
  const section = placement === 'section'
  const frame: Frame = {
    'aria-label': alert.title || alert.text,
    'data-alert': alert.type,
    'data-alert-closable': alert.closable ? '' : undefined,
    style: closing ? { height: 0 } : undefined,
  }
  const action = link ? (
    <SiteLink
      href={link.href}
      newTab={link.newTab}
      newTabText={link.newTabText}
      className={section ? `${tone.link} min-h-10 px-5 py-2 text-sm` : 'font-semibold underline underline-offset-4 hover:decoration-2'}
    >
      {link.label}
    </SiteLink>
  ) : null
  const closeButton = alert.closable ? (
    <button
      type="button"
      onClick={dismiss}
      aria-label={closeLabel}
      className={
        section
          ? '-mr-1 grid h-10 w-10 shrink-0 place-items-center rounded-full transition-colors hover:bg-current/10'
          : '-my-1 grid h-9 w-9 shrink-0 place-items-center rounded-full hover:bg-current/10'
      }
    >
      <Close className="h-4 w-4" />
    </button>
  ) : null

  const parts = { alert, tone, frame, action, closeButton }
  return section ? <SectionAlert {...parts} /> : <BarAlert {...parts} />
}

/** The alert banner block: a card among the page's sections. */
function SectionAlert({ alert, tone, frame, action, closeButton }: PartsProps) {
  return (
    <section {...frame} className="overflow-hidden transition-[height] duration-300 ease-out">
      <div className="container-page py-6 md:py-8">
        <div
          className={`flex flex-wrap items-start gap-x-4 gap-y-3 rounded-2xl px-5 py-4 md:flex-nowrap md:items-center md:px-6 md:py-5 ${tone.colours}${tone.bordered ? ' border' : ''}`}
        >
          {alert.icon ? (
            <span aria-hidden="true" className={`grid h-10 w-10 shrink-0 place-items-center rounded-full ${tone.icon}`}>
              <AlertIconGlyph icon={alert.icon} className="h-5 w-5" />
            </span>
          ) : null}
          <div className="min-w-0 flex-1 basis-56">
            {alert.title ? <p className="text-base font-semibold md:text-lg">{alert.title}</p> : null}
            {alert.text ? (
              <p className={`whitespace-pre-line ${alert.title ? 'mt-0.5 text-sm opacity-90 md:text-base' : 'text-base'}`}>
                <ContactText text={alert.text} />
              </p>
            ) : null}
          </div>
          {action ? <div className="shrink-0">{action}</div> : null}
          {closeButton}
        </div>
      </div>
    </section>
  )
}

/** The strip under the navigation bar. */
function BarAlert({ alert, tone, frame, action, closeButton }: PartsProps) {
  const message = (
    <>
      {alert.title ? <strong className="font-semibold">{alert.title}</strong> : null}
      {alert.title && alert.text ? ' ' : null}
      {alert.text ? (
        <span className="opacity-90">
          <ContactText text={alert.text} />
        </span>
      ) : null}
    </>
  )
  const icon = alert.icon ? <AlertIconGlyph icon={alert.icon} className="h-5 w-5 shrink-0" /> : null
  return (
    <div
      {...frame}
      role="region"
      className={`overflow-hidden transition-[height] duration-300 ease-out ${tone.colours}${tone.bordered ? ' border-b' : ''}`}
    >
      {/* On a phone the alert is one line, its title; the whole message is one tap away. */}
      <div className="container-page flex items-start gap-2 text-sm md:hidden">
        <details className="group min-w-0 flex-1">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 py-2 [&::-webkit-details-marker]:hidden">
            {icon}
            <span className="min-w-0 flex-1 truncate font-semibold group-open:whitespace-normal">{alert.title || alert.text}</span>
            <ChevronDown className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <div className="pb-3 pl-8">
            {alert.title && alert.text ? (
              <p className="opacity-90">
                <ContactText text={alert.text} />
              </p>
            ) : null}
            {action ? <p className={alert.title && alert.text ? 'mt-2' : ''}>{action}</p> : null}
          </div>
        </details>
        {closeButton ? <div className="flex min-h-11 items-center">{closeButton}</div> : null}
      </div>
      <div className="container-page hidden items-center gap-3 py-3 text-sm md:flex">
        {icon}
        <p className="flex-1">{message}</p>
        {action}
        {closeButton}
      </div>
    </div>
  )
}

function AlertIconGlyph({ icon, className }: { icon: NonNullable<Alert['icon']>; className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {icon === 'WarningAlert' ? (
        <path d="M12 3 2 20h20L12 3Zm0 6v5m0 3v.01" />
      ) : (
        <path d="M4 10v4a1 1 0 0 0 1 1h2l5 4V5L7 9H5a1 1 0 0 0-1 1Zm12-1.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
      )}
    </svg>
  )
}
