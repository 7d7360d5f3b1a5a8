import { describe, expect, it } from 'vitest'

import { parseLeadRequest } from './forms'

const TODAY = '2026-01-15'
const envelope = (formName: string, values: Record<string, unknown>) => ({ formName, formSubmissionId: 'a1b2c3d4-e5f6', values })
const forms = {
  'sell-car': (email: string) =>
    envelope('sell-car', {
      regno: 'ABC123',
      milage: 1200,
      customerName: 'Karin Lind',
      customerPhone: '0701740605',
      customerEmail: email,
      selectedOption: 'sell',
    }),
  'service-request': (email: string) =>
    envelope('service-request', {
      siteEmail: 'verksted@nordvik.example',
      siteName: 'Nordvik Oslo',
      customerName: 'Kari Nordmann',
      customerPhone: '+4791234567',
      customerEmail: email,
      regno: 'EL12345',
      date: TODAY,
      gdpr: true,
    }),
  'contact-seller': (email: string) =>
    envelope('contact-seller', { car: { car_id: 'SE-1001' }, name: 'Karin Lind', phone: '0701740605', email }),
}
const emailField = { 'sell-car': 'values.customerEmail', 'service-request': 'values.customerEmail', 'contact-seller': 'values.email' }

describe('the e-mail address each lead form takes', () => {
  it('takes the standard address shape on spec 3’s sell-car and service request forms, as the booking does', () => {
    for (const form of ['sell-car', 'service-request'] as const)
      for (const email of ['karin@example.se', 'karin@example.s', 'karin@example.xn--p1ai'])
        expect(parseLeadRequest(forms[form](email), TODAY).ok, `${form} ${email}`).toBe(true)
  })

  it('wants a top-level domain of two letters or more on the car page’s contact form (spec 2 §5)', () => {
    expect(parseLeadRequest(forms['contact-seller']('karin@example.se'), TODAY).ok).toBe(true)
    for (const email of ['karin@example.s', 'karin@example.xn--p1ai'])
      expect(parseLeadRequest(forms['contact-seller'](email), TODAY)).toEqual({
        ok: false,
        fields: { 'values.email': 'An e-mail address such as name@example.com.' },
      })
  })

  it('refuses what is no address on every form, naming the field', () => {
    for (const form of ['sell-car', 'service-request', 'contact-seller'] as const)
      for (const email of ['karin@example', 'karin.example.se', 'karin @example.se', ''])
        expect(parseLeadRequest(forms[form](email), TODAY), `${form} ${email}`).toEqual({
          ok: false,
          fields: { [emailField[form]]: 'An e-mail address such as name@example.com.' },
        })
  })
})
