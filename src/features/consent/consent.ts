import { shellText } from '@/features/page-shell/dictionary-keys'

/**
 * Cookie consent: necessary cookies are always on; statistics (the tag manager) and marketing need the
 * visitor's yes. The choice is kept in a first-party cookie read only in the browser, so cached pages are
 * the same for everyone.
 */

export const CONSENT_COOKIE = 'cookieConsent'
/** Raise when the categories change: every stored choice then becomes unreadable and the visitor is asked again. */
export const CONSENT_VERSION = 1
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60
/** The footer's cookie-settings button tells the consent component to open its settings with this window event. */
export const OPEN_COOKIE_SETTINGS_EVENT = 'forecourt:cookie-settings'

/** Marks the buttons that open the cookie settings, so a click made before the page's script runs is kept. */
export const COOKIE_SETTINGS_ATTRIBUTE = 'data-cookie-settings-opener'
/** Where the early click is kept until the consent component is there to open the settings. */
export const EARLY_COOKIE_SETTINGS_FLAG = '__forecourtCookieSettings'

/**
 * A script for the page's head: a cookie-settings click made before the page's script has run (seconds on a slow
 * phone) is not lost. It is noted (the button says it is busy) and the settings open as soon as the consent
 * component is there; once it is, the component's own click handler does the work and this one stands aside.
 */
export const earlyCookieSettingsScript = `try{document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('[${COOKIE_SETTINGS_ATTRIBUTE}]');if(!b||window.${EARLY_COOKIE_SETTINGS_FLAG}===false)return;window.${EARLY_COOKIE_SETTINGS_FLAG}=b;b.setAttribute('aria-busy','true');b.style.cursor='progress'},true)}catch(e){}`

/** The button clicked before the consent component was there (and forgets it), or null. */
export function takeEarlyCookieSettingsClick(target: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): Element | null {
  const early = target[EARLY_COOKIE_SETTINGS_FLAG]
  target[EARLY_COOKIE_SETTINGS_FLAG] = false
  if (early && typeof early === 'object' && 'removeAttribute' in early) {
    const button = early as HTMLElement
    button.removeAttribute('aria-busy')
    button.style.cursor = ''
    return button
  }
  return null
}

/** Sent on the window (detail: the choice) when the visitor saves a choice, so embeds waiting for consent follow it. */
export const CONSENT_CHANGE_EVENT = 'forecourt:consent-change'

export type ConsentChoice = { statistics: boolean; marketing: boolean }

export const ACCEPT_ALL: ConsentChoice = { statistics: true, marketing: true }
export const REJECT_ALL: ConsentChoice = { statistics: false, marketing: false }

const VALUE = new RegExp(`^v${CONSENT_VERSION}\\.s([01])\\.m([01])$`)

export function consentValue(choice: ConsentChoice): string {
  return `v${CONSENT_VERSION}.s${choice.statistics ? 1 : 0}.m${choice.marketing ? 1 : 0}`
}

/** The stored choice from a Cookie header (or document.cookie); null when absent or unreadable, so the visitor is asked. */
export function parseConsent(cookieHeader: string | null | undefined): ConsentChoice | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0 || part.slice(0, separator).trim() !== CONSENT_COOKIE) continue
    const match = VALUE.exec(part.slice(separator + 1).trim())
    return match ? { statistics: match[1] === '1', marketing: match[2] === '1' } : null
  }
  return null
}

/** The cookie string that stores a choice (for document.cookie). */
export function consentCookie(choice: ConsentChoice, { secure = false }: { secure?: boolean } = {}): string {
  const attributes = [`Max-Age=${CONSENT_MAX_AGE_SECONDS}`, 'Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])]
  return [`${CONSENT_COOKIE}=${consentValue(choice)}`, ...attributes].join('; ')
}

/** Tells everything on the page that waits for consent what the visitor chose (see useConsent). */
export function announceConsent(choice: ConsentChoice, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGE_EVENT, { detail: { ...choice } }))
}

/** The data-layer event that tells the tag manager what the visitor chose. */
export function consentUpdateEvent(choice: ConsentChoice) {
  return { event: 'consent_update', necessary: true, statistics: choice.statistics, marketing: choice.marketing } as const
}

const ANALYTICS_COOKIE = /^(_ga|_gid|_gat|_gcl)/

/**
 * Cookie strings that expire the analytics cookies in a Cookie header when consent is withdrawn. Google's
 * cookies sit on the widest domain of the host, so each parent domain is tried as well.
 */
export function analyticsCookieRemovals(cookieHeader: string | null | undefined, hostname: string): string[] {
  const names = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => ANALYTICS_COOKIE.test(name))
  const labels = hostname.split('.')
  const domains = [null, ...labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'))]
  return [...new Set(names)].flatMap((name) =>
    domains.map((domain) => `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`),
  )
}

/** The texts the consent panel and settings show, from the site's dictionary. */
export function consentTexts(dictionary: Record<string, string>) {
  const text = (key: Parameters<typeof shellText>[1]) => shellText(dictionary, key)
  return {
    title: text('cookieTitle'),
    text: text('cookieText'),
    acceptAll: text('cookieAcceptAll'),
    rejectAll: text('cookieRejectAll'),
    customize: text('cookieCustomize'),
    save: text('cookieSave'),
    settings: text('cookieSettings'),
    close: text('close'),
    necessary: text('cookieNecessary'),
    necessaryText: text('cookieNecessaryText'),
    statistics: text('cookieStatistics'),
    statisticsText: text('cookieStatisticsText'),
    marketing: text('cookieMarketing'),
    marketingText: text('cookieMarketingText'),
  }
}

export type ConsentTexts = ReturnType<typeof consentTexts>
