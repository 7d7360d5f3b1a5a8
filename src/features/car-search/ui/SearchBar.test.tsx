// @vitest-environment happy-dom
import axe from 'axe-core'
import { act, type ComponentProps } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SearchBar } from './SearchBar'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

type Page = Window & { dataLayer?: unknown[] }
const labels = { label: 'Sök bil', button: 'Sök', clear: 'Töm sökfältet' }
const PLACEHOLDER = 'Sök på märke, modell eller utrustning'

let root: Root | null = null
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>

function mount(props: Partial<ComponentProps<typeof SearchBar>> = {}) {
  const host = document.body.appendChild(document.createElement('main'))
  root = createRoot(host)
  act(() => root!.render(<SearchBar searchUrl="/kop-bil" placeholder={PLACEHOLDER} labels={labels} {...props} />))
  return host
}

const field = () => document.querySelector<HTMLInputElement>('input[type="search"]')!
const submitButton = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!
const clearButton = () => document.querySelector<HTMLButtonElement>('button[aria-label="Töm sökfältet"]')

function type(value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field(), value)
    field().dispatchEvent(new Event('input', { bubbles: true }))
  })
}

function desktopWidth(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ media: query, matches, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
  )
}

beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>()
  vi.spyOn(window.location, 'assign').mockImplementation(assign)
})

afterEach(() => {
  if (root) act(() => root!.unmount())
  root = null
  document.body.innerHTML = ''
  delete (window as Page).dataLayer
  vi.restoreAllMocks()
})

describe('hero search bar', () => {
  it('renders a labelled search field with the search button disabled and no clear button', () => {
    const html = renderToStaticMarkup(<SearchBar searchUrl="/kop-bil" placeholder={PLACEHOLDER} labels={labels} />)
    expect(html).toContain('role="search"')
    expect(html).toMatch(/<label for="([^"]+)" class="sr-only">Sök bil<\/label>/)
    expect(html).toContain(`placeholder="${PLACEHOLDER}"`)
    expect(html).toMatch(/<button type="submit" disabled=""/)
    expect(html).not.toContain('Töm sökfältet')
  })

  it('enables the search button only for a keyphrase that is not blank', () => {
    mount()
    expect(submitButton().disabled).toBe(true)
    type('   ')
    expect(submitButton().disabled).toBe(true)
    type('volvo')
    expect(submitButton().disabled).toBe(false)
  })

  it('clears the field with the clear button and puts focus back in it', () => {
    mount()
    type('xc60')
    expect(clearButton()).not.toBeNull()
    act(() => clearButton()!.click())
    expect(field().value).toBe('')
    expect(document.activeElement).toBe(field())
    expect(clearButton()).toBeNull()
    expect(submitButton().disabled).toBe(true)
  })

  it('goes to the search address with the keyphrase and tells the data layer first', () => {
    mount({ searchUrl: '/kop-bil?fuel=el', trackAs: 'start page' })
    type(' Volvo XC60 ')
    act(() => submitButton().click())
    expect(assign).toHaveBeenCalledWith('/kop-bil?fuel=el&keyphrase=Volvo%20XC60')
    expect((window as Page).dataLayer).toEqual([{ event: 'search', search_type: 'start page', search_term: 'Volvo XC60' }])
  })

  it('searches on Enter, and pushes no event when not asked to', () => {
    mount()
    type('kombi')
    act(() => field().form!.requestSubmit())
    expect(assign).toHaveBeenCalledWith('/kop-bil?keyphrase=kombi')
    expect((window as Page).dataLayer).toBeUndefined()
  })

  it('does not leave the page for an empty keyphrase, even when the form is submitted', () => {
    mount({ trackAs: 'start page' })
    act(() => field().form!.requestSubmit())
    expect(assign).not.toHaveBeenCalled()
    expect((window as Page).dataLayer).toBeUndefined()
  })

  it('shows the desktop placeholder from 1024 px', () => {
    desktopWidth(true)
    mount({ placeholderDesktop: 'Sök bland 2 000 bilar i lager' })
    expect(field().placeholder).toBe('Sök bland 2 000 bilar i lager')
  })

  it('keeps the phone placeholder below 1024 px', () => {
    desktopWidth(false)
    mount({ placeholderDesktop: 'Sök bland 2 000 bilar i lager' })
    expect(field().placeholder).toBe(PLACEHOLDER)
  })

  it('has no serious accessibility violations, empty or filled', async () => {
    const host = mount()
    const serious = async () =>
      (await axe.run(host, { rules: { 'color-contrast': { enabled: false } } })).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id)
    expect(await serious()).toEqual([])
    type('elbil')
    expect(await serious()).toEqual([])
  })
})
