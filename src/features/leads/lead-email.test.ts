import { describe, expect, it } from 'vitest'

import { leadToAdf } from './adf'
import type { LeadForDelivery, LeadOf } from './delivery-types'
import { leadEmail, leadEmailLanguage } from './lead-email'

const base = {
  submissionId: 'sub_20260302_0001',
  receivedAt: '2026-03-02T13:05:09.412Z',
  locale: 'sv-SE',
  site: { key: 'nordvik', name: 'Nordvik Bil', country: 'SE' },
  receivingAddress: 'leads@nordvik.example',
  receivingName: 'Nordvik Bilhall',
  sourceUrl: 'https://nordvik.example/salj-bil',
  consents: [{ name: 'gdpr', text: 'Jag godkänner att Nordvik Bil behandlar mina uppgifter.', givenAt: '2026-03-02T13:04:58Z' }],
}

function sellCar(overrides: Partial<LeadOf<'sell-car'>['values']> = {}, lead: Partial<typeof base> = {}): LeadForDelivery {
  return {
    ...base,
    ...lead,
    formName: 'sell-car',
    values: {
      regno: 'ABC123',
      milage: 12345,
      milageUnit: 'mil',
      customerName: 'Kari Lind',
      customerPhone: '+46 70 123 45 67',
      customerEmail: 'kari@example.com',
      selectedOption: 'sell',
      other: 'Vinterdäck ingår.\nServicebok finns.',
      toEmail: 'inbyte@nordvik.example',
      ...overrides,
    },
  }
}

function serviceRequest(overrides: Partial<LeadOf<'service-request'>['values']> = {}): LeadForDelivery {
  return {
    ...base,
    locale: 'nb-NO',
    site: { key: 'bergen', name: 'Bergen Bil', country: 'NO' },
    receivingAddress: 'verksted@bergen.example',
    receivingName: undefined,
    sourceUrl: undefined,
    consents: [{ name: 'gdpr', text: 'Jeg samtykker.', givenAt: '2026-03-02T13:04:58Z' }],
    formName: 'service-request',
    values: {
      siteEmail: 'verksted@bergen.example',
      siteName: 'Bergen Bil Åsane',
      description: 'Bremsene piper.',
      customerName: 'Ola Nordmann',
      customerPhone: '+47 912 34 567',
      customerEmail: 'ola@example.no',
      regno: 'AB12345',
      milage: 88000,
      milageUnit: 'km',
      date: '2026-03-10',
      services: ['Service', 'Bremser'],
      gdpr: true,
      newsletter: true,
      typeMC: true,
      sourceUrl: 'https://bergen.example/service',
      ...overrides,
    },
  }
}

function contactSeller(overrides: Partial<LeadOf<'contact-seller'>['values']> = {}, lead: Partial<LeadForDelivery> = {}): LeadForDelivery {
  return {
    ...base,
    locale: 'en-GB',
    site: { key: 'harbour', name: 'Harbour Motors', country: 'GB' },
    receivingName: 'Harbour Motors Leeds',
    sourceUrl: 'https://harbour.example/cars/volvo-xc60-123',
    car: {
      car_id: 'car-123',
      brand: 'Volvo',
      model: 'XC60',
      year: 2021,
      isUsed: true,
      price: 28950,
      currency: 'GBP',
      title: 'Volvo XC60 B5 Plus',
      regno: 'LK21 ABC',
    },
    ...lead,
    formName: 'contact-seller',
    values: {
      car: { car_id: 'car-123' },
      name: 'Sam Green',
      phone: '07700 900123',
      email: 'sam@example.co.uk',
      message: 'Is it still available?\nCan I come on Saturday?',
      quote: true,
      testDrive: true,
      toName: 'Jo Seller',
      ...overrides,
    },
  } as LeadForDelivery
}

describe('leadEmailLanguage', () => {
  it('goes by the language part of the locale', () => {
    expect(leadEmailLanguage('sv-SE')).toBe('sv')
    expect(leadEmailLanguage('sv-FI')).toBe('sv')
    expect(leadEmailLanguage('SV_se')).toBe('sv')
    expect(leadEmailLanguage('nb-NO')).toBe('nb')
    expect(leadEmailLanguage('en-GB')).toBe('en')
    expect(leadEmailLanguage('fi-FI')).toBe('fi')
    expect(leadEmailLanguage('sk-SK')).toBe('sk')
  })

  it('reads plain Norwegian and Nynorsk as Bokmål', () => {
    expect(leadEmailLanguage('no')).toBe('nb')
    expect(leadEmailLanguage('nn-NO')).toBe('nb')
  })

  it('falls back to English', () => {
    expect(leadEmailLanguage('de-DE')).toBe('en')
    expect(leadEmailLanguage('')).toBe('en')
  })
})

