'use client'

import { preloadModalLayer } from '@/features/page-shell/ui/overlay/LazyModalLayer'

import { COOKIE_SETTINGS_ATTRIBUTE, OPEN_COOKIE_SETTINGS_EVENT } from '../consent'

type Props = { label: string; className?: string; /** Called as the settings open, e.g. to note where the visitor asked. */ onOpen?: () => void }

/**
 * Opens the cookie settings of the page's consent component (the footer's cookie-settings link). The event
 * bubbles from the button to the window, so the settings know where to return focus.
 */
export function CookieSettingsButton({ label, className, onOpen }: Props) {
  return (
    <button
      type="button"
      {...{ [COOKIE_SETTINGS_ATTRIBUTE]: '' }}
      className={className}
      onPointerEnter={preloadModalLayer}
      onFocus={preloadModalLayer}
      onClick={(event) => {
        onOpen?.()
        event.currentTarget.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT, { bubbles: true }))
      }}
    >
      {label}
    </button>
  )
}
