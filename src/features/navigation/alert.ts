/** The alert banner under the navigation bar (spec 1 §3 Navigation component, §4, §5). */
export const ALERT_TYPES = ['Warning', 'Dark', 'Light', 'Neutral'] as const
export type AlertType = (typeof ALERT_TYPES)[number]

export const ALERT_ICONS = ['CampaignAlert', 'WarningAlert'] as const
export type AlertIcon = (typeof ALERT_ICONS)[number]

/** Closing an alert sets this cookie for one day (spec 1 §9). */
export const HIDE_ALERT_COOKIE = 'hideAlert'
export const HIDE_ALERT_MAX_AGE_SECONDS = 24 * 60 * 60
/** The closing animation of the height to 0. */
export const ALERT_CLOSE_MS = 300

export type Alert = { title: string; text: string; type: AlertType; icon: AlertIcon | null; closable: boolean }

export type AlertSource = {
  hasMessage?: boolean | null
  messageTitle?: string | null
  messageText?: string | null
  messageType?: string | null
  messageIcon?: string | null
}

/**
 * The alert to show, or null: only when HasMessage is on, a title or text is non-empty and the type is set.
 * Warning alerts cannot be closed (and so ignore the hideAlert cookie).
 */
export function alertToShow(source: AlertSource | null | undefined): Alert | null {
  if (!source?.hasMessage) return null
  const title = source.messageTitle?.trim() ?? ''
  const text = source.messageText?.trim() ?? ''
  if (!title && !text) return null
  const type = ALERT_TYPES.find((value) => value === source.messageType)
  if (!type) return null
  const icon = ALERT_ICONS.find((value) => value === source.messageIcon) ?? null
  return { title, text, type, icon, closable: type !== 'Warning' }
}

/** The Set-Cookie value written in the browser when a visitor closes an alert. */
export function hideAlertCookie(): string {
  return `${HIDE_ALERT_COOKIE}=true; Max-Age=${HIDE_ALERT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`
}

/** Whether the browser's cookie header says the visitor closed the alert within the last day. */
export function alertHidden(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim().startsWith(`${HIDE_ALERT_COOKIE}=`))
}

/**
 * Runs in the page head: a visitor who closed the alert within the day does not see it drawn at all. Pages
 * are cached for everyone, so the server cannot leave it out.
 */
export const hideClosedAlertScript = `try{if(/(?:^|;\\s*)${HIDE_ALERT_COOKIE}=/.test(document.cookie))document.documentElement.setAttribute('data-hide-alert','')}catch(e){}`
