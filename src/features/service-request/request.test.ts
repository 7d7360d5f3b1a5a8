import { describe, expect, it } from 'vitest'

import { submitLead, type LeadPost } from '@/features/leads/client'
import { parseLeadRequest } from '@/features/leads/forms'
import type { EarlyChange } from '@/features/leads/ui/early-input'
import type { DealerSite } from '@/payload-types'

import { serviceDealers } from './dealers'
import {
  EMPTY_DRAFT,
  plateInput,
  serverFieldErrors,
  serviceRequestPost,
  validateDraft,
  withEarlyChange,
  type ServiceRequestDraft,
} from './request'
import { CAR_SERVICE_TYPES, SERVICE_REQUEST_ERROR, serviceRequestTexts, serviceTypes } from './texts'

const texts = serviceRequestTexts(null)
const TODAY = '2027-05-19'
const dealer = { id: '4', name: 'Nordvik Bil Norge Drammen', email: 'drammen.verksted@nordvik-bil-norge.example' }

const filled: ServiceRequestDraft = {
  dealerId: '4',
  regno: 'EL 12345',
  milage: '84500',
  date: '2027-05-24',
  services: ['Service', 'Bremser'],
  description: 'Det piper fra bremsene foran.',
  other: 'Trenger leiebil mens bilen er inne.',
  customerName: 'Kari Nordmann',
  customerPhone: '+47 912 34 567',
  customerEmail: 'kari.nordmann@example.no',
  gdpr: true,
  newsletter: true,
}

/** The body exactly as the browser sends it. */
async function sent(leadPost: LeadPost): Promise<unknown> {
  let body = ''
  const fetch = async (_url: unknown, init?: RequestInit) => {
    body = String(init?.body)
    return new Response(null, { status: 202 })
  }
  await submitLead(leadPost, { fetch: fetch as typeof globalThis.fetch })
  return JSON.parse(body)
}

const post = (draft: ServiceRequestDraft, typeMC = false) =>
  serviceRequestPost({
    draft,
    dealer,
    typeMC,
    texts,
    submissionId: 'f3c1d7a2-5b1e-4c3a-9d2f-0a1b2c3d4e5f',
    locale: 'nb-NO',
    mileageUnit: 'km',
    sourceUrl: 'http://no.localhost:3000/verksted/bestill-service',
    honeypot: '',
  })

describe('the service request form’s checks (spec 3 §5.3)', () => {
  it('asks for dealer, plate, date, name, phone, e-mail and the consent box, but never the newsletter box', () => {
    expect(validateDraft(EMPTY_DRAFT, { today: TODAY, texts, dealer: null })).toEqual({
      dealerId: texts.dealerRequired,
      regno: texts.regnoRequired,
      date: texts.dateRequired,
      customerName: texts.nameRequired,
      customerPhone: texts.phoneRequired,
      customerEmail: texts.emailRequired,
      gdpr: texts.consentRequired,
    })
    expect(validateDraft(filled, { today: TODAY, texts, dealer })).toEqual({})
    expect(validateDraft({ ...filled, newsletter: false }, { today: TODAY, texts, dealer })).toEqual({})
  })

  it('refuses a phone or e-mail of the wrong shape, a negative or broken mileage and a date before today', () => {
    const errors = validateDraft(
      { ...filled, customerPhone: '12-34', customerEmail: 'kari@nordmann', milage: '-5', date: '2027-05-18' },
      { today: TODAY, texts, dealer },
    )
    expect(errors).toEqual({
      customerPhone: texts.phoneInvalid,
      customerEmail: texts.emailInvalid,
      milage: texts.mileageInvalid,
      date: texts.dateInvalid,
    })
    expect(validateDraft({ ...filled, milage: '1.5' }, { today: TODAY, texts, dealer }).milage).toBe(texts.mileageInvalid)
    expect(validateDraft({ ...filled, milage: '0', date: TODAY }, { today: TODAY, texts, dealer })).toEqual({})
    expect(validateDraft({ ...filled, milage: '' }, { today: TODAY, texts, dealer })).toEqual({})
  })

  it('upper-cases the plate as it is typed', () => {
    expect(plateInput('el 12345')).toBe('EL 12345')
  })
})

