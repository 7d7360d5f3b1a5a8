// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import type { MenuEntry } from '../menu'
import { CompactMenu, type CompactMenuTexts } from './CompactMenu'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const texts: CompactMenuTexts = {
  menu: 'Meny',
  closeMenu: 'Stäng menyn',
  navigation: 'Huvudmeny',
  back: 'Tillbaka',
  allOf: 'Allt inom',
  showSubmenu: 'Visa undersidor till',
  opensInNewTab: '(öppnas i ny flik)',
  language: 'Språk',
}
const entry = (id: string, label: string, children: MenuEntry[] = []): MenuEntry => ({ id, label, href: `https://nordvik.se/${id}`, newTab: false, image: null, children })
const entries = [entry('kop-bil', 'Köp bil', [entry('begagnat', 'Begagnade bilar'), entry('nya', 'Nya bilar')]), entry('verkstad', 'Verkstad')]

let root: Root
beforeEach(() => {
  root = createRoot(document.body.appendChild(document.createElement('div')))
})
afterEach(() => {
  act(() => root.unmount())
  document.body.innerHTML = ''
})

const button = () => document.querySelector<HTMLButtonElement>('button[aria-controls]')!
const panel = () => document.getElementById(button().getAttribute('aria-controls')!)!
const links = () => [...panel().querySelectorAll('a')].map((link) => link.textContent)

describe('the compact menu (spec 1 §4)', () => {
  it('sends no links in the page before it is opened: the closed panel is hidden and needs JavaScript to open', () => {
    const html = renderToString(<CompactMenu entries={entries} extraItems={[]} languages={[]} texts={texts} />)
    expect(html).toContain('Meny')
    expect(html).not.toContain('Köp bil')
    expect(html).not.toContain('href=')
  })

  it('renders its links on the first opening and keeps them, with their state, when closed and opened again', () => {
    act(() => root.render(<CompactMenu entries={entries} extraItems={[]} languages={[]} texts={texts} />))
    expect(panel().hidden).toBe(true)
    expect(links()).toEqual([])

    act(() => button().click())
    expect(panel().hidden).toBe(false)
    expect(links()).toEqual(['Köp bil', 'Begagnade bilar', 'Nya bilar', 'Verkstad'])
    const toggle = panel().querySelector<HTMLButtonElement>('button[data-expandable]')!
    act(() => toggle.click())
    expect(toggle.getAttribute('aria-expanded')).toBe('true')

    act(() => button().click())
    expect(panel().hidden).toBe(true)
    expect(links()).toEqual(['Köp bil', 'Begagnade bilar', 'Nya bilar', 'Verkstad'])
    act(() => button().click())
    expect(panel().querySelector('button[data-expandable]')!.getAttribute('aria-expanded')).toBe('true')
  })
})
