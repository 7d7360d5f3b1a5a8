import { describe, expect, it } from 'vitest'

import {
  ACCEPT_ALL,
  analyticsCookieRemovals,
  announceConsent,
  CONSENT_CHANGE_EVENT,
  CONSENT_MAX_AGE_SECONDS,
  consentCookie,
  consentTexts,
  consentUpdateEvent,
  consentValue,
  OPEN_COOKIE_SETTINGS_EVENT,
  parseConsent,
  REJECT_ALL,
  type ConsentChoice,
} from './consent'

describe('the consent cookie', () => {
  it('stores a versioned choice for 180 days on the whole site', () => {
    expect(consentCookie({ statistics: true, marketing: false })).toBe('cookieConsent=v1.s1.m0; Max-Age=15552000; Path=/; SameSite=Lax')
    expect(consentCookie(REJECT_ALL, { secure: true })).toBe('cookieConsent=v1.s0.m0; Max-Age=15552000; Path=/; SameSite=Lax; Secure')
    expect(CONSENT_MAX_AGE_SECONDS).toBe(180 * 24 * 60 * 60)
  })

  it('reads back every choice it writes', () => {
    for (const statistics of [true, false]) {
      for (const marketing of [true, false]) {
        const choice = { statistics, marketing }
        expect(parseConsent(`a=1; cookieConsent=${consentValue(choice)}; b=2`)).toEqual(choice)
      }
    }
    expect(parseConsent('cookieConsent=v1.s1.m1')).toEqual(ACCEPT_ALL)
  })

  it('gives null for a missing or malformed value, so the visitor is asked again', () => {
    for (const header of [
      null,
      undefined,
      '',
      'other=v1.s1.m1',
      'cookieConsent=',
      'cookieConsent=v2.s1.m1',
      'cookieConsent=v1.s1',
      'cookieConsent=v1.s2.m0',
      'cookieConsent=v1.s1.m0.x',
      'cookieConsent=yes',
      'xcookieConsent=v1.s1.m1',
      'cookieConsent',
    ]) {
      expect(parseConsent(header)).toBeNull()
    }
  })

  it('takes the first cookie of that name, as browsers send the most specific first', () => {
    expect(parseConsent('cookieConsent=v1.s0.m0; cookieConsent=v1.s1.m1')).toEqual(REJECT_ALL)
  })
})

describe('telling the tag manager', () => {
  it('pushes a consent_update event with each category', () => {
    expect(consentUpdateEvent({ statistics: true, marketing: false })).toEqual({
      event: 'consent_update',
      necessary: true,
      statistics: true,
      marketing: false,
    })
  })

  it('names the window event the footer’s button sends', () => {
    expect(OPEN_COOKIE_SETTINGS_EVENT).toBe('forecourt:cookie-settings')
  })
})

describe('telling the page', () => {
  it('announces a saved choice as a window event carrying a copy of the choice', () => {
    const target = new EventTarget()
    const received: ConsentChoice[] = []
    target.addEventListener(CONSENT_CHANGE_EVENT, (event) => received.push((event as CustomEvent<ConsentChoice>).detail))
    const choice = { statistics: false, marketing: true }
    announceConsent(choice, target)
    expect(CONSENT_CHANGE_EVENT).toBe('forecourt:consent-change')
    expect(received).toEqual([choice])
    expect(received[0]).not.toBe(choice)
  })
})

describe('withdrawing consent', () => {
  it('expires analytics cookies on the host and each parent domain', () => {
    expect(analyticsCookieRemovals('_ga=GA1.1; cookieConsent=v1.s1.m0; _ga_ABC=1; session=x', 'www.nordvik.se')).toEqual([
      '_ga=; Max-Age=0; Path=/',
      '_ga=; Max-Age=0; Path=/; Domain=www.nordvik.se',
      '_ga=; Max-Age=0; Path=/; Domain=nordvik.se',
      '_ga_ABC=; Max-Age=0; Path=/',
      '_ga_ABC=; Max-Age=0; Path=/; Domain=www.nordvik.se',
      '_ga_ABC=; Max-Age=0; Path=/; Domain=nordvik.se',
    ])
    expect(analyticsCookieRemovals('_gid=1', 'localhost')).toEqual(['_gid=; Max-Age=0; Path=/'])
    expect(analyticsCookieRemovals('', 'nordvik.se')).toEqual([])
  })
})

describe('consent texts', () => {
  it('come from the dictionary, with the Swedish text when a key is missing', () => {
    const texts = consentTexts({ cookieAcceptAll: 'Accept all' })
    expect(texts.acceptAll).toBe('Accept all')
    expect(texts.rejectAll).toBe('Endast nödvändiga')
    expect(texts.settings).toBe('Cookie-inställningar')
    expect(Object.values(texts).every((text) => text.length > 0)).toBe(true)
  })
})