describe('the service request post', () => {
  it('is accepted by the server’s schema as it stands', async () => {
    const parsed = parseLeadRequest(await sent(post(filled)), TODAY)
    expect(parsed).toMatchObject({
      ok: true,
      request: {
        formName: 'service-request',
        formSubmissionId: 'f3c1d7a2-5b1e-4c3a-9d2f-0a1b2c3d4e5f',
        locale: 'nb-NO',
        honeypot: false,
        consents: [
          { name: 'gdpr', text: texts.consentText },
          { name: 'newsletter', text: texts.newsletterText },
        ],
        values: {
          siteEmail: dealer.email,
          siteName: dealer.name,
          regno: 'EL12345',
          milage: 84500,
          milageUnit: 'km',
          date: '2027-05-24',
          services: ['Service', 'Bremser'],
          // The visitor's other wishes go as `other` (spec 3 §3.2).
          other: 'Trenger leiebil mens bilen er inne.',
          gdpr: true,
          newsletter: true,
          typeMC: false,
          sourceUrl: 'http://no.localhost:3000/verksted/bestill-service',
        },
      },
    })
  })

  it('sends a request without the newsletter, and records only the consent that was given', async () => {
    const body = post({ ...filled, newsletter: false })
    expect(body.consents).toEqual([{ name: 'gdpr', text: texts.consentText }])
    expect(parseLeadRequest(await sent(body), TODAY)).toMatchObject({ ok: true, request: { values: { gdpr: true, newsletter: false } } })
    // Another client may leave the box out altogether: it is unticked.
    const { newsletter: _left, ...values } = body.values as Record<string, unknown>
    expect(parseLeadRequest(await sent({ ...body, values }), TODAY)).toMatchObject({ ok: true, request: { values: { newsletter: false } } })
  })

  it('leaves out the optional fields left empty, and is still accepted (motorcycle form too)', async () => {
    const body = post({ ...filled, milage: '', description: '  ', other: ' ', services: [] }, true)
    expect(body.values).not.toHaveProperty('milage')
    expect(body.values).not.toHaveProperty('milageUnit')
    expect(body.values).not.toHaveProperty('description')
    expect(body.values).not.toHaveProperty('other')
    expect(parseLeadRequest(await sent(body), TODAY)).toMatchObject({ ok: true, request: { values: { typeMC: true, services: [] } } })
  })

  it('is refused by the server for a date before its today: the form checks the same', async () => {
    expect(parseLeadRequest(await sent(post({ ...filled, date: '2027-05-18' })), TODAY)).toMatchObject({
      ok: false,
      fields: { 'values.date': expect.any(String) },
    })
  })

  it('shows the server’s field errors beside the fields, in the form’s language', () => {
    expect(
      serverFieldErrors(
        { 'values.customerPhone': 'A phone number…', 'values.siteEmail': 'x', 'values.services.2': 'At most 100', formName: 'y' },
        texts,
      ),
    ).toEqual({
      customerPhone: texts.phoneInvalid,
      dealerId: texts.dealerRequired,
      services: 'At most 100',
    })
  })
})

describe('the service request texts and lists', () => {
  it('default to Norwegian, with the error of spec 3 §8 word for word', () => {
    expect(texts.error).toBe('Noe gikk galt, vennligst prøv igjen senere.')
    expect(SERVICE_REQUEST_ERROR).toBe(texts.error)
    expect(serviceRequestTexts({ submit: '  ', success: 'Takk!' })).toMatchObject({ submit: 'Send forespørsel', success: 'Takk!' })
  })

  it('offer 11 car service types by default, the editor’s list when there is one, never more than the limit', () => {
    expect(serviceTypes(null, CAR_SERVICE_TYPES, 11)).toHaveLength(11)
    expect(serviceTypes([{ label: 'Service' }, { label: ' Service ' }, { label: 'EU-kontroll' }], CAR_SERVICE_TYPES, 11)).toEqual([
      'Service',
      'EU-kontroll',
    ])
    expect(serviceTypes([], CAR_SERVICE_TYPES, 11)).toEqual([])
    expect(
      serviceTypes(
        Array.from({ length: 5 }, (_, index) => ({ label: `Type ${index}` })),
        CAR_SERVICE_TYPES,
        3,
      ),
    ).toHaveLength(3)
  })
})

