import { describe, expect, it, vi } from 'vitest'

import type { Footer, Media, Page, Site } from '@/payload-types'

import { balancedColumns, brandGrid, contactValue, toFooterView, type FooterContext } from './footer'

const site = { locales: ['sv-SE', 'en'], defaultLocale: 'sv-SE' } as Pick<Site, 'locales' | 'defaultLocale'>
const context: FooterContext = { site, locale: 'sv-SE', carListPath: '/kop-bil/alla-bilar-i-lager' }

const media = (filename: string | null, extra: Partial<Media> = {}) => ({ id: 1, alt: 'logo', filename, width: 200, height: 80, ...extra }) as Media
const page = (path: string) => ({ id: 7, path }) as Page
const footer = (fields: Partial<Footer>): Footer => ({ id: 1, title: 'Footer', site: 1, updatedAt: '', createdAt: '', ...fields })
const external = (url: string, newTab = false) => ({ type: 'external' as const, url, newTab })
const column = (items: NonNullable<NonNullable<Footer['columns']>[number]['items']>, title = 'Kontakt') => ({ title, items })

describe('footer brands (spec 1 §2.5, §5)', () => {
  const brands = [
    { name: 'Volvo', logo: media('volvo.png'), logoBlackAndWhite: media('volvo-bw.png') },
    { name: 'Land Rover', logo: media('land-rover.svg', { width: null, height: null }) },
    { name: 'Utan logga', logo: null },
    { name: 'Bara id', logo: 12 },
    { name: 'Utan fil', logo: media(null) },
  ]

  it('shows brands with a logo, each linking to the car list filtered on the brand', () => {
    const view = toFooterView(footer({ showBrands: true, brandsHeading: 'Våra märken', brands }), context)
    expect(view.brands?.heading).toBe('Våra märken')
    expect(view.brands?.items.map((brand) => brand.name)).toEqual(['Volvo', 'Land Rover'])
    expect(view.brands?.items[0]).toMatchObject({
      href: '/kop-bil/alla-bilar-i-lager?car_brand=Volvo',
      logo: { src: '/-/media/volvo.png', width: 200, height: 80 },
      logoBlackAndWhite: { src: '/-/media/volvo-bw.png' },
    })
    expect(view.brands?.items[1]).toMatchObject({ href: '/kop-bil/alla-bilar-i-lager?car_brand=Land%20Rover', logoBlackAndWhite: null })
  })

  it('hides the list when ShowBrands is off, the heading is blank or no brand has a logo', () => {
    const on = { showBrands: true, brandsHeading: 'Märken', brands }
    expect(toFooterView(footer({ ...on, showBrands: false }), context).brands).toBeNull()
    expect(toFooterView(footer({ ...on, showBrands: null }), context).brands).toBeNull()
    expect(toFooterView(footer({ ...on, brandsHeading: '   ' }), context).brands).toBeNull()
    expect(toFooterView(footer({ ...on, brands: [{ name: 'Volvo', logo: null }] }), context).brands).toBeNull()
    expect(toFooterView(footer({ ...on, brands: null }), context).brands).toBeNull()
  })

  it('drops a brand without a name', () => {
    const view = toFooterView(footer({ showBrands: true, brandsHeading: 'Märken', brands: [{ name: ' ', logo: media('x.png') }] }), context)
    expect(view.brands).toBeNull()
  })

  it('shows the logos without links on a site without a car list', () => {
    const view = toFooterView(footer({ showBrands: true, brandsHeading: 'Märken', brands }), { ...context, carListPath: null })
    expect(view.brands?.items.map((brand) => brand.href)).toEqual([null, null])
  })
})

