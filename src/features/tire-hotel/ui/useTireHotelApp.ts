'use client'

import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'

import { trackPageImpression } from '@/lib/analytics/page-impression'

import { tireHotelClient } from '../client'
import { initialFlow, sessionOf, tireHotelFlow, type TireHotelAction, type TireHotelStep } from '../flow'
import { TIRE_HOTEL_PAGE_TYPE, trackStep } from '../flow-analytics'
import { loadSession, saveSession } from '../flow-storage'
import { TEXTS } from './texts'

const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage)

/**
 * The tire hotel's flow (spec 3 §2.5, §4.3): its steps in memory, its session kept in the tab's session storage,
 * each step reported once, and focus moved to the heading of a step the visitor moved to (inside `card`).
 */
export function useTireHotelApp() {
  const client = useMemo(() => tireHotelClient(), [])
  const [flow, dispatch] = useReducer(tireHotelFlow, initialFlow)
  const [restored, setRestored] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const card = useRef<HTMLDivElement>(null)
  const visitorMoved = useRef(false)
  const tracked = useRef<TireHotelStep | null>(null)

  useEffect(() => {
    dispatch({ type: 'restore', session: loadSession(session()) })
    setRestored(true)
  }, [])

  useEffect(() => {
    if (restored) saveSession(session(), sessionOf(flow))
  }, [flow, restored])

  // The page's impression, once its title is there (spec 3 §7).
  useEffect(() => trackPageImpression(TIRE_HOTEL_PAGE_TYPE), [])

  useEffect(() => {
    if (!restored || tracked.current === flow.step) return
    tracked.current = flow.step
    trackStep(flow.step)
  }, [flow.step, restored])

  useEffect(() => {
    // A step the visitor moved to gets focus on its heading (the code step puts it in its first box itself).
    if (!visitorMoved.current) return
    visitorMoved.current = false
    if (flow.step !== 'validate') card.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus()
  }, [flow.step])

  const act = useCallback((action: TireHotelAction) => {
    visitorMoved.current = true
    dispatch(action)
  }, [])

  const logout = () => {
    setNotice(null)
    act({ type: 'logout' })
  }
  const expired = () => {
    setNotice(TEXTS.sessionExpired)
    act({ type: 'logout' })
  }

  return { client, flow, dispatch, restored, notice, setNotice, card, act, logout, expired }
}
