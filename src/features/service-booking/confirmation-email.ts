import { escapeHtml } from '@/features/leads/lead-email'
import type { NewEmail } from '@/features/leads/repository'

import { directionsUrl } from './directions'
import { calendarInvite } from './ics'
import { formatSek } from './money'

/** What the confirmation e-mail tells the customer (spec 3 §2.1 step 5, as an e-mail with a calendar invitation). */
export type BookedService = { code: string; kobraId: string; name: string; price: number | null; priceKnown: boolean; priceDiscount: number; userInput: string; units: number | null; type: 'service' | 'addon' }

export type ConfirmationDetails = {
  reference: string
  customer: { firstName: string; lastName: string; email: string }
  car: { registrationNumber: string; brand: string; model: string }
  workshop: { name: string; address: string; phone: string; email: string; latitude: number; longitude: number }
  start: Date
  end: Date
  localDate: string
  localTime: string
  isFullDay: boolean
  services: BookedService[]
  freeText: string
  stamp: Date
}

const LONG_DATE = new Intl.DateTimeFormat('sv-SE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "tisdag 1 december 2026" of a local date. */
export function longDate(localDate: string): string {
  return LONG_DATE.format(new Date(`${localDate}T12:00:00Z`))
}

export function whenText(details: Pick<ConfirmationDetails, 'localDate' | 'localTime' | 'isFullDay'>): string {
  const day = longDate(details.localDate)
  return details.isFullDay ? `${day}, lämna bilen före ${details.localTime} (heldag)` : `${day} kl. ${details.localTime}`
}

const priceText = (service: BookedService) => (service.priceKnown && service.price !== null ? formatSek(service.price) : 'Pris saknas*')


export function confirmationEmail(details: ConfirmationDetails): NewEmail {
  const when = whenText(details)
  const car = `${details.car.brand} ${details.car.model}, ${details.car.registrationNumber}`
  const total = details.services.reduce((sum, service) => sum + (service.priceKnown && service.price !== null ? service.price : 0), 0)
  const discount = details.services.reduce((sum, service) => sum + service.priceDiscount, 0)
  const unknown = details.services.some((service) => !service.priceKnown)
  const lines = details.services.map((service) => `${service.name}${service.userInput ? ` (${service.userInput})` : ''}: ${priceText(service)}`)
  const text = [
    `Hej ${details.customer.firstName}!`,
    '',
    `Tack för din bokning hos ${details.workshop.name}. Här är en sammanfattning.`,
    '',
    `Bokningsnummer: ${details.reference}`,
    `Tid: ${when}`,
    `Bil: ${car}`,
    `Verkstad: ${details.workshop.name}, ${details.workshop.address}`,
    '',
    ...lines,
    `Totalt (medianpris): ${formatSek(total)}${discount > 0 ? ` – varav serviceavtalsrabatt ${formatSek(discount)}` : ''}`,
    ...(unknown ? ['* Vissa priser kan inte beräknas förrän bokningen når verkstaden.'] : []),
    ...(details.freeText ? ['', `Ditt meddelande: ${details.freeText}`] : []),
    '',
    `Vägbeskrivning: ${directionsUrl(details.workshop.address)}`,
    `Frågor eller ändringar: ${details.workshop.phone}${details.workshop.email ? `, ${details.workshop.email}` : ''}`,
    '',
    'Kalenderinbjudan finns bifogad.',
  ].join('\n')
  const e = escapeHtml
  const rows = details.services
    .map((service) => `<tr><td style="padding:6px 0">${e(service.name)}${service.userInput ? `<br><small>${e(service.userInput)}</small>` : ''}</td><td style="padding:6px 0;text-align:right">${e(priceText(service))}</td></tr>`)
    .join('')
  const html = [
    '<div style="font-family:Arial,sans-serif;max-width:560px;color:#1a1a1a">',
    `<h1 style="font-size:22px">Din verkstadstid är bokad</h1>`,
    `<p>Hej ${e(details.customer.firstName)}! Tack för din bokning hos ${e(details.workshop.name)}.</p>`,
    `<p><strong>${e(when)}</strong><br>${e(car)}<br>Bokningsnummer ${e(details.reference)}</p>`,
    `<table style="width:100%;border-collapse:collapse">${rows}<tr><td style="padding:8px 0;border-top:1px solid #ddd"><strong>Totalt</strong></td><td style="padding:8px 0;border-top:1px solid #ddd;text-align:right"><strong>${e(formatSek(total))}</strong></td></tr></table>`,
    discount > 0 ? `<p>Serviceavtalsrabatt: ${e(formatSek(discount))}</p>` : '',
    unknown ? '<p><small>* Vissa priser kan inte beräknas förrän bokningen når verkstaden.</small></p>' : '',
    details.freeText ? `<p>Ditt meddelande: ${e(details.freeText)}</p>` : '',
    `<p>${e(details.workshop.name)}<br>${e(details.workshop.address)}<br>${e(details.workshop.phone)}</p>`,
    `<p><a href="${e(directionsUrl(details.workshop.address))}">Vägbeskrivning</a></p>`,
    '</div>',
  ].join('')
  const ics = calendarInvite({
    uid: `${details.reference}@forecourt`,
    start: details.start,
    end: details.end,
    stamp: details.stamp,
    summary: `Verkstadsbesök: ${car}`,
    description: [...lines, `Bokningsnummer ${details.reference}`].join('\n'),
    location: `${details.workshop.name}, ${details.workshop.address}`,
    geo: { latitude: details.workshop.latitude, longitude: details.workshop.longitude },
  })
  return {
    to: details.customer.email,
    subject: `Bokningsbekräftelse ${details.reference} – ${when}`,
    text,
    html,
    attachments: [{ filename: `bokning-${details.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }],
  }
}
