import { escapeHtml } from '@/lib/markup'
import type { NewEmail } from '@/features/leads/repository'

import { directionsUrl } from './directions'
import { calendarCancellation, calendarInvite } from './ics'
import { formatSek } from './money'

/** What the confirmation e-mail tells the customer (spec 3 §2.1 step 5, as an e-mail with a calendar invitation). */
export type BookedService = {
  code: string
  kobraId: string
  name: string
  price: number | null
  priceKnown: boolean
  priceDiscount: number
  userInput: string
  units: number | null
  type: 'service' | 'addon'
}

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
  /** The link that changes or cancels the booking; null without one (no encryption key). */
  changeUrl: string | null
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

/** A service at its ordinary price (before the agreement discount), as the page's summary lists it. */
const ordinaryPrice = (service: BookedService) =>
  service.priceKnown && service.price !== null ? service.price + service.priceDiscount : null
const priceText = (service: BookedService) => {
  const price = ordinaryPrice(service)
  return price === null ? 'Pris saknas*' : formatSek(price)
}

/**
 * The booking's sum as the page shows it: the services at their ordinary prices, the agreement discount taken off,
 * and the total that is paid (known prices).
 */
export function bookedTotals(services: BookedService[]): { discount: number; total: number; hasUnknownPrice: boolean } {
  const known = services.filter((service) => service.priceKnown && service.price !== null)
  return {
    discount: known.reduce((sum, service) => sum + service.priceDiscount, 0),
    total: known.reduce((sum, service) => sum + service.price!, 0),
    hasUnknownPrice: services.some((service) => !service.priceKnown),
  }
}

const UNKNOWN_PRICE_NOTE = '* Vissa priser kan inte beräknas förrän bokningen når verkstaden.'

