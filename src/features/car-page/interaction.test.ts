import { describe, expect, it } from 'vitest'

import { contactHashIntent, contactScrollOffset, framesToPreload, productPageEvent, snapTarget, stepFrame } from './interaction'

describe('the car page in the browser', () => {
  it('scrolls to the contact form for any hash containing contact, pre-ticking quote or test drive', () => {
    expect(contactHashIntent('#contact')).toEqual({ scroll: true, quote: false, testDrive: false })
    expect(contactHashIntent('#contact-quote')).toEqual({ scroll: true, quote: true, testDrive: false })
    expect(contactHashIntent('#contact-testdrive')).toEqual({ scroll: true, quote: false, testDrive: true })
    expect(contactHashIntent('#overview')).toEqual({ scroll: false, quote: false, testDrive: false })
    expect(contactHashIntent('')).toEqual({ scroll: false, quote: false, testDrive: false })
  })

  it('keeps 112 px above the form, 250 under 768 px', () => {
    expect(contactScrollOffset(1440)).toBe(112)
    expect(contactScrollOffset(768)).toBe(112)
    expect(contactScrollOffset(767)).toBe(250)
    expect(contactScrollOffset(375)).toBe(250)
  })

  it('preloads 5 frames ahead and behind, wrapping, nearest first', () => {
    expect(framesToPreload(0, 20)).toEqual([1, 19, 2, 18, 3, 17, 4, 16, 5, 15])
    expect(framesToPreload(10, 20)).toEqual([11, 9, 12, 8, 13, 7, 14, 6, 15, 5])
    expect(framesToPreload(0, 3)).toEqual([1, 2])
    expect(framesToPreload(0, 1)).toEqual([])
  })

  it('steps frames around both ends', () => {
    expect(stepFrame(0, -1, 5)).toBe(4)
    expect(stepFrame(4, 1, 5)).toBe(0)
    expect(stepFrame(2, 1, 5)).toBe(3)
  })

  it('snaps on to the next card from 30 % of a card dragged, back below it', () => {
    expect(snapTarget(0, -0.29 * 350, 350, 8)).toBe(0)
    expect(snapTarget(0, -0.3 * 350, 350, 8)).toBe(1)
    expect(snapTarget(3, 0.5 * 350, 350, 8)).toBe(2)
    expect(snapTarget(3, 1.2 * 350, 350, 8)).toBe(2)
    expect(snapTarget(3, 1.4 * 350, 350, 8)).toBe(1)
    expect(snapTarget(7, -350, 350, 8)).toBe(7)
    expect(snapTarget(0, 500, 350, 8)).toBe(0)
  })

  it('describes the car viewed for the tag manager, at its campaign price', () => {
    const event = productPageEvent({
      car_id: '1000001', car_brand: 'Volvo', car_model: 'XC60', car_body: 'SUV', car_version: 'B4 Plus', car_price: 400000, car_campaign_price: 379000,
      car_price_currency: 'SEK', car_is_used: true, car_site_name: 'Nordvik Bilhall Örebro',
    })
    expect(event).toEqual({
      event: 'view_item',
      car_condition: 'used',
      car_site: 'Nordvik Bilhall Örebro',
      ecommerce: { currency: 'SEK', value: 379000, items: [{ item_id: '1000001', item_name: 'Volvo XC60', item_brand: 'Volvo', item_category: 'SUV', item_variant: 'B4 Plus', price: 379000, currency: 'SEK' }] },
    })
  })
})
