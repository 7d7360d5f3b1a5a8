// @vitest-environment happy-dom
import axe from 'axe-core'
import { act, useState, type ComponentProps } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { DatePicker } from './DatePicker'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const labels = { placeholder: 'Velg dato', previousMonth: 'Forrige måned', nextMonth: 'Neste måned' }
const TODAY = '2027-05-19' // a Wednesday

let root: Root | null = null

function Harness({ onChange, ...props }: Partial<ComponentProps<typeof DatePicker>>) {
  const [value, setValue] = useState<string | null>(props.value ?? null)
  return (
    <div>
      <span id="date-label">Ønsket dato</span>
      <DatePicker
        id="date"
        labelId="date-label"
        today={TODAY}
        min={TODAY}
        locale="nb-NO"
        labels={labels}
        {...props}
        value={value}
        onChange={(date) => {
          setValue(date)
          onChange?.(date)
        }}
      />
    </div>
  )
}

function mount(props: Partial<ComponentProps<typeof DatePicker>> = {}) {
  const host = document.body.appendChild(document.createElement('main'))
  root = createRoot(host)
  act(() => root!.render(<Harness {...props} />))
  return host
}

const field = () => document.getElementById('date') as HTMLButtonElement
const title = () => document.querySelector('[role="grid"]')!.getAttribute('aria-labelledby')!
const monthShown = () => document.getElementById(title())!.textContent
const focusedDay = () => (document.activeElement as HTMLElement).dataset.date
const button = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!
const tabbableDays = () => [...document.querySelectorAll<HTMLButtonElement>('button[data-date]')].filter((day) => day.tabIndex === 0)

function press(key: string, init: KeyboardEventInit = {}) {
  act(() => {
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }))
  })
}

function open() {
  act(() => field().click())
}

afterEach(() => {
  if (root) act(() => root!.unmount())
  root = null
  document.body.innerHTML = ''
})

describe('the date picker', () => {
  it('shows the placeholder in a labelled field and opens a calendar of 42 days from Monday', () => {
    mount()
    expect(field().getAttribute('aria-labelledby')).toBe('date-label date')
    expect(field().textContent).toBe('Velg dato')
    expect(field().getAttribute('aria-expanded')).toBe('false')
    open()
    expect(field().getAttribute('aria-expanded')).toBe('true')
    expect(monthShown()).toBe('Mai 2027')
    const days = [...document.querySelectorAll<HTMLButtonElement>('button[data-date]')]
    expect(days).toHaveLength(42)
    expect(days[0]!.dataset.date).toBe('2027-04-26')
    expect([...document.querySelectorAll('th .sr-only')].map((weekday) => weekday.textContent)).toEqual([
      'mandag',
      'tirsdag',
      'onsdag',
      'torsdag',
      'fredag',
      'lørdag',
      'søndag',
    ])
    // Focus goes to today, the only day in the tab order; today is marked.
    expect(focusedDay()).toBe(TODAY)
    expect(tabbableDays().map((day) => day.dataset.date)).toEqual([TODAY])
    expect(button('onsdag 19. mai 2027').getAttribute('aria-current')).toBe('date')
  })

  it('disables the days before the minimum and the previous month of the minimum’s month', () => {
    mount()
    open()
    expect(button('tirsdag 18. mai 2027').disabled).toBe(true)
    expect(button('onsdag 19. mai 2027').disabled).toBe(false)
    expect(button('Forrige måned').disabled).toBe(true)
    act(() => button('Neste måned').click())
    expect(monthShown()).toBe('Juni 2027')
    expect(button('Forrige måned').disabled).toBe(false)
    act(() => button('Forrige måned').click())
    expect(monthShown()).toBe('Mai 2027')
  })

  it('moves through the days by keyboard and chooses one with Enter', () => {
    const onChange = vi.fn()
    mount({ onChange })
    open()
    press('ArrowRight')
    expect(focusedDay()).toBe('2027-05-20')
    press('ArrowDown')
    expect(focusedDay()).toBe('2027-05-27')
    press('End')
    expect(focusedDay()).toBe('2027-05-30')
    press('Home')
    expect(focusedDay()).toBe('2027-05-24')
    press('ArrowUp')
    press('ArrowUp')
    // Not before the minimum.
    expect(focusedDay()).toBe(TODAY)
    press('ArrowLeft')
    expect(focusedDay()).toBe(TODAY)
    press('PageDown')
    expect(focusedDay()).toBe('2027-06-19')
    expect(monthShown()).toBe('Juni 2027')
    expect(tabbableDays().map((day) => day.dataset.date)).toEqual(['2027-06-19'])
    press('Enter')
    expect(onChange).toHaveBeenCalledWith('2027-06-19')
    // Chosen: the calendar closes and focus returns to the field, which shows the date.
    expect(document.querySelector('[role="grid"]')).toBeNull()
    expect(document.activeElement).toBe(field())
    expect(field().textContent).toBe('lørdag 19. juni 2027')
  })

  it('reopens on the chosen day, marked as selected, and chooses with Space across a year', () => {
    const onChange = vi.fn()
    mount({ onChange, value: '2027-12-30' })
    open()
    expect(monthShown()).toBe('Desember 2027')
    expect(focusedDay()).toBe('2027-12-30')
    expect(document.querySelector('button[data-date="2027-12-30"]')!.closest('td')!.getAttribute('aria-selected')).toBe('true')
    press('ArrowDown')
    expect(monthShown()).toBe('Januar 2028')
    press(' ')
    expect(onChange).toHaveBeenCalledWith('2028-01-06')
  })

  it('closes with Escape without choosing', () => {
    const onChange = vi.fn()
    mount({ onChange })
    open()
    press('ArrowRight')
    press('Escape')
    expect(document.querySelector('[role="grid"]')).toBeNull()
    expect(document.activeElement).toBe(field())
    expect(onChange).not.toHaveBeenCalled()
  })

  it('chooses a day by click, but not a disabled one', () => {
    const onChange = vi.fn()
    mount({ onChange })
    open()
    act(() => button('mandag 17. mai 2027').click())
    expect(onChange).not.toHaveBeenCalled()
    act(() => button('fredag 21. mai 2027').click())
    expect(onChange).toHaveBeenCalledWith('2027-05-21')
  })

  it('has no serious accessibility violations, closed or open', async () => {
    const host = mount()
    const serious = async () =>
      (await axe.run(host, { rules: { 'color-contrast': { enabled: false } } })).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)
    expect(await serious()).toEqual([])
    open()
    expect(await serious()).toEqual([])
  })
})
