// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { announceConsent, consentCookie, type ConsentChoice } from '../consent'
import { useConsent } from './useConsent'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

let root: Root | null = null
const seen: (ConsentChoice | null)[] = []

function Probe() {
  const choice = useConsent()
  seen.push(choice)
  return <output>{choice === null ? 'none' : `s${Number(choice.statistics)} m${Number(choice.marketing)}`}</output>
}

const shown = () => document.querySelector('output')?.textContent

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}

/** What the consent component does when the visitor saves: store the choice, then announce it. */
function save(choice: ConsentChoice) {
  act(() => {
    document.cookie = consentCookie(choice)
    announceConsent(choice)
  })
}

beforeEach(() => {
  clearCookies()
  seen.length = 0
})

afterEach(() => {
  if (root) act(() => root!.unmount())
  root = null
  document.body.innerHTML = ''
  clearCookies()
  vi.restoreAllMocks()
})

function mount() {
  root = createRoot(document.body.appendChild(document.createElement('div')))
  act(() => root!.render(<Probe />))
}

describe('useConsent', () => {
  it('is null until the visitor chooses, then follows every saved choice', () => {
    mount()
    expect(shown()).toBe('none')
    save({ statistics: false, marketing: true })
    expect(shown()).toBe('s0 m1')
    save({ statistics: true, marketing: false })
    expect(shown()).toBe('s1 m0')
  })

  it('reads a choice stored on an earlier visit', () => {
    document.cookie = 'cookieConsent=v1.s1.m1; Path=/'
    mount()
    expect(shown()).toBe('s1 m1')
  })

  it('keeps the same choice object while the cookie says the same thing, so nothing re-renders for nothing', () => {
    document.cookie = 'cookieConsent=v1.s0.m1; Path=/'
    mount()
    const first = seen.at(-1)
    act(() => {
      document.cookie = 'other=1; Path=/'
      announceConsent({ statistics: false, marketing: true })
    })
    expect(seen.at(-1)).toBe(first)
  })

  it('is null on the server, so cached pages are the same for everyone, and hydrates to the stored choice', () => {
    document.cookie = 'cookieConsent=v1.s0.m1; Path=/'
    const html = renderToString(<Probe />)
    expect(html).toContain('none')
    const host = document.body.appendChild(document.createElement('div'))
    host.innerHTML = html
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    act(() => {
      root = hydrateRoot(host, <Probe />)
    })
    expect(shown()).toBe('s0 m1')
    expect(errors).not.toHaveBeenCalled()
  })
})
