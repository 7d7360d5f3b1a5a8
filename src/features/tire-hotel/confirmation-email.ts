import { escapeHtml } from '@/lib/markup'
import type { NewEmail } from '@/features/leads/repository'
import { directionsUrl } from '@/features/service-booking/directions'
import { calendarInvite } from '@/features/service-booking/ics'
import { whenText, type ConfirmationDetails } from '@/features/service-booking/confirmation-email'

/** The calendar product of the tire hotel's invitations and their cancellations. */
export const TIRE_HOTEL_PRODUCT_ID = '-//Forecourt//Tire hotel//SV'

/** The wheel change as the confirmation e-mail tells it, with the link that cancels it until 24 hours before. */
export type WheelChangeEmail = Pick<
  ConfirmationDetails,
  'reference' | 'customer' | 'workshop' | 'start' | 'end' | 'localDate' | 'localTime' | 'isFullDay' | 'freeText' | 'stamp'
> & {
  service: string
  car: { regNo: string; brand: string; model: string }
  cancelUrl: string
  /** The last moment the link cancels, in words of the workshop's time zone. */
  cancelUntil: string
}

export function wheelChangeEmail(details: WheelChangeEmail): NewEmail {
  const when = whenText(details)
  const car = `${details.car.brand} ${details.car.model}, ${details.car.regNo}`
  const contact = [details.workshop.phone, details.workshop.email].filter(Boolean).join(', ')
  const text = [
    `Hej ${details.customer.firstName}!`,
    '',
    `Ditt hjulskifte hos ${details.workshop.name} är bokat. Dina däck från däckhotellet är på plats när du kommer.`,
    '',
    `Bokningsnummer: ${details.reference}`,
    `Tid: ${when}`,
    `Bil: ${car}`,
    `Tjänst: ${details.service}`,
    `Verkstad: ${details.workshop.name}, ${details.workshop.address}`,
    ...(details.freeText ? ['', `Ditt meddelande: ${details.freeText}`] : []),
    '',
    `Vägbeskrivning: ${directionsUrl(details.workshop.address)}`,
    ...(contact ? [`Frågor eller ändringar: ${contact}`] : []),
    '',
    `Kan du inte komma? Avboka senast ${details.cancelUntil}:`,
    details.cancelUrl,
    '',
    'Kalenderinbjudan finns bifogad.',
  ].join('\n')
  const e = escapeHtml
  const html = [
    '<div style="font-family:Arial,sans-serif;max-width:560px;color:#1a1a1a">',
    '<h1 style="font-size:22px">Ditt hjulskifte är bokat</h1>',
    `<p>Hej ${e(details.customer.firstName)}! Ditt hjulskifte hos ${e(details.workshop.name)} är bokat. Dina däck från däckhotellet är på plats när du kommer.</p>`,
    `<p><strong>${e(when)}</strong><br>${e(car)}<br>${e(details.service)}<br>Bokningsnummer ${e(details.reference)}</p>`,
    details.freeText ? `<p>Ditt meddelande: ${e(details.freeText)}</p>` : '',
    `<p>${e(details.workshop.name)}<br>${e(details.workshop.address)}${contact ? `<br>${e(contact)}` : ''}</p>`,
    `<p><a href="${e(directionsUrl(details.workshop.address))}">Vägbeskrivning</a></p>`,
    `<p>Kan du inte komma? <a href="${e(details.cancelUrl)}">Avboka hjulskiftet</a> senast ${e(details.cancelUntil)}.</p>`,
    '</div>',
  ].join('')
  const ics = calendarInvite(
    {
      uid: `${details.reference}@forecourt`,
      start: details.start,
      end: details.end,
      stamp: details.stamp,
      summary: `Hjulskifte: ${car}`,
      description: [
        `${details.service} (däckhotell)`,
        `Bokningsnummer ${details.reference}`,
        `Avboka senast ${details.cancelUntil}: ${details.cancelUrl}`,
      ].join('\n'),
      location: `${details.workshop.name}, ${details.workshop.address}`,
      geo: { latitude: details.workshop.latitude, longitude: details.workshop.longitude },
    },
    TIRE_HOTEL_PRODUCT_ID,
  )
  return {
    to: details.customer.email,
    subject: `Bokningsbekräftelse hjulskifte ${details.reference} – ${when}`,
    text,
    html,
    attachments: [
      { filename: `hjulskifte-${details.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics },
    ],
  }
}
