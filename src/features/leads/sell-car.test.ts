import { describe, expect, it } from 'vitest'

import { LEAD_FORM_TEXTS } from './form-texts'
import { MAX_MILEAGE, mileageUnitOf, parseLeadRequest } from './forms'

import { EMPTY_SELL_CAR, sellCarPost, sellCarProblems, sellCarServerMessage, sellCarTexts, type SellCarInput } from './sell-car'

const texts = sellCarTexts({}, 'SE')
const filled: SellCarInput = {
  ...EMPTY_SELL_CAR,
  regno: 'abc 123',
  milage: '12000',
  customerName: ' Karin Lind ',
  customerPhone: '+46 70 174 06 05',
  customerEmail: 'karin@example.se',
}
const envelope = (post: ReturnType<typeof sellCarPost>) => ({ formName: 'sell-car', formSubmissionId: 'a1b2c3d4-e5f6', ...post })

describe('sell-car form rules', () => {
  it('starts empty with sell chosen', () => {
    expect(EMPTY_SELL_CAR.selectedOption).toBe('sell')
    expect(Object.values({ ...EMPTY_SELL_CAR, selectedOption: '' }).every((value) => value === '')).toBe(true)
  })

  it('requires plate, mileage, name, phone and e-mail, not the free text', () => {
    expect(sellCarProblems(EMPTY_SELL_CAR, texts)).toEqual({
      regno: texts.regnoRequired,
      milage: texts.mileageRequired,
      customerName: texts.nameRequired,
      customerPhone: texts.phoneRequired,
      customerEmail: texts.emailRequired,
    })
    expect(sellCarProblems(filled, texts)).toEqual({})
    expect(sellCarProblems({ ...filled, customerName: '   ' }, texts)).toEqual({ customerName: texts.nameRequired })
  })

  it('takes a mileage of 0 and whole numbers up to the limit only', () => {
    expect(sellCarProblems({ ...filled, milage: '0' }, texts)).toEqual({})
    expect(sellCarProblems({ ...filled, milage: String(MAX_MILEAGE) }, texts)).toEqual({})
    for (const milage of ['-1', '12.5', '1e4', String(MAX_MILEAGE + 1)])
      expect(sellCarProblems({ ...filled, milage }, texts), milage).toEqual({ milage: texts.mileageInvalid })
  })

  it('uses the server’s phone and e-mail patterns, the booking’s (spec 3 §5.2)', () => {
    for (const phone of ['070 174 06 05', '070-174 06 05', '+4670174060', '123456'])
      expect(sellCarProblems({ ...filled, customerPhone: phone }, texts), phone).toEqual({})
    for (const phone of ['12345', '070-174 0x', '+46 (0)70', '0'.repeat(21)])
      expect(sellCarProblems({ ...filled, customerPhone: phone }, texts), phone).toEqual({ customerPhone: texts.phoneInvalid })
    for (const email of ['karin@lind', 'karin.example.se', 'karin @example.se', 'karin@@example.se'])
      expect(sellCarProblems({ ...filled, customerEmail: email }, texts), email).toEqual({ customerEmail: texts.emailInvalid })
    // The standard address shape, as the booking takes it: any top-level domain, such as an internationalised one.
    for (const email of ['karin@example.s', 'karin@example.xn--p1ai', 'karin.lind+bil@mail.example.se'])
      expect(sellCarProblems({ ...filled, customerEmail: email }, texts), email).toEqual({})
  })

  it('refuses a plate over 10 characters and an unknown option', () => {
    expect(sellCarProblems({ ...filled, regno: 'ABCDEFGHIJK' }, texts)).toEqual({ regno: texts.invalid })
    expect(sellCarProblems({ ...filled, selectedOption: 'lease' }, texts)).toEqual({ selectedOption: texts.invalid })
  })

  it('builds values the server accepts as they are', () => {
    const post = sellCarPost(filled, {
      locale: 'sv-SE',
      mileageUnit: 'mil',
      sourceUrl: 'http://se2.localhost:3000/salj-bil',
      toEmail: 'uppsala@nordvik.example',
      privacyNotice: 'Vi sparar uppgifterna.',
    })
    expect(post).toEqual({
      values: {
        regno: 'ABC123',
        milage: 12000,
        milageUnit: 'mil',
        customerName: 'Karin Lind',
        customerPhone: '+46701740605',
        customerEmail: 'karin@example.se',
        selectedOption: 'sell',
        toEmail: 'uppsala@nordvik.example',
        sourceUrl: 'http://se2.localhost:3000/salj-bil',
      },
      consents: [{ name: 'privacy', text: 'Vi sparar uppgifterna.' }],
      locale: 'sv-SE',
    })
    const parsed = parseLeadRequest(envelope(post), '2026-01-15')
    expect(parsed.ok && parsed.request.values).toEqual(post.values)
  })

  it('leaves out what is empty or not an address', () => {
    const post = sellCarPost(
      { ...filled, other: '   ', selectedOption: 'trade-in' },
      { locale: 'en', mileageUnit: 'km', sourceUrl: 'not a url', toEmail: ' ', privacyNotice: '' },
    )
    expect(post.values).not.toHaveProperty('other')
    expect(post.values).not.toHaveProperty('toEmail')
    expect(post.values).not.toHaveProperty('sourceUrl')
    expect(post.values.selectedOption).toBe('trade-in')
    expect(post.consents).toEqual([])
    expect(parseLeadRequest(envelope(post), '2026-01-15').ok).toBe(true)
  })

  it('words a field the server refused in the visitor’s language', () => {
    expect(sellCarServerMessage('customerPhone', texts)).toBe(texts.phoneInvalid)
    expect(sellCarServerMessage('customerEmail', texts)).toBe(texts.emailInvalid)
    expect(sellCarServerMessage('milage', texts)).toBe(texts.mileageInvalid)
    expect(sellCarServerMessage('regno', texts)).toBe(texts.invalid)
  })

  it('reads its texts from the dictionary, Swedish when an entry is missing, with the country’s mileage unit', () => {
    const english = sellCarTexts({ sellCarMileageLabel: 'Mileage', sellCarMileageUnitKm: 'km', leadFormNameLabel: 'Name' }, 'FI')
    expect(english.mileage).toBe('Mileage (km)')
    expect(english.name).toBe('Name')
    expect(english.submit).toBe(LEAD_FORM_TEXTS.sellCarSubmit)
    expect(texts.mileage).toBe('Mätarställning (mil)')
    expect(sellCarTexts({}, 'GB').mileage).toBe('Mätarställning (engelska mil)')
  })

  it('sends the unit its label names: mil in Sweden, miles in the UK, km elsewhere', () => {
    expect([
      mileageUnitOf('SE'),
      mileageUnitOf('GB'),
      mileageUnitOf('NO'),
      mileageUnitOf('FI'),
      mileageUnitOf('SK'),
      mileageUnitOf(null),
    ]).toEqual(['mil', 'mi', 'km', 'km', 'km', 'km'])
    const post = sellCarPost(filled, { locale: 'en-GB', mileageUnit: mileageUnitOf('GB') })
    expect(post.values.milageUnit).toBe('mi')
    const refused = parseLeadRequest(envelope({ ...post, values: { ...post.values, milageUnit: 'furlong' } }), '2026-01-15')
    expect(refused).toEqual({ ok: false, fields: { 'values.milageUnit': expect.stringContaining('mil, km, mi') } })
  })
})
