// @vitest-environment happy-dom
import { act, type ComponentProps } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { COPY_CONFIRMATION_MS } from '../copy'
import { CopyButton } from './CopyButton'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

let root: Root
let writeText: ReturnType<typeof vi.fn>

function render(props: Partial<ComponentProps<typeof CopyButton>> = {}) {
  act(() => root.render(<CopyButton value="info@nordvik.se" label="Kopiera" copiedLabel="Kopierat" {...props} />))
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  writeText = vi.fn().mockResolvedValue(undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  root = createRoot(document.body.appendChild(document.createElement('div')))
})

afterEach(() => {
  act(() => root.unmount())
  document.body.innerHTML = ''
  vi.useRealTimers()
})

const button = () => document.querySelector('button')!
const status = () => document.querySelector('[role="status"]')!

describe('the copy button (spec 1 §4, §5)', () => {
  it('confirms a copy for exactly one second', () => {
    expect(COPY_CONFIRMATION_MS).toBe(1000)
  })

  it('is named for what it does, or for what it copies when told', () => {
    render()
    expect(button().getAttribute('title')).toBe('Kopiera')
    expect(button().textContent).toBe('Kopiera')
    expect(status().textContent).toBe('')
    render({ srLabel: 'Kopiera info@nordvik.se' })
    expect(button().textContent).toBe('Kopiera info@nordvik.se')
  })

  it('copies the value and confirms for exactly one second in a live region', async () => {
    render()
    await act(async () => button().click())
    expect(writeText).toHaveBeenCalledWith('info@nordvik.se')
    expect(status().textContent).toBe('Kopierat')
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1))
    expect(status().textContent).toBe('Kopierat')
    act(() => vi.advanceTimersByTime(1))
    expect(status().textContent).toBe('')
  })

  it('starts the second over when clicked again', async () => {
    render()
    await act(async () => button().click())
    act(() => vi.advanceTimersByTime(600))
    await act(async () => button().click())
    act(() => vi.advanceTimersByTime(600))
    expect(status().textContent).toBe('Kopierat')
    act(() => vi.advanceTimersByTime(400))
    expect(status().textContent).toBe('')
  })

  it('confirms nothing when the clipboard refuses', async () => {
    render()
    writeText.mockRejectedValue(new Error('denied'))
    await act(async () => button().click())
    expect(status().textContent).toBe('')
  })

  it('as a share button, floats the confirmation above and marks the button while it shows', async () => {
    render({ value: 'https://nordvik.se/nyheter', label: 'Kopiera länk', copiedLabel: 'Länken är kopierad', look: 'tooltip', className: 'round', copiedClassName: 'bg-accent' })
    expect(button().className).toBe('round')
    expect(status().className).toContain('opacity-0')
    await act(async () => button().click())
    expect(writeText).toHaveBeenCalledWith('https://nordvik.se/nyheter')
    expect(button().className).toBe('round bg-accent')
    expect(status().className).toContain('opacity-100')
    expect(status().textContent).toBe('Länken är kopierad')
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS))
    expect(button().className).toBe('round')
  })
})
