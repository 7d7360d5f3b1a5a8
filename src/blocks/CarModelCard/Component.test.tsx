// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'

import type { CarModelCardBlock, Media, Page } from '@/payload-types'

import { axeViolations, blockContext, renderInMain } from '../test-context'
import type { BlockContext } from '../types'
import { CarModelCard, campaignBadge } from './Component'

const context = blockContext({ page: { path: '/modeller' } })
const image = (alt: string) => ({ id: 1, alt, filename: `${alt}.jpg`, mimeType: 'image/jpeg', width: 1600, height: 1000 }) as unknown as Media
const ex30Page = { id: 9, path: '/modeller/ex30' } as unknown as Page

const block: CarModelCardBlock = {
  blockType: 'carModelCard',
  heading: 'Våra elbilar',
  cards: [
    {
      id: 'ex30',
      title: 'EX30',
      text: 'Kompakt och snabb.',
      image: image('Volvo EX30 i blått'),
      link: { type: 'internal', page: ex30Page },
      isCampaign: true,
      labels: [
        { id: '1', label: 'Räckvidd', value: '476 km' },
        { id: '2', label: 'Effekt', value: '428 hk' },
        { id: '3', label: '0–100 km/h', value: '3,6 s' },
        { id: '4', label: 'Pris från', value: '399 900 kr' },
        { id: '5', label: 'Färger', value: '5' },
      ],
    },
    {
      id: 'ex90',
      title: 'EX90',
      image: image('Volvo EX90 i vitt'),
      link: { type: 'external', url: 'https://nordvik.se/ex90', label: 'Boka provkörning' },
      isCampaign: true,
      campaign: 'Vinterpris',
    },
    { id: 'xc40', title: 'XC40', image: image('Volvo XC40'), campaign: 'Ignoreras' },
  ],
}

const render = (value: Partial<CarModelCardBlock> = {}, ctx: BlockContext = context) => {
  renderInMain(CarModelCard({ block: { ...block, ...value }, context: ctx }))
  return document.querySelector('section')!
}
const card = (title: string) => [...document.querySelectorAll('article')].find((element) => element.querySelector('h3')?.textContent?.startsWith(title))!

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the car model card block (spec 1 §2.3, §3)', () => {
  it('shows a campaign badge: the campaign text, else the dictionary’s word, and none without the flag', () => {
    render()
    expect(card('EX30').textContent).toContain('Kampanj')
    expect(card('EX90').textContent).toContain('Vinterpris')
    expect(card('XC40').textContent).not.toContain('Ignoreras')
    expect(campaignBadge({ isCampaign: true, campaign: '  ' }, { campaign: 'Campaign' })).toBe('Campaign')
    expect(campaignBadge({ isCampaign: false, campaign: 'Rea' }, {})).toBeNull()
  })

  it('lists at most four facts as a description list', () => {
    render()
    const facts = [...card('EX30').querySelectorAll('dl > div')].map((pair) => [pair.querySelector('dt')!.textContent, pair.querySelector('dd')!.textContent])
    expect(facts).toEqual([
      ['Räckvidd', '476 km'],
      ['Effekt', '428 hk'],
      ['0–100 km/h', '3,6 s'],
      ['Pris från', '399 900 kr'],
    ])
    expect(card('EX90').querySelector('dl')).toBeNull()
  })

  it('makes the whole card the link when the link has no label, else shows a button with the label', () => {
    render()
    const stretched = card('EX30').querySelectorAll('a')
    expect(stretched).toHaveLength(1)
    expect(stretched[0]!.closest('h3')).not.toBeNull()
    expect(stretched[0]!.getAttribute('href')).toBe('/modeller/ex30')
    expect(stretched[0]!.className).toContain('after:inset-0')
    const button = card('EX90').querySelector('a')!
    expect(button.closest('h3')).toBeNull()
    expect(button.textContent).toBe('Boka provkörning')
    expect(button.className).toContain('button')
    expect(card('XC40').querySelector('a')).toBeNull()
  })

  it('shows the car image with its description, three cards in rows of three, four in the 1 / 1 / 2 / 4 grid', () => {
    const section = render()
    expect(card('EX30').querySelector('img')!.getAttribute('alt')).toBe('Volvo EX30 i blått')
    expect(section.querySelector('ul')!.className).toBe('grid grid-cols-1 min-[769px]:grid-cols-3 gap-6')
    document.body.innerHTML = ''
    const four = render({ cards: [...block.cards, { id: 'xc60', title: 'XC60', image: image('Volvo XC60') }] })
    expect(four.querySelector('ul')!.className).toBe('grid grid-cols-1 min-[1025px]:grid-cols-2 min-[1281px]:grid-cols-4 gap-6')
  })

  it('has no accessibility violations', async () => {
    render()
    expect(await axeViolations()).toEqual([])
  })
})
