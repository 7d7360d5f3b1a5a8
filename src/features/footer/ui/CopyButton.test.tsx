// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { COPY_CONFIRMATION_MS } from '../footer'
import { CopyButton } from './CopyButton'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

let root: Root
let writeText: ReturnType<typeof vi.fn>

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  writeText = vi.fn().mockResolvedValue(undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  const host = document.body.appendChild(document.createElement('div'))
  root = createRoot(host)
  act(() => root.render(<CopyButton value="info@nordvik.se" copyText="Kopiera" copiedText="Kopierat" />))
})

afterEach(() => {
  act(() => root.unmount())
  document.body.innerHTML = ''
  vi.useRealTimers()
})

const button = () => document.querySelector('button')!
const status = () => document.querySelector('[role="status"]')!

describe('the copy button (spec 1 §4, §5)', () => {
  it('is named for screen readers with what it copies', () => {
    expect(button().textContent).toBe('Kopiera info@nordvik.se')
    expect(status().textContent).toBe('')
  })

  it('copies the value and confirms for exactly one second in a live region', async () => {
    await act(async () => button().click())
    expect(writeText).toHaveBeenCalledWith('info@nordvik.se')
    expect(status().textContent).toBe('Kopierat')
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1))
    expect(status().textContent).toBe('Kopierat')
    act(() => vi.advanceTimersByTime(1))
    expect(status().textContent).toBe('')
  })

  it('starts the second over when clicked again', async () => {
    await act(async () => button().click())
    act(() => vi.advanceTimersByTime(600))
    await act(async () => button().click())
    act(() => vi.advanceTimersByTime(600))
    expect(status().textContent).toBe('Kopierat')
    act(() => vi.advanceTimersByTime(400))
    expect(status().textContent).toBe('')
  })

  it('confirms nothing when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'))
    await act(async () => button().click())
    expect(status().textContent).toBe('')
  })
})