describe('the workshops offered', () => {
  const site = (
    id: number,
    name: string,
    order: number,
    departments: Array<{ group: 'Service' | 'New cars'; email?: string }>,
    siteEmail = `${id}@nordvik.example`,
  ) =>
    ({
      id,
      site_official_name: name,
      website_sort_order: order,
      site_email: siteEmail,
      site_departments: departments.map((department) => ({ name: department.group, ...department })),
    }) as unknown as DealerSite

  const sites = [
    site(1, 'Nordvik Bil Norge Bergen', 20, [{ group: 'New cars' }, { group: 'Service', email: 'bergen.verksted@nordvik.example' }]),
    site(2, 'Nordvik Bil Norge Oslo', 10, [{ group: 'Service' }]),
    site(3, 'Nordvik Bruktbil Lillestrøm', 5, [{ group: 'New cars' }]),
    site(4, 'Nordvik Bil Norge Tromsø', 10, [{ group: 'Service' }], ''),
  ]

  it('are the sites with a service department, in site-list order, each with its service address', () => {
    expect(serviceDealers(sites)).toEqual([
      { id: '2', name: 'Nordvik Bil Norge Oslo', email: '2@nordvik.example' },
      { id: '1', name: 'Nordvik Bil Norge Bergen', email: 'bergen.verksted@nordvik.example' },
    ])
  })

  it('are the editor’s choice in the editor’s order when there is one', () => {
    expect(serviceDealers(sites, [3, 1]).map((entry) => entry.id)).toEqual(['3', '1'])
  })
})

describe('withEarlyChange: what was filled in before the form started', () => {
  it('takes typed text, the chosen workshop, ticked boxes and service types into the draft', () => {
    const changes: EarlyChange[] = [
      { kind: 'value', name: 'dealerId', value: '4' },
      { kind: 'value', name: 'regno', value: 'ab 12345' },
      { kind: 'value', name: 'milage', value: '42000' },
      { kind: 'value', name: 'description', value: 'Bremsene piper' },
      { kind: 'value', name: 'customerName', value: 'Kari Nordmann' },
      { kind: 'value', name: 'customerPhone', value: '+47 912 34 567' },
      { kind: 'value', name: 'customerEmail', value: 'kari@example.no' },
      { kind: 'checkbox', name: 'gdpr', value: 'on', checked: true },
      { kind: 'checkbox', name: 'services', value: 'Service', checked: true },
      { kind: 'checkbox', name: 'services', value: 'Dekkskift', checked: true },
      { kind: 'checkbox', name: 'services', value: 'Service', checked: false },
    ]
    expect(changes.reduce(withEarlyChange, EMPTY_DRAFT)).toEqual({
      ...EMPTY_DRAFT,
      dealerId: '4',
      regno: 'AB 12345',
      milage: '42000',
      description: 'Bremsene piper',
      customerName: 'Kari Nordmann',
      customerPhone: '+47 912 34 567',
      customerEmail: 'kari@example.no',
      gdpr: true,
      services: ['Dekkskift'],
    })
  })

  it('leaves the draft alone for fields it does not have', () => {
    for (const change of [
      { kind: 'value', name: 'date', value: '2027-06-01' },
      { kind: 'value', name: 'company_website', value: 'bot' },
      { kind: 'checkbox', name: 'other', value: 'on', checked: true },
      { kind: 'radio', name: 'regno', value: 'AB' },
    ] as const) {
      expect(withEarlyChange(EMPTY_DRAFT, change)).toEqual(EMPTY_DRAFT)
    }
  })
})