describe('leadEmail: subject', () => {
  it('names the form, the car and the receiving dealer in the site language', () => {
    expect(leadEmail(sellCar()).subject).toBe('Ny lead: Sälj bil – ABC123 (Nordvik Bilhall)')
    expect(leadEmail(sellCar({ selectedOption: 'trade-in' })).subject).toBe('Ny lead: Inbyte – ABC123 (Nordvik Bilhall)')
    expect(leadEmail(serviceRequest()).subject).toBe('Ny lead: Serviceforespørsel – AB12345 (Bergen Bil Åsane)')
    expect(leadEmail(contactSeller()).subject).toBe('New lead: Contact the seller – Volvo XC60 B5 Plus (Harbour Motors Leeds)')
  })

  it('speaks Finnish and Slovak, and English for other languages', () => {
    expect(leadEmail(sellCar({}, { locale: 'fi-FI' })).subject).toBe('Uusi liidi: Myy auto – ABC123 (Nordvik Bilhall)')
    expect(leadEmail(sellCar({ selectedOption: 'trade-in' }, { locale: 'sk-SK' })).subject).toBe(
      'Nový dopyt: Protiúčet – ABC123 (Nordvik Bilhall)',
    )
    expect(leadEmail(sellCar({}, { locale: 'de-DE' })).subject).toBe('New lead: Sell car – ABC123 (Nordvik Bilhall)')
  })

  it('names the car by make, model and year, or by its stock id, when the stock has no title', () => {
    const untitled = contactSeller({}, { car: { car_id: 'car-123', brand: 'Volvo', model: 'XC60', year: 2021 } })
    expect(leadEmail(untitled).subject).toBe('New lead: Contact the seller – Volvo XC60 2021 (Harbour Motors Leeds)')
    expect(leadEmail(contactSeller({}, { car: undefined })).subject).toBe('New lead: Contact the seller – car-123 (Harbour Motors Leeds)')
  })

  it('stays on one line whatever the values hold', () => {
    const lead = contactSeller({}, { car: { car_id: 'x', title: 'Nice car\r\nBcc: someone@example.com' } })
    const { subject } = leadEmail(lead)
    expect(subject).not.toMatch(/[\r\n]/)
    expect(subject).toBe('New lead: Contact the seller – Nice car Bcc: someone@example.com (Harbour Motors Leeds)')
  })
})

