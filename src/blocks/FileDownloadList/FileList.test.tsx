// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'

import { FILES_SHOWN_WHEN_COLLAPSED, FileList, type DownloadFile } from './FileList'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const files: DownloadFile[] = ['Prislista', 'Broschyr', 'Villkor', 'Utrustning', 'Garanti'].map((title, index) => ({
  key: String(index),
  title,
  description: null,
  href: `/-/media/${title.toLowerCase()}.pdf`,
  meta: 'PDF · 240 kB',
  type: 'PDF',
}))
const labels = { showAll: 'Visa alla', showFewer: 'Visa färre', download: 'Ladda ned' }

let root: Root | null = null
function render(list: DownloadFile[], collapsedByDefault: boolean) {
  root = createRoot(document.body.appendChild(document.createElement('div')))
  act(() => root!.render(<FileList files={list} collapsedByDefault={collapsedByDefault} labels={labels} />))
}

afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.innerHTML = ''
})

// Hidden files carry the `hidden` class (undone by `noscript:` without scripts); happy-dom has no Tailwind.
const shownTitles = () => [...document.querySelectorAll('li:not(.hidden) a')].map((link) => link.firstChild?.textContent)
const toggle = () => document.querySelector('button')!

describe('the file-download list (spec 1 §2.3)', () => {
  it('shows the first 3 files when collapsed by default, with a button for all', () => {
    render(files, true)
    expect(FILES_SHOWN_WHEN_COLLAPSED).toBe(3)
    expect(shownTitles()).toEqual(['Prislista', 'Broschyr', 'Villkor'])
    expect(document.querySelectorAll('li')).toHaveLength(5)
    expect(toggle().textContent).toBe('Visa alla (5)')
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    expect(toggle().getAttribute('aria-controls')).toBe(document.querySelector('ul')!.id)
  })

  it('shows every file after the click, and the first 3 again after "Visa färre"', () => {
    render(files, true)
    act(() => toggle().click())
    expect(shownTitles()).toEqual(['Prislista', 'Broschyr', 'Villkor', 'Utrustning', 'Garanti'])
    expect(toggle().textContent).toBe('Visa färre')
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    act(() => toggle().click())
    expect(shownTitles()).toHaveLength(3)
  })

  it('shows every file when not collapsed by default', () => {
    render(files, false)
    expect(shownTitles()).toHaveLength(5)
    expect(toggle().textContent).toBe('Visa färre')
  })

  it('has no button when there are 3 files or fewer', () => {
    render(files.slice(0, 3), true)
    expect(shownTitles()).toHaveLength(3)
    expect(document.querySelector('button')).toBeNull()
  })

  it('links each file for download and says what it is', () => {
    render(files, true)
    const link = document.querySelector('a')!
    expect(link.getAttribute('href')).toBe('/-/media/prislista.pdf')
    expect(link.hasAttribute('download')).toBe(true)
    expect(link.textContent).toBe('Prislista, Ladda ned (PDF · 240 kB)')
  })
})