describe('footer columns and links', () => {
  it('keeps title, description and links, dropping links that go nowhere', () => {
    const view = toFooterView(
      footer({
        columns: [
          {
            title: ' Om oss ',
            description: 'Bilhandlare sedan 1962.',
            items: [
              { label: 'Om oss', action: 'link', link: { type: 'internal', page: page('/om-oss') } },
              { label: 'Karriär', action: 'link', link: external('https://jobb.example.se', true) },
              { label: 'Borttagen sida', action: 'link', link: { type: 'internal', page: 99 } },
              { label: 'Tom', action: 'link', link: external('') },
              { label: 'Utan mål', action: 'link' },
              { label: '  ', action: 'link', link: external('https://example.se') },
            ],
          },
        ],
      }),
      context,
    )
    expect(view.columns).toEqual([
      {
        title: 'Om oss',
        description: 'Bilhandlare sedan 1962.',
        links: [
          { kind: 'link', label: 'Om oss', href: '/om-oss', newTab: false },
          { kind: 'link', label: 'Karriär', href: 'https://jobb.example.se', newTab: true },
        ],
      },
    ])
  })

  it('links pages in the visitor’s language', () => {
    const view = toFooterView(footer({ columns: [column([{ label: 'About', action: 'link', link: { type: 'internal', page: page('/om-oss') } }])] }), {
      ...context,
      locale: 'en',
    })
    expect(view.columns[0]?.links[0]).toMatchObject({ href: '/en/om-oss' })
  })

  it('makes a cookie-settings item an opener, whatever link it carries', () => {
    const view = toFooterView(footer({ columns: [column([{ label: 'Cookie-inställningar', action: 'cookie-settings', link: external('https://x.se') }])] }), context)
    expect(view.columns[0]?.links).toEqual([{ kind: 'cookie-settings', label: 'Cookie-inställningar' }])
  })

  it('gives mailto and tel links a value to copy, without the prefix or a query', () => {
    const view = toFooterView(
      footer({
        columns: [
          column([
            { label: 'info@nordvik.se', action: 'link', link: external('mailto:info@nordvik.se?subject=Hej') },
            { label: 'Ring oss', action: 'link', link: external('tel:+46101234567', true) },
            { label: 'Växeln', action: 'link', link: external('TEL:010-123%2045%2067') },
            { label: 'Tom adress', action: 'link', link: external('mailto:') },
          ]),
        ],
      }),
      context,
    )
    expect(view.columns[0]?.links).toEqual([
      { kind: 'contact', label: 'info@nordvik.se', href: 'mailto:info@nordvik.se?subject=Hej', value: 'info@nordvik.se' },
      { kind: 'contact', label: 'Ring oss', href: 'tel:+46101234567', value: '+46101234567' },
      { kind: 'contact', label: 'Växeln', href: 'TEL:010-123%2045%2067', value: '010-123 45 67' },
    ])
  })

  it('reads a contact value, keeping a malformed escape as written', () => {
    expect(contactValue('mailto:a@b.se')).toBe('a@b.se')
    expect(contactValue('tel:100%')).toBe('100%')
    expect(contactValue('https://example.se')).toBeNull()
    expect(contactValue('tel:  ')).toBeNull()
  })

  it('drops empty columns and tolerates missing rows', () => {
    const columns = [null, { title: '', items: null }, column([], 'Bara rubrik'), { title: '', description: 'Bara text' }] as unknown as Footer['columns']
    const view = toFooterView(footer({ columns }), context)
    expect(view.columns.map((item) => item.title ?? item.description)).toEqual(['Bara rubrik', 'Bara text'])
  })

  it('spans two grid columns when there are two or fewer columns (spec 1 §9)', () => {
    const many = (count: number) => footer({ columns: Array.from({ length: count }, (_, index) => column([], `Kolumn ${index}`)) })
    expect(toFooterView(many(0), context).columnsSpanTwo).toBe(true)
    expect(toFooterView(many(1), context).columnsSpanTwo).toBe(true)
    expect(toFooterView(many(2), context).columnsSpanTwo).toBe(true)
    expect(toFooterView(many(3), context).columnsSpanTwo).toBe(false)
    expect(toFooterView(many(6), context).columnsSpanTwo).toBe(false)
  })
})

describe('the highlighted link', () => {
  it('needs a label and a target', () => {
    const link = { type: 'internal' as const, page: page('/boka-service') }
    expect(toFooterView(footer({ highlightedLink: { label: 'Boka service', link } }), context).highlightedLink).toEqual({
      label: 'Boka service',
      href: '/boka-service',
      newTab: false,
    })
    expect(toFooterView(footer({ highlightedLink: { label: ' ', link } }), context).highlightedLink).toBeNull()
    expect(toFooterView(footer({ highlightedLink: { label: 'Boka service' } }), context).highlightedLink).toBeNull()
    expect(toFooterView(footer({}), context).highlightedLink).toBeNull()
  })
})

