import { describe, expect, it } from 'vitest'

import { alertHidden, alertToShow, hideAlertCookie } from './alert'
import { showSubmenuImages } from './constants'
import { nextFocusIndex } from './focus'
import { languageLinks } from './languages'
import { logoBox } from './logo'
import { itemsThatFit } from './overflow'
import { extraNavigationItems, toNavigationSettings } from './settings'
import { barState } from './sticky'

const site = { locales: ['sv-SE', 'en'], defaultLocale: 'sv-SE' }

describe('alert banner', () => {
  const base = { hasMessage: true, messageTitle: 'Vinterdäck', messageText: '', messageType: 'Dark' }

  it('shows only with HasMessage on, a title or text, and a type', () => {
    expect(alertToShow(base)).toMatchObject({ title: 'Vinterdäck', type: 'Dark', closable: true })
    expect(alertToShow({ ...base, hasMessage: false })).toBeNull()
    expect(alertToShow({ ...base, messageTitle: '  ', messageText: '' })).toBeNull()
    expect(alertToShow({ ...base, messageTitle: '', messageText: 'Text only' })).toMatchObject({ title: '', text: 'Text only' })
    expect(alertToShow({ ...base, messageType: null })).toBeNull()
    expect(alertToShow({ ...base, messageType: 'Purple' })).toBeNull()
    expect(alertToShow(null)).toBeNull()
  })

  it('cannot close a Warning alert', () => {
    expect(alertToShow({ ...base, messageType: 'Warning' })!.closable).toBe(false)
    expect(alertToShow({ ...base, messageType: 'Neutral' })!.closable).toBe(true)
  })

  it('remembers a closed alert for one day', () => {
    expect(hideAlertCookie()).toBe('hideAlert=true; Max-Age=86400; Path=/; SameSite=Lax')
    expect(alertHidden('a=1; hideAlert=true')).toBe(true)
    expect(alertHidden('a=1; nohideAlert=true')).toBe(false)
    expect(alertHidden('')).toBe(false)
  })
})

describe('bar', () => {
  it('scales the logo box to 90 % on phones, 150 × 55 by default', () => {
    expect(logoBox()).toEqual({ width: 150, height: 55, phoneWidth: 135, phoneHeight: 50 })
    expect(logoBox(200, 0)).toEqual({ width: 200, height: 55, phoneWidth: 180, phoneHeight: 50 })
  })

  it('is transparent on the home path until 100 px of scrolling when sticky', () => {
    const home = { isSticky: true, isHome: true, dark: false }
    expect(barState(home, 0)).toEqual({ transparent: true, invertLogo: true })
    expect(barState(home, 100)).toEqual({ transparent: true, invertLogo: true })
    expect(barState(home, 101)).toEqual({ transparent: false, invertLogo: false })
    expect(barState({ ...home, isHome: false }, 0).transparent).toBe(false)
    expect(barState({ ...home, isSticky: false }, 0).transparent).toBe(false)
    expect(barState({ ...home, dark: true }, 500)).toEqual({ transparent: false, invertLogo: true })
  })

  it('drops extra items with a blank title or nowhere to go', () => {
    const items = extraNavigationItems(
      [
        { id: '1', title: 'Boka service', link: { type: 'external', url: '/boka-service' } },
        { id: '2', title: '   ', link: { type: 'external', url: '/x' } },
        { id: '3', title: 'No link', link: { type: 'external', url: '' } },
        { id: '4', title: 'Ny flik', link: { type: 'external', url: 'https://example.com', newTab: true } },
      ],
      site,
      'en',
    )
    expect(items).toEqual([
      { id: '1', title: 'Boka service', href: '/boka-service', newTab: false },
      { id: '4', title: 'Ny flik', href: 'https://example.com', newTab: true },
    ])
  })

  it('gives a plain bar to a site without a navigation document', () => {
    expect(toNavigationSettings(null, site, 'sv-SE')).toMatchObject({ logo: null, isSticky: false, alert: null, extraItems: [] })
  })
})

describe('menus', () => {
  it('shows submenu images for four children or fewer, or above 1500 px', () => {
    expect(showSubmenuImages(4, 1280)).toBe(true)
    expect(showSubmenuImages(5, 1500)).toBe(false)
    expect(showSubmenuImages(5, 1501)).toBe(true)
  })

  it('moves items that do not fit into More, keeping room for its button', () => {
    expect(itemsThatFit([100, 100, 100], 300, 60)).toBe(3)
    expect(itemsThatFit([100, 100, 100], 299, 60)).toBe(2)
    expect(itemsThatFit([100, 100, 100], 200, 60)).toBe(1)
    expect(itemsThatFit([100, 100, 100], 50, 60)).toBe(0)
    expect(itemsThatFit([100, 100], 210, 60, 10)).toBe(2)
    expect(itemsThatFit([100, 100], 209, 60, 10)).toBe(1)
  })

  it('moves keyboard focus over visible entries only, and finds none when none is visible', () => {
    const visible = [true, false, true, true, false]
    expect(nextFocusIndex(visible, 0, 'next')).toBe(2)
    expect(nextFocusIndex(visible, 3, 'next')).toBe(0)
    expect(nextFocusIndex(visible, 0, 'previous')).toBe(3)
    expect(nextFocusIndex(visible, 2, 'first')).toBe(0)
    expect(nextFocusIndex(visible, 0, 'last')).toBe(3)
    expect(nextFocusIndex([false, false], 0, 'next')).toBe(-1)
    expect(nextFocusIndex([], 0, 'first')).toBe(-1)
  })
})

describe('language switcher', () => {
  const available = [
    { name: 'sv-SE', nativeName: 'Svenska', url: { path: '/kop-bil' } },
    { name: 'en', nativeName: 'English', url: { path: '/en/buy-car' } },
  ]

  it('links to the same page in each language', () => {
    expect(languageLinks(site, 'sv-SE', available)).toEqual([
      { locale: 'sv-SE', nativeName: 'Svenska', href: '/kop-bil', current: true },
      { locale: 'en', nativeName: 'English', href: '/en/buy-car', current: false },
    ])
  })

  it('goes to the home page of a language the page is not written in', () => {
    expect(languageLinks(site, 'sv-SE', available.slice(0, 1))[1]).toMatchObject({ locale: 'en', href: '/en' })
  })

  it('is not shown unless more than one site language is a configured locale', () => {
    expect(languageLinks({ locales: ['sv-SE'], defaultLocale: 'sv-SE' }, 'sv-SE', available)).toEqual([])
    expect(languageLinks(site, 'sv-SE', available, ['sv-SE', 'fi-FI'])).toEqual([])
  })
})
