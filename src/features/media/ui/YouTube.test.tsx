// @vitest-environment happy-dom
import axe from 'axe-core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import { YouTube } from './YouTube'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
// The test browser would otherwise really load the player; only what the page asks for is under test.
;(window as unknown as { happyDOM: { settings: { navigation: { disableChildFrameNavigation: boolean } } } }).happyDOM.settings.navigation.disableChildFrameNavigation = true

const ID = 'dQw4w9WgXcQ'
const poster = { src: '/-/media/poster-1280.webp', srcSet: '/-/media/poster-640.webp 640w, /-/media/poster-1280.webp 1280w', alt: 'En elbil i snö' }
let root: Root | null = null

function mount(props: Partial<Parameters<typeof YouTube>[0]> = {}) {
  const host = document.body.appendChild(document.createElement('main'))
  root = createRoot(host)
  act(() => root!.render(<YouTube id={ID} title="Provkör nya EX30" playLabel="Spela upp videon från YouTube" poster={poster} {...props} />))
  return host
}

afterEach(() => {
  if (root) act(() => root!.unmount())
  root = null
  document.body.innerHTML = ''
})

describe('YouTube player', () => {
  it('asks YouTube for nothing before the click: our poster and a named play button only', () => {
    const html = renderToStaticMarkup(<YouTube id={ID} title="Provkör nya EX30" playLabel="Spela upp videon från YouTube" poster={poster} />)
    expect(html).not.toContain('<iframe')
    expect(html).not.toMatch(/(https?:)?\/\/[^"]*(youtube|ytimg|google)/i)
    expect(html).toContain('src="/-/media/poster-1280.webp"')
    expect(html).toContain('aria-label="Spela upp videon från YouTube: Provkör nya EX30"')
  })

  it('shows a branded placeholder with the title when there is no poster', () => {
    const html = renderToStaticMarkup(<YouTube id={ID} title="Provkör nya EX30" playLabel="Spela upp" poster={null} />)
    expect(html).not.toContain('<img')
    expect(html).toContain('Provkör nya EX30')
  })

  it('inserts the privacy-enhanced player on click and moves focus into it', () => {
    const host = mount()
    act(() => host.querySelector('button')!.click())
    const frame = host.querySelector('iframe')!
    expect(frame.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`)
    expect(frame.getAttribute('title')).toBe('Provkör nya EX30')
    expect(frame.getAttribute('allow')).toBe('autoplay; encrypted-media; picture-in-picture')
    expect(frame.hasAttribute('allowfullscreen')).toBe(true)
    expect(host.querySelector('button')).toBeNull()
    expect(document.activeElement).toBe(frame)
  })

  it('accepts a pasted address and renders nothing for an id that is not one', () => {
    const host = mount({ id: `https://youtu.be/${ID}` })
    act(() => host.querySelector('button')!.click())
    expect(host.querySelector('iframe')!.getAttribute('src')).toContain(`/embed/${ID}?`)
    expect(renderToStaticMarkup(<YouTube id={'x" onload="alert(1)'} title="t" playLabel="p" />)).toBe('')
  })

  it('has no serious accessibility violations before or after playing', async () => {
    const host = mount()
    const check = async () => {
      const result = await axe.run(host, { iframes: false, rules: { 'color-contrast': { enabled: false } } })
      return result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)
    }
    expect(await check()).toEqual([])
    act(() => host.querySelector('button')!.click())
    expect(await check()).toEqual([])
  })
})
