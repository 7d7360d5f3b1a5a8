// @vitest-environment happy-dom
import axe from 'axe-core'
import { act } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CountdownClock, type CountdownLabels } from './CountdownClock'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const labels: CountdownLabels = { days: 'dagar', hours: 'timmar', minutes: 'minuter', seconds: 'sekunder' }
const START = Date.parse('2025-05-01T10:00:00.000Z')

let root: Root | null = null
let host: HTMLElement

function mount(props: Partial<Parameters<typeof CountdownClock>[0]> & { endsAt: string }) {
  host = document.body.appendChild(document.createElement('div'))
  root = createRoot(host)
  act(() => root!.render(<CountdownClock now={Date.now()} labels={labels} tone="dark" {...props} />))
}

const digits = () => [...host.querySelectorAll('[data-digits]')].map((element) => element.textContent).join(':')
const spoken = () => host.querySelector('[role="timer"] .sr-only')?.textContent

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(START)
})

afterEach(() => {
  if (root) act(() => root!.unmount())
  root = null
  document.body.innerHTML = ''
  vi.useRealTimers()
})

describe('countdown clock', () => {
  it('ticks every second', () => {
    mount({ endsAt: new Date(START + 2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 3_000).toISOString() })
    expect(digits()).toBe('02:03:04:03')
    act(() => vi.advanceTimersByTime(1000))
    expect(digits()).toBe('02:03:04:02')
    act(() => vi.advanceTimersByTime(1000))
    expect(digits()).toBe('02:03:04:01')
    act(() => vi.advanceTimersByTime(2000))
    expect(digits()).toBe('02:03:03:59')
  })

  it('changes the digits on the countdown’s own second boundaries', () => {
    mount({ endsAt: new Date(START + 10_500).toISOString() })
    expect(digits()).toBe('00:00:00:11')
    act(() => vi.advanceTimersByTime(499))
    expect(digits()).toBe('00:00:00:11')
    act(() => vi.advanceTimersByTime(1))
    expect(digits()).toBe('00:00:00:10')
    act(() => vi.advanceTimersByTime(999))
    expect(digits()).toBe('00:00:00:10')
    act(() => vi.advanceTimersByTime(1))
    expect(digits()).toBe('00:00:00:09')
  })

  it('shows the ended text at zero and stops ticking', () => {
    mount({ endsAt: new Date(START + 2000).toISOString(), endedText: 'Kampanjen är slut' })
    act(() => vi.advanceTimersByTime(1000))
    expect(digits()).toBe('00:00:00:01')
    act(() => vi.advanceTimersByTime(1000))
    expect(host.textContent).toBe('Kampanjen är slut')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stays at zeros without an ended text', () => {
    mount({ endsAt: new Date(START - 1).toISOString() })
    expect(digits()).toBe('00:00:00:00')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('tells screen readers the time left once a minute, not every second', () => {
    mount({ endsAt: new Date(START + 3_600_000 + 2 * 60_000 + 5_000).toISOString() })
    const timer = host.querySelector('[role="timer"]')!
    expect(spoken()).toBe('0 dagar, 1 timmar, 2 minuter')
    expect(timer.querySelector('ol')!.getAttribute('aria-hidden')).toBe('true')
    act(() => vi.advanceTimersByTime(5000))
    expect(digits()).toBe('00:01:02:00')
    expect(spoken()).toBe('0 dagar, 1 timmar, 2 minuter')
    act(() => vi.advanceTimersByTime(1000))
    expect(spoken()).toBe('0 dagar, 1 timmar, 1 minuter')
  })

  it('renders the server’s digits first, then catches up with the visitor’s clock', () => {
    const endsAt = new Date(START + 60_000).toISOString()
    const serverNow = START - 30_000 // a page rendered half a minute ago
    const html = renderToString(<CountdownClock endsAt={endsAt} now={serverNow} labels={labels} tone="light" />)
    expect(html).toContain('>01<')
    expect(html).toContain('>30<')
    host = document.body.appendChild(document.createElement('div'))
    host.innerHTML = html
    const recoverable = vi.fn()
    act(() => {
      root = hydrateRoot(host, <CountdownClock endsAt={endsAt} now={serverNow} labels={labels} tone="light" />, { onRecoverableError: recoverable })
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(digits()).toBe('00:00:01:00')
  })

  it('has no serious accessibility violations', async () => {
    mount({ endsAt: new Date(START + 90_000).toISOString() })
    vi.useRealTimers()
    const result = await axe.run(host)
    expect(result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([])
  })
})
