// @vitest-environment happy-dom
import axe from 'axe-core'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

import type { Site } from '@/payload-types'

import type { FooterView } from '../footer'
import { SiteFooter } from './SiteFooter'

const site = { id: 1, key: 'nordvik', name: 'Nordvik Bil', locales: ['sv-SE'], defaultLocale: 'sv-SE' } as unknown as Site
const image = (name: string) => ({ src: `/-/media/${name}`, srcSet: null, width: 200, height: 80 })

const footer: FooterView = {
  brands: {
    heading: 'Våra märken',
    items: [
      { name: 'Volvo', href: '/kop-bil?car_brand=Volvo', logo: image('volvo.png'), logoBlackAndWhite: image('volvo-bw.png') },
      { name: 'Kia', href: '/kop-bil?car_brand=Kia', logo: image('kia.svg'), logoBlackAndWhite: null },
    ],
  },
  columns: [
    {
      title: 'Kontakt',
      description: 'Vi svarar inom en arbetsdag.',
      links: [
        { kind: 'contact', label: 'info@nordvik.se', href: 'mailto:info@nordvik.se', value: 'info@nordvik.se' },
        { kind: 'cookie-settings', label: 'Cookie-inställningar' },
      ],
    },
    {
      title: 'Om oss',
      description: null,
      links: [
        { kind: 'link', label: 'Om Nordvik', href: '/om-oss', newTab: false },
        { kind: 'link', label: 'Karriär', href: 'https://jobb.example.se', newTab: true },
      ],
    },
  ],
  columnsSpanTwo: true,
  highlightedLink: { label: 'Boka service', href: '/service', newTab: false },
  socialLinks: [{ name: 'Instagram', href: 'https://instagram.com/nordvik', icon: 'instagram' }],
  infoBlocks: [{ heading: 'Nordvik Bil AB', text: 'Org.nr 556000-0000' }],
  infoFieldOneChildFullWidth: true,
}

function render(view: FooterView | null) {
  document.body.innerHTML = `<main></main>${renderToStaticMarkup(<SiteFooter site={site} homeHref="/" footer={view} dictionary={{}} />)}`
  return document.querySelector('footer')!
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the site footer (spec 1 §2.5)', () => {
  it('links each brand logo to the car list, the black-and-white logo being decorative', () => {
    const element = render(footer)
    const volvo = element.querySelector<HTMLAnchorElement>('a[href="/kop-bil?car_brand=Volvo"]')!
    const logos = [...volvo.querySelectorAll('img')]
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(['Volvo', ''])
    expect(logos[0]!.className).toContain('group-hover:opacity-100')
    expect(element.querySelector('a[href="/kop-bil?car_brand=Kia"] img')?.className).not.toContain('opacity-0')
    expect(element.querySelector('#footer-brands-heading')?.textContent).toBe('Våra märken')
  })

  it('shows columns as headed lists in a footer navigation spanning two columns', () => {
    const element = render(footer)
    const nav = element.querySelector('nav')!
    expect(nav.getAttribute('aria-label')).toBe('Sidfotsmeny')
    expect([...nav.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(['Kontakt', 'Om oss'])
    expect(nav.querySelector('.grid')?.className).toContain('sm:grid-cols-2')
    expect(nav.querySelector('.grid')?.className).not.toContain('grid-cols-3')
    expect(nav.querySelectorAll('ul > li')).toHaveLength(4)
  })

  it('gives mailto links a copy button and makes the cookie-settings item a button', () => {
    const element = render(footer)
    const address = element.querySelector('a[href="mailto:info@nordvik.se"]')!
    expect(address.textContent).toBe('info@nordvik.se')
    // A long address wraps after its '@' in a narrow column rather than running into the next one.
    expect(address.innerHTML).toBe('<span class="whitespace-nowrap">info@</span><wbr><span class="whitespace-nowrap">nordvik.se</span>')
    const buttons = [...element.querySelectorAll('button')].map((button) => button.textContent)
    expect(buttons).toContain('Kopiera info@nordvik.se')
    expect(buttons).toContain('Cookie-inställningar')
    expect(element.querySelector('[role="status"]')).not.toBeNull()
  })

  it('marks links that open in a new tab', () => {
    const element = render(footer)
    const career = element.querySelector<HTMLAnchorElement>('a[href="https://jobb.example.se"]')!
    expect(career.target).toBe('_blank')
    expect(career.textContent).toBe('Karriär (öppnas i ny flik)')
    expect(career.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    expect(element.querySelector('a[href="/om-oss"]')?.getAttribute('target')).toBeNull()
  })

  it('shows the highlighted link, social icons named after their network and the info block', () => {
    const element = render(footer)
    expect(element.querySelector('a[href="/service"]')?.textContent).toBe('Boka service')
    const instagram = element.querySelector<HTMLAnchorElement>('a[href="https://instagram.com/nordvik"]')!
    expect(instagram.textContent).toBe('Instagram (öppnas i ny flik)')
    expect(instagram.target).toBe('_blank')
    expect(element.querySelector('ul[aria-labelledby="footer-social-heading"]')).not.toBeNull()
    const info = [...element.querySelectorAll('h2')].find((heading) => heading.textContent === 'Nordvik Bil AB')!.parentElement!
    expect(info.className).toContain('md:col-span-2')
  })

  it('gives a single info block half the width unless the editor asks for full width', () => {
    const element = render({ ...footer, infoFieldOneChildFullWidth: false })
    expect(element.innerHTML).not.toContain('md:col-span-2')
  })

  it('uses up to four grid columns when there are more than two', () => {
    const column = footer.columns[1]!
    const element = render({ ...footer, columns: [column, column, column, column], columnsSpanTwo: false })
    expect(element.querySelector('nav .grid')?.className).toContain('xl:grid-cols-4')
  })

  it('shows only the bottom bar without a footer document', () => {
    const element = render(null)
    expect(element.querySelector('nav')).toBeNull()
    expect(element.querySelectorAll('a')).toHaveLength(1)
    expect(element.textContent).toContain(`© ${new Date().getFullYear()} Nordvik Bil. Alla rättigheter förbehållna.`)
  })

  it('has no accessibility violations axe can find without layout', async () => {
    render(footer)
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([])
  })
})