export function confirmationEmail(details: ConfirmationDetails): NewEmail {
  const when = whenText(details)
  const car = `${details.car.brand} ${details.car.model}, ${details.car.registrationNumber}`
  const { discount, total, hasUnknownPrice } = bookedTotals(details.services)
  const lines = details.services.map(
    (service) => `${service.name}${service.userInput ? ` (${service.userInput})` : ''}: ${priceText(service)}`,
  )
  // The prices are the workshop's own (the booking's), not the medians the page showed before a workshop was chosen.
  const pricesAt = `Priserna gäller hos ${details.workshop.name}.`
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
    ...(discount > 0 ? [`Serviceavtalsrabatt: −${formatSek(discount)}`] : []),
    `Totalt: ${formatSek(total)}`,
    pricesAt,
    ...(hasUnknownPrice ? [UNKNOWN_PRICE_NOTE] : []),
    ...(details.freeText ? ['', `Ditt meddelande: ${details.freeText}`] : []),
    '',
    `Vägbeskrivning: ${directionsUrl(details.workshop.address)}`,
    `Frågor: ${details.workshop.phone}${details.workshop.email ? `, ${details.workshop.email}` : ''}`,
    ...(details.changeUrl ? [`Ändra eller avboka: ${details.changeUrl}`] : []),
    '',
    'Kalenderinbjudan finns bifogad.',
  ].join('\n')
  const e = escapeHtml
  const cell = 'padding:6px 0'
  const rows = details.services
    .map(
      (service) =>
        `<tr><td style="${cell}">${e(service.name)}${service.userInput ? `<br><small>${e(service.userInput)}</small>` : ''}</td><td style="${cell};text-align:right">${e(priceText(service))}</td></tr>`,
    )
    .join('')
  const discountRow =
    discount > 0
      ? `<tr><td style="${cell};color:#17603a">Serviceavtalsrabatt</td><td style="${cell};text-align:right;color:#17603a">−${e(formatSek(discount))}</td></tr>`
      : ''
  const html = [
    '<div style="font-family:Arial,sans-serif;max-width:560px;color:#1a1a1a">',
    `<h1 style="font-size:22px">Din verkstadstid är bokad</h1>`,
    `<p>Hej ${e(details.customer.firstName)}! Tack för din bokning hos ${e(details.workshop.name)}.</p>`,
    `<p><strong>${e(when)}</strong><br>${e(car)}<br>Bokningsnummer ${e(details.reference)}</p>`,
    `<table style="width:100%;border-collapse:collapse">${rows}${discountRow}<tr><td style="padding:8px 0;border-top:1px solid #ddd"><strong>Totalt</strong></td><td style="padding:8px 0;border-top:1px solid #ddd;text-align:right"><strong>${e(formatSek(total))}</strong></td></tr></table>`,
    `<p><small>${e(pricesAt)}</small></p>`,
    hasUnknownPrice ? `<p><small>${e(UNKNOWN_PRICE_NOTE)}</small></p>` : '',
    details.freeText ? `<p>Ditt meddelande: ${e(details.freeText)}</p>` : '',
    `<p>${e(details.workshop.name)}<br>${e(details.workshop.address)}<br>${e(details.workshop.phone)}</p>`,
    `<p><a href="${e(directionsUrl(details.workshop.address))}">Vägbeskrivning</a></p>`,
    details.changeUrl ? `<p>Kan du inte komma? <a href="${e(details.changeUrl)}">Ändra eller avboka</a> senast ett dygn före.</p>` : '',
    '</div>',
  ].join('')
  const ics = calendarInvite({
    uid: `${details.reference}@forecourt`,
    start: details.start,
    end: details.end,
    stamp: details.stamp,
    summary: `Verkstadsbesök: ${car}`,
    description: [
      ...lines,
      `Bokningsnummer ${details.reference}`,
      ...(details.changeUrl ? [`Ändra eller avboka: ${details.changeUrl}`] : []),
    ].join('\n'),
    location: `${details.workshop.name}, ${details.workshop.address}`,
    geo: { latitude: details.workshop.latitude, longitude: details.workshop.longitude },
  })
  return {
    to: details.customer.email,
    subject: `Bokningsbekräftelse ${details.reference} – ${when}`,
    text,
    html,
    attachments: [
      { filename: `bokning-${details.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics },
    ],
  }
}

/** What a booking's cancellation and change-link e-mails say of it: the booking as stored. */
export type CancellationDetails = Pick<
  ConfirmationDetails,
  'reference' | 'start' | 'end' | 'localDate' | 'localTime' | 'isFullDay' | 'stamp'
> & {
  customer: { firstName: string; email: string }
  /** "Volkswagen Golf 2019, ABC123". */
  car: string
  workshop: { name: string; address: string; phone: string; email: string }
}

/** The e-mail of a cancelled booking, with the calendar update that removes the confirmation's event. */
export function cancellationEmail(
  details: CancellationDetails,
  options: { what?: { text: string; cancelled: string; short: string }; productId?: string } = {},
): NewEmail {
  const when = whenText(details)
  const { text: what, cancelled } = options.what ?? { text: 'Din bokning', cancelled: 'avbokad', short: '' }
  const contact = [details.workshop.phone, details.workshop.email].filter(Boolean).join(', ')
  const text = [
    `Hej ${details.customer.firstName}!`,
    '',
    `${what} hos ${details.workshop.name} ${when} är ${cancelled}.`,
    '',
    `Bokningsnummer: ${details.reference}`,
    `Bil: ${details.car}`,
    '',
    'Välkommen att boka en ny tid när det passar dig.',
    ...(contact ? [`Frågor: ${contact}`] : []),
    '',
    'Den bifogade kalenderfilen tar bort besöket ur din kalender.',
  ].join('\n')
  const e = escapeHtml
  const html = [
    '<div style="font-family:Arial,sans-serif;max-width:560px;color:#1a1a1a">',
    `<h1 style="font-size:22px">${e(what)} är ${cancelled}</h1>`,
    `<p>Hej ${e(details.customer.firstName)}! ${e(what)} hos ${e(details.workshop.name)} ${e(when)} är ${cancelled}.</p>`,
    `<p>${e(details.car)}<br>Bokningsnummer ${e(details.reference)}</p>`,
    '<p>Välkommen att boka en ny tid när det passar dig.</p>',
    contact ? `<p>${e(details.workshop.name)}<br>${e(contact)}</p>` : '',
    '</div>',
  ].join('')
  const ics = calendarCancellation(
    {
      uid: `${details.reference}@forecourt`,
      start: details.start,
      end: details.end,
      stamp: details.stamp,
      summary: `Avbokad: ${details.car}`,
      description: `${what} är ${cancelled}. Bokningsnummer ${details.reference}`,
      location: `${details.workshop.name}, ${details.workshop.address}`,
      ...(details.workshop.email ? { organizer: { name: details.workshop.name, email: details.workshop.email } } : {}),
    },
    options.productId,
  )
  return {
    to: details.customer.email,
    subject: `Avbokad: ${options.what ? `${options.what.short} ` : ''}${details.reference} – ${when}`,
    text,
    html,
    attachments: [
      { filename: `avbokning-${details.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=CANCEL', content: ics },
    ],
  }
}

/** The change link of a booking, sent again at the request of a visitor whose booking of the same car was refused. */
export function changeLinkEmail(details: CancellationDetails & { changeUrl: string }): NewEmail {
  const when = whenText(details)
  const text = [
    `Hej ${details.customer.firstName}!`,
    '',
    `Någon försökte nyss boka en ny verkstadstid för ${details.car}, som redan är bokad hos ${details.workshop.name} ${when}.`,
    'En bil kan bara ha en bokning åt gången. Vill du ändra tiden, avboka den här bokningen och boka en ny:',
    details.changeUrl,
    '',
    `Bokningsnummer: ${details.reference}`,
    '',
    'Var det inte du behöver du inte göra något: bokningen står kvar.',
  ].join('\n')
  const e = escapeHtml
  const html = [
    '<div style="font-family:Arial,sans-serif;max-width:560px;color:#1a1a1a">',
    '<h1 style="font-size:22px">Ändra eller avboka din bokning</h1>',
    `<p>Hej ${e(details.customer.firstName)}! Någon försökte nyss boka en ny verkstadstid för ${e(details.car)}, som redan är bokad hos ${e(details.workshop.name)} ${e(when)}.</p>`,
    `<p>En bil kan bara ha en bokning åt gången. <a href="${e(details.changeUrl)}">Ändra eller avboka bokningen</a> och boka sedan en ny tid.</p>`,
    `<p>Bokningsnummer ${e(details.reference)}</p>`,
    '<p>Var det inte du behöver du inte göra något: bokningen står kvar.</p>',
    '</div>',
  ].join('')
  return { to: details.customer.email, subject: `Ändra eller avboka bokning ${details.reference}`, text, html, attachments: [] }
}