describe('leadEmail: text body', () => {
  it('lists every value of the sell-car form with Swedish labels', () => {
    const { text } = leadEmail(sellCar())
    expect(text).toContain('En ny lead har kommit in via Nordvik Bil.')
    expect(text).toContain('Namn: Kari Lind')
    expect(text).toContain('Telefon: +46 70 123 45 67')
    expect(text).toContain('E-post: kari@example.com')
    expect(text).toContain('Registreringsnummer: ABC123')
    // Swedish mil, with the kilometres a tenth of which it is not.
    expect(text).toMatch(/Mätarställning: 12\s345 mil \(123\s450 km\)/)
    expect(text).toContain('Önskar: Sälj bil')
    expect(text).toContain('Övrigt: Vinterdäck ingår.\n  Servicebok finns.')
    expect(text).toContain('Vald mottagaradress: inbyte@nordvik.example')
  })

  it('carries the instant valuation the visitor was shown, or says there was none', () => {
    const car = { brand: 'Volkswagen', model: 'Golf', year: 2019 }
    const range = { kind: 'range', car, low: 152_000, high: 171_000, currency: 'SEK', comparables: 14, marginPercent: 12 } as const
    const valued = (valuation: unknown, locale = 'sv-SE') => leadEmail({ ...sellCar({}, { locale }), valuation } as LeadForDelivery)
    expect(valued(range).text).toMatch(
      /Direktvärdering: 152\s000\s*kr–171\s000\s*kr för Volkswagen Golf 2019 \(från 14 jämförbara bilar i lager, 12 % marginal avdragen\)/,
    )
    expect(valued(range).html).toContain('Direktvärdering')
    expect(valued(range, 'en-GB').text).toMatch(
      /Instant valuation: SEK\s152,000–SEK\s171,000 for Volkswagen Golf 2019 \(from 14 comparable cars in stock, 12 % margin taken off\)/,
    )
    expect(valued({ kind: 'manual', car }).text).toContain(
      'Direktvärdering: Ingen: för få jämförbara bilar i lager för Volkswagen Golf 2019.',
    )
    expect(valued({ kind: 'not-found' }).text).toContain('Direktvärdering: Ingen: registreringsnumret finns inte i fordonsregistret.')
    expect(leadEmail(sellCar()).text).not.toContain('Direktvärdering')
  })

  it('writes the mileage in the unit the visitor typed it in', () => {
    expect(leadEmail(sellCar({ milage: 45000, milageUnit: 'mi' }, { locale: 'en-GB' })).text).toContain('Mileage: 45,000 miles')
    expect(leadEmail(sellCar({ milage: 12000, milageUnit: 'mil' }, { locale: 'en' })).text).toContain(
      'Mileage: 12,000 Swedish mil (120,000 km)',
    )
    expect(leadEmail(sellCar({ milage: 88000, milageUnit: 'km' }, { locale: 'fi-FI' })).text).toMatch(/Mittarilukema: 88\s000 km/)
  })

  it('lists the consents with their time in the site time zone, the source page and the submission id', () => {
    const { text } = leadEmail(sellCar())
    expect(text).toContain('Samtycken\n- gdpr (2026-03-02 14:04:58 CET): Jag godkänner att Nordvik Bil behandlar mina uppgifter.')
    expect(text).toContain('Källsida: https://nordvik.example/salj-bil')
    expect(text).toContain('Inskicks-id: sub_20260302_0001')
    expect(text).toContain('Mottagen: 2026-03-02 14:05:09 CET')
    expect(text).toContain('Leaden bifogas som ADF/XML (lead-sub_20260302_0001.adf.xml) för import i CRM-systemet.')
  })

  it('says so when no consent was shown', () => {
    expect(leadEmail(sellCar({}, { consents: [] })).text).toContain('Samtycken\nInga samtycken visades.')
  })

  it('lists the Norwegian service request with the desired date written out', () => {
    const { text } = leadEmail(serviceRequest())
    expect(text).toContain('Serviceforespørsel\nNavn: Ola Nordmann')
    expect(text).toContain('Forhandler: Bergen Bil Åsane')
    expect(text).toContain('Forhandlerens e-post: verksted@bergen.example')
    expect(text).toContain('Registreringsnummer: AB12345')
    expect(text).toMatch(/Kilometerstand: 88\s000 km/)
    expect(text).toContain('Ønsket dato: tirsdag 10. mars 2026')
    expect(text).toContain('Tjenester: Service, Bremser')
    expect(text).toContain('Kjøretøytype: Motorsykkel')
    expect(text).toContain('Beskrivelse: Bremsene piper.')
    expect(text).toContain('Samtykke til behandling av personopplysninger: Ja')
    expect(text).toContain('Nyhetsbrev: Ja')
    expect(text).toContain('Kildeside: https://bergen.example/service')
  })

  it('says a car when it is not a motorcycle, and none when no service was chosen', () => {
    const { text } = leadEmail(serviceRequest({ typeMC: false, services: [], milage: undefined }))
    expect(text).toContain('Kjøretøytype: Bil')
    expect(text).toContain('Tjenester: Ingen')
    expect(text).not.toContain('Kilometerstand')
  })

  it('lists the contact-seller values: car, price, message and what is wanted', () => {
    const { text } = leadEmail(contactSeller())
    expect(text).toContain('Car: Volvo XC60 B5 Plus')
    expect(text).toContain('Car ID: car-123')
    expect(text).toContain('Registration number: LK21 ABC')
    expect(text).toContain('Price: £28,950')
    expect(text).toContain('Message: Is it still available?\n  Can I come on Saturday?')
    expect(text).toContain('Wants a quote: Yes')
    expect(text).toContain('Wants a test drive: Yes')
    expect(text).toContain('Seller: Jo Seller')
    expect(text).toContain('Received: 02/03/2026, 13:05:09 GMT')
  })

  it('leaves out the values the visitor did not give', () => {
    const { text } = leadEmail(contactSeller({ message: undefined, toName: '' }, { car: { car_id: 'car-123' } }))
    expect(text).not.toContain('Message:')
    expect(text).not.toContain('Seller:')
    expect(text).not.toContain('Registration number:')
    expect(text).not.toContain('Price:')
    expect(text).toContain('Wants a quote: Yes')
  })

  it('writes dates with the language’s own locale when the site locale is malformed', () => {
    expect(leadEmail(sellCar({}, { locale: 'sv_SE' })).text).toContain('Mottagen: 2026-03-02 14:05:09 CET')
  })
})