describe('social links (spec 1 §5, §8)', () => {
  it('maps names to icons and skips, with a log, a network without one', () => {
    const log = vi.fn()
    const view = toFooterView(
      footer({
        socialLinks: [
          { name: 'Facebook', url: 'https://facebook.com/nordvik' },
          { name: 'Twitter', url: 'https://twitter.com/nordvik' },
          { name: 'MySpace', url: 'https://myspace.com/nordvik' },
          { name: 'Instagram', url: 'javascript:alert(1)' },
          { name: 'YouTube', url: '' },
        ],
      }),
      { ...context, log },
    )
    expect(view.socialLinks).toEqual([
      { name: 'Facebook', href: 'https://facebook.com/nordvik', icon: 'facebook' },
      { name: 'Twitter', href: 'https://twitter.com/nordvik', icon: 'x' },
    ])
    expect(log).toHaveBeenCalledTimes(1)
    expect(log).toHaveBeenCalledWith('Icon not found', { name: 'MySpace' })
  })

  it('works without a logger', () => {
    expect(toFooterView(footer({ socialLinks: [{ name: 'Okänd', url: 'https://x.se' }] }), context).socialLinks).toEqual([])
  })
})

describe('info blocks (spec 1 §5)', () => {
  it('shows a block only with a heading or a text', () => {
    const view = toFooterView(
      footer({ infoField1: { heading: ' ', text: '' }, infoField2: { heading: null, text: 'Org.nr 556000-0000' }, infoFieldOneChildFullWidth: true }),
      context,
    )
    expect(view.infoBlocks).toEqual([{ heading: null, text: 'Org.nr 556000-0000' }])
    expect(view.infoFieldOneChildFullWidth).toBe(true)
  })

  it('keeps both blocks in order', () => {
    const view = toFooterView(footer({ infoField1: { heading: 'Öppettider' }, infoField2: { heading: 'Adress', text: 'Storgatan 1' } }), context)
    expect(view.infoBlocks.map((block) => block.heading)).toEqual(['Öppettider', 'Adress'])
    expect(view.infoFieldOneChildFullWidth).toBe(false)
  })
})

describe('an empty footer document', () => {
  it('shows nothing but does not fail', () => {
    expect(toFooterView(footer({}), context)).toEqual({
      brands: null,
      columns: [],
      columnsSpanTwo: true,
      highlightedLink: null,
      socialLinks: [],
      infoBlocks: [],
      infoFieldOneChildFullWidth: false,
    })
  })
})

describe('the brand tiles’ grid', () => {
  it('fills even rows at every width, leaving no tile alone in a row where the count allows it', () => {
    expect([4, 5, 6, 7, 8].map((count) => balancedColumns(count, 3))).toEqual([2, 3, 3, 3, 3])
    expect([4, 5, 6, 7, 8].map((count) => balancedColumns(count, 4))).toEqual([4, 3, 3, 4, 4])
    // Seven tiles three to a row cannot help leaving one alone.
    for (const count of [1, 2, 3, 4, 5, 6, 8]) {
      for (const max of [3, 4, 6, 8]) {
        const columns = balancedColumns(count, max)
        const lastRow = count % columns || columns
        expect(columns, `${count} at most ${max} to a row`).toBeLessThanOrEqual(max)
        if (count > 1 && columns > 1) expect(lastRow, `${count} at most ${max} to a row`).toBeGreaterThan(1)
      }
    }
  })

  it('gives the classes of each width, and one row of them all on a wide screen', () => {
    expect(brandGrid(4)).toEqual({ className: 'grid-cols-2 sm:grid-cols-4 md:grid-cols-4 lg:grid-cols-4', widestRow: 4 })
    expect(brandGrid(5)).toEqual({ className: 'grid-cols-3 sm:grid-cols-3 md:grid-cols-5 lg:grid-cols-5', widestRow: 5 })
    expect(brandGrid(8).widestRow).toBe(8)
  })
})
