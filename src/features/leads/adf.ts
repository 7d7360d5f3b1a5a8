import { escapeXml } from '@/lib/markup'

import type { LeadForDelivery, LeadOf } from './delivery-types'
import { mileageInKm, type MileageUnit } from './form-rules'
import { leadSourceUrl, present, priceCurrency, receivingDealerName } from './delivery-types'

/**
 * A lead as ADF 1.0 (Auto-lead Data Format), the XML dealer CRMs import. Elements follow the order of the
 * ADF 1.0 DTD, so strict importers accept the document as well as lenient ones.
 */

export const ADF_PROVIDER_NAME = 'Forecourt'

/** An ISO 8601 timestamp to the second; a value that is not a time is passed on as it came. */
export function isoTimestamp(value: string): string {
  const time = Date.parse(value)
  return Number.isNaN(time) ? value : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

type Attributes = Record<string, string | undefined>
type XmlElement = { name: string; attributes: Attributes; content: string | XmlElement[] }

function element(name: string, attributes: Attributes, children: Array<XmlElement | undefined>): XmlElement {
  return { name, attributes, content: children.filter((child): child is XmlElement => child !== undefined) }
}

/** A text element; an absent value leaves the element out. */
function textElement(name: string, value: string | undefined, attributes: Attributes = {}): XmlElement | undefined {
  return value === undefined ? undefined : { name, attributes, content: value }
}

function serialize(node: XmlElement, depth: number): string {
  const indent = '  '.repeat(depth)
  const attributes = Object.entries(node.attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('')
  const open = `${indent}<${node.name}${attributes}>`
  if (typeof node.content === 'string') return `${open}${escapeXml(node.content)}</${node.name}>`
  if (node.content.length === 0) return `${open}</${node.name}>`
  return `${open}\n${node.content.map((child) => serialize(child, depth + 1)).join('\n')}\n${indent}</${node.name}>`
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no')

/** Comment lines as "Label: value"; absent values are left out. Fixed English labels give a CRM the same keys from every site. */
function commentLines(lines: Array<[string, string | undefined]>): string[] {
  return lines
    .filter((line): line is [string, string] => present(line[1]) !== undefined)
    .map(([label, value]) => `${label}: ${value.trim()}`)
}

/** The consents as the visitor saw them, so the CRM keeps what was agreed to and when. */
function consentLines(lead: LeadForDelivery): string[] {
  if (lead.consents.length === 0) return ['Consents shown: none']
  return [
    'Consents shown:',
    ...lead.consents.map((consent) => `- ${consent.name} (given ${isoTimestamp(consent.givenAt)}): ${consent.text}`),
  ]
}

function registrationNumber(regno: string): XmlElement {
  return { name: 'id', attributes: { source: 'registration-number' }, content: regno }
}

/** ADF requires year, make and model; they stay empty when the form does not ask for them. */
function yearMakeModel(year?: number, make?: string, model?: string): XmlElement[] {
  return [
    { name: 'year', attributes: {}, content: year === undefined ? '' : String(year) },
    { name: 'make', attributes: {}, content: present(make) ?? '' },
    { name: 'model', attributes: {}, content: present(model) ?? '' },
  ]
}

/** ADF's odometer reads kilometres or miles only: a Swedish mil (10 km) is written in kilometres. */
function odometer(value: number | undefined, unit: MileageUnit | undefined, status?: 'original'): XmlElement | undefined {
  if (value === undefined) return undefined
  const [reading, units] = unit === 'mi' ? [value, 'mi'] : [mileageInKm(value, unit ?? 'km'), 'km']
  return { name: 'odometer', attributes: { status, units }, content: String(reading) }
}

type Request = { vehicle: XmlElement; comments: string[] }

/**
 * The sell-car lead's car: the register's make, model and year where the valuation found them, and the instant
 * valuation the visitor was shown as an appraisal price (its middle, the range in pricecomments).
 */
function sellCarRequest(lead: LeadOf<'sell-car'>): Request {
  const { values, valuation } = lead
  const car = valuation && valuation.kind !== 'not-found' ? valuation.car : undefined
  const range = valuation?.kind === 'range' ? valuation : undefined
  const appraisal = range ? String(Math.round((range.low + range.high) / 2)) : undefined
  const rangeText = range
    ? `Instant valuation ${range.low}-${range.high} ${range.currency} from ${range.comparables} comparable cars in stock, ${range.marginPercent} % dealer margin taken off`
    : undefined
  return {
    vehicle: element('vehicle', { interest: values.selectedOption, status: 'used' }, [
      registrationNumber(values.regno),
      ...yearMakeModel(car?.year, car?.brand, car?.model),
      odometer(values.milage, values.milageUnit, 'original'),
      textElement('price', appraisal, { type: 'appraisal', currency: range?.currency }),
      textElement('pricecomments', rangeText),
      textElement('comments', present(values.other)),
    ]),
    comments: commentLines([
      ['Request', values.selectedOption],
      [
        'Instant valuation',
        range
          ? `${range.low}-${range.high} ${range.currency}`
          : valuation?.kind === 'manual'
            ? 'none (too few comparable cars in stock)'
            : valuation?.kind === 'not-found'
              ? 'none (not in the vehicle register)'
              : undefined,
      ],
    ]),
  }
}

function serviceRequest(lead: LeadOf<'service-request'>): Request {
  const { values } = lead
  return {
    // ADF has no service interest; status says the car is in use, so a CRM does not read it as a new-car enquiry.
    vehicle: element('vehicle', { status: 'used' }, [
      registrationNumber(values.regno),
      ...yearMakeModel(),
      odometer(values.milage, values.milageUnit),
    ]),
    comments: commentLines([
      ['Service request for', values.siteName],
      ['Desired date', values.date],
      ['Service types', values.services.length > 0 ? values.services.join(', ') : 'none chosen'],
      ['Vehicle type', values.typeMC ? 'motorcycle' : 'car'],
      ['Description', values.description],
      ['Other', values.other],
      ['Data processing consent', yesNo(values.gdpr)],
      ['Newsletter', yesNo(values.newsletter)],
    ]),
  }
}

function contactSellerRequest(lead: LeadOf<'contact-seller'>): Request {
  const { values, car } = lead
  const price = car?.price !== undefined && Number.isFinite(car.price) ? String(car.price) : undefined
  return {
    vehicle: element(
      'vehicle',
      { interest: values.testDrive ? 'test-drive' : 'buy', status: car?.isUsed === undefined ? undefined : car.isUsed ? 'used' : 'new' },
      [
        ...yearMakeModel(car?.year, car?.brand, car?.model),
        textElement('stock', values.car.car_id),
        textElement('trim', present(car?.version)),
        odometer(car?.mileage, car?.mileageUnit),
        textElement('price', price, { type: 'asking', currency: priceCurrency(lead) }),
        textElement('comments', present(car?.title)),
      ],
    ),
    comments: commentLines([
      ['Message', values.message],
      ['Quote wanted', yesNo(values.quote)],
      ['Test drive wanted', yesNo(values.testDrive)],
      ['Seller', values.toName],
    ]),
  }
}

function request(lead: LeadForDelivery): Request {
  switch (lead.formName) {
    case 'sell-car':
      return sellCarRequest(lead)
    case 'service-request':
      return serviceRequest(lead)
    case 'contact-seller':
      return contactSellerRequest(lead)
  }
}

function customerContact(lead: LeadForDelivery): { name: string; email: string; phone: string } {
  if (lead.formName === 'contact-seller') return { name: lead.values.name, email: lead.values.email, phone: lead.values.phone }
  return { name: lead.values.customerName, email: lead.values.customerEmail, phone: lead.values.customerPhone }
}

/** The lead as an ADF 1.0 document, every value XML-escaped. */
export function leadToAdf(lead: LeadForDelivery): string {
  const { vehicle, comments } = request(lead)
  const customer = customerContact(lead)
  const dealerName = receivingDealerName(lead)
  const dealerContactName = (lead.formName === 'contact-seller' ? present(lead.values.toName) : undefined) ?? dealerName

  const adf = element('adf', {}, [
    element('prospect', { status: 'new' }, [
      textElement('id', lead.submissionId, { sequence: '1', source: ADF_PROVIDER_NAME }),
      textElement('requestdate', isoTimestamp(lead.receivedAt)),
      vehicle,
      element('customer', {}, [
        element('contact', {}, [
          textElement('name', customer.name, { part: 'full' }),
          textElement('email', customer.email),
          textElement('phone', customer.phone),
        ]),
        textElement('comments', [...comments, ...consentLines(lead)].join('\n')),
      ]),
      element('vendor', {}, [
        textElement('vendorname', dealerName),
        element('contact', {}, [textElement('name', dealerContactName, { part: 'full' }), textElement('email', lead.receivingAddress)]),
      ]),
      element('provider', {}, [
        textElement('name', ADF_PROVIDER_NAME, { part: 'full' }),
        textElement('service', lead.formName),
        textElement('url', leadSourceUrl(lead)),
      ]),
    ]),
  ])

  return `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n${serialize(adf, 0)}\n`
}