describe('leadEmail: HTML body', () => {
  it('is a simple inline-styled page in the site language, with label/value tables', () => {
    const { html } = leadEmail(sellCar())
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="sv">')).toBe(true)
    expect(html).not.toContain('<style')
    expect(html).not.toContain('<script')
    expect(html).toMatch(/<tr><th scope="row" style="[^"]+">Registreringsnummer<\/th><td style="[^"]+">ABC123<\/td><\/tr>/)
    expect(html).toContain('<title>Ny lead: Sälj bil – ABC123 (Nordvik Bilhall)</title>')
  })

  it('links the customer e-mail and phone, and the source page', () => {
    const { html } = leadEmail(sellCar())
    expect(html).toContain('href="mailto:kari@example.com"')
    expect(html).toContain('href="tel:+46701234567"')
    expect(html).toContain('href="https://nordvik.example/salj-bil"')
  })

  it('lists the consents with their timestamps and the submission id', () => {
    const { html } = leadEmail(sellCar())
    expect(html).toContain('>gdpr</td>')
    expect(html).toContain('>Jag godkänner att Nordvik Bil behandlar mina uppgifter.</td>')
    expect(html).toContain('>2026-03-02 14:04:58 CET</td>')
    expect(html).toContain('>sub_20260302_0001</td>')
  })

  it('keeps line breaks the visitor typed', () => {
    expect(leadEmail(sellCar()).html).toContain('Vinterdäck ingår.<br>Servicebok finns.')
  })

  it('escapes everything a visitor or the stock wrote', () => {
    const lead = contactSeller(
      { name: '<script>alert("x")</script>', message: `<img src=x onerror='alert(1)'> & more` },
      {
        car: { car_id: 'car-123', title: '<b>Bold</b> & "quoted"' },
        consents: [{ name: '<i>c</i>', text: 'a & <u>b</u>', givenAt: 'not a time <x>' }],
      },
    )
    const { html } = leadEmail(lead)
    expect(html).not.toMatch(/<(script|img|b|i|u|x)[\s>]/)
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=&#39;alert(1)&#39;&gt; &amp; more')
    expect(html).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; &quot;quoted&quot;')
    expect(html).toContain('not a time &lt;x&gt;')
  })

  it('does not link a source page that is not a web address', () => {
    const { html, text } = leadEmail(sellCar({}, { sourceUrl: 'javascript:alert(1)' }))
    expect(html).not.toContain('href="javascript:')
    expect(html).toContain('>javascript:alert(1)</td>')
    expect(text).toContain('Källsida: javascript:alert(1)')
  })

  it('drops control characters', () => {
    const { html, text } = leadEmail(sellCar({ customerName: 'Kari\u0000\u001b Lind' }))
    expect(html).toContain('>Kari Lind</td>')
    expect(text).toContain('Namn: Kari Lind')
  })
})

describe('leadEmail: the ADF attachment', () => {
  it('attaches the lead as ADF/XML named by the submission id', () => {
    for (const lead of [sellCar(), serviceRequest(), contactSeller()]) {
      expect(leadEmail(lead).attachments).toEqual([
        { filename: 'lead-sub_20260302_0001.adf.xml', contentType: 'application/xml', content: leadToAdf(lead) },
      ])
    }
  })

  it('keeps the file name plain whatever the id holds', () => {
    const [attachment] = leadEmail({ ...sellCar(), submissionId: 'a/../b"\r\nc' }).attachments
    expect(attachment.filename).toBe('lead-a____b___c.adf.xml')
  })
})

describe('leadEmail: the car of a contact-seller lead', () => {
  it('gives its model year and mileage in the site’s words and unit, in the text and the ADF', () => {
    const lead = contactSeller(
      {},
      {
        car: {
          car_id: 'car-123',
          brand: 'Volvo',
          model: 'XC60',
          year: 2021,
          mileage: 28_400,
          mileageUnit: 'mi',
          title: 'Volvo XC60 B5 Plus',
        },
      },
    )
    const { text, attachments } = leadEmail(lead)
    expect(text).toMatch(/Model year: 2021/)
    expect(text).toMatch(/Mileage: 28,400 miles/)
    expect(attachments[0].content).toContain('<odometer units="mi">28400</odometer>')
    const swedish = leadEmail({ ...lead, locale: 'sv-SE', car: { ...lead.car!, mileage: 4_500, mileageUnit: 'mil' } })
    expect(swedish.text).toMatch(/Årsmodell: 2021/)
    expect(swedish.text).toMatch(/Mätarställning: 4[\s\u00a0]500 mil/)
    expect(swedish.attachments[0].content).toContain('<odometer units="km">45000</odometer>')
  })
})
