'use client'

import { useRef, useState } from 'react'

import { ALERT_CLOSE_MS, hideAlertCookie, type Alert } from '../alert'
import { Close } from './Icons'

const TONES: Record<Alert['type'], string> = {
  Warning: 'bg-[#fff4d6] text-[#3d2b00] border-b border-[#f0d58a]',
  Dark: 'bg-[#111418] text-white',
  Light: 'bg-surface text-ink border-b border-line',
  Neutral: 'bg-surface-2 text-ink',
}

/**
 * The alert under the bar (spec 1 §4). Closing sets the hideAlert cookie for a day and folds the banner's
 * height to 0 in 0.3 s; a script in the page head hides a closed alert before it is drawn on later visits.
 * Warning alerts have no close button and are always shown.
 */
export function AlertBanner({ alert, closeLabel }: { alert: Alert; closeLabel: string }) {
  const [closing, setClosing] = useState(false)
  const [closed, setClosed] = useState(false)
  const banner = useRef<HTMLDivElement>(null)

  const dismiss = () => {
    document.cookie = hideAlertCookie()
    const element = banner.current
    if (element) element.style.height = `${element.scrollHeight}px`
    requestAnimationFrame(() => setClosing(true))
    setTimeout(() => {
      setClosed(true)
      document.documentElement.setAttribute('data-hide-alert', '')
    }, ALERT_CLOSE_MS)
  }
  if (closed) return null
  return (
    <div
      ref={banner}
      role="region"
      aria-label={alert.title || alert.text}
      data-alert={alert.type}
      data-alert-closable={alert.closable ? '' : undefined}
      className={`overflow-hidden transition-[height] duration-300 ease-out ${TONES[alert.type]}`}
      style={closing ? { height: 0 } : undefined}
    >
      <div className="container-page flex items-start gap-3 py-3 text-sm md:items-center">
        {alert.icon ? <AlertIconGlyph icon={alert.icon} /> : null}
        <p className="flex-1">
          {alert.title ? <strong className="font-semibold">{alert.title}</strong> : null}
          {alert.title && alert.text ? ' ' : null}
          {alert.text ? <span className="opacity-90">{alert.text}</span> : null}
        </p>
        {alert.closable ? (
          <button type="button" onClick={dismiss} aria-label={closeLabel} className="-my-1 grid h-9 w-9 shrink-0 place-items-center rounded-full hover:bg-current/10">
            <Close className="h-4 w-4" />
          </button>
        ) : null}
      </div>
    </div>
  )
}

function AlertIconGlyph({ icon }: { icon: NonNullable<Alert['icon']> }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="mt-0.5 h-5 w-5 shrink-0 md:mt-0">
      {icon === 'WarningAlert' ? (
        <path d="M12 3 2 20h20L12 3Zm0 6v5m0 3v.01" />
      ) : (
        <path d="M4 10v4a1 1 0 0 0 1 1h2l5 4V5L7 9H5a1 1 0 0 0-1 1Zm12-1.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
      )}
    </svg>
  )
}
