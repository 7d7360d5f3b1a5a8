// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { axeViolations } from '@/blocks/test-context'
import type { CarMediaAnswer } from '@/features/media/ports'

import { turntableFrameUrls } from '../turntable'
import { MediaSwitcher } from './MediaSwitcher'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

let root: Root | null = null
const frames = turntableFrameUrls('exterior', '#8a1c1c', 36)

function serve(answer: CarMediaAnswer | 'fail') {
  vi.stubGlobal('fetch', async () => (answer === 'fail' ? new Response('{}', { status: 500 }) : new Response(JSON.stringify(answer), { status: 200 })))
}

async function mount() {
  const host = document.body.appendChild(document.createElement('main'))
  root = createRoot(host)
  await act(async () => root!.render(<MediaSwitcher regNo="NV21 ABC" gallery={<p>the gallery</p>} />))
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)))
  return host
}

afterEach(() => {
  if (root) act(() => root!.unmount())
  root = null
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('the media switcher', () => {
  it('shows only the gallery when the car has no other views, or they fail to load (logged)', async () => {
    serve({ videoUrl: null, images360: [], internal360: [], hasVideo: false, hasInternal360: false, has360: false })
    let host = await mount()
    expect(host.textContent).toBe('the gallery')
    expect(host.querySelector('button')).toBeNull()
    act(() => root!.unmount())
    document.body.innerHTML = ''
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    serve('fail')
    host = await mount()
    expect(host.textContent).toBe('the gallery')
    expect(warn).toHaveBeenCalled()
  })

  it('has a button for each view that exists, and the exterior turns a frame every 150 ms until dragged', async () => {
    serve({ videoUrl: null, images360: frames, internal360: [], hasVideo: false, hasInternal360: false, has360: true })
    const host = await mount()
    expect([...host.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Images', 'Exterior 360°'])
    vi.useFakeTimers()
    act(() => host.querySelectorAll('button')[1]!.click())
    const turntable = host.querySelector('[role="slider"]') as HTMLElement
    expect(turntable.getAttribute('aria-valuenow')).toBe('0')
    act(() => vi.advanceTimersByTime(150 * 3))
    expect(turntable.getAttribute('aria-valuenow')).toBe('3')
    expect(host.querySelector('img')!.getAttribute('src')).toBe(frames[3])
    // Dragged 26 px to the right: five frames on, and the turning stops.
    act(() => turntable.dispatchEvent(new PointerEvent('pointerdown', { clientX: 100, pointerId: 1, bubbles: true })))
    act(() => turntable.dispatchEvent(new PointerEvent('pointermove', { clientX: 126, pointerId: 1, bubbles: true })))
    act(() => turntable.dispatchEvent(new PointerEvent('pointerup', { clientX: 126, pointerId: 1, bubbles: true })))
    expect(turntable.getAttribute('aria-valuenow')).toBe('8')
    act(() => vi.advanceTimersByTime(1500))
    expect(turntable.getAttribute('aria-valuenow')).toBe('8')
    act(() => turntable.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true })))
    expect(turntable.getAttribute('aria-valuenow')).toBe('7')
    vi.useRealTimers()
    expect(await axeViolations()).toEqual([])
  })
})
