import { describe, expect, it } from 'vitest'

import { cancellationEmail, confirmationEmail, type BookedService, type ConfirmationDetails } from './confirmation-email'
import { formatSek } from './money'

const service = (changes: Partial<BookedService>): BookedService => ({
  code: 'AC_SERVICE',
  kobraId: 'K-2004',
  name: 'AC-service',
  price: 1386,
  priceKnown: true,
  priceDiscount: 154,
  userInput: '',
  units: null,
  type: 'service',
  ...changes,
})

const details = (changes: Partial<ConfirmationDetails> = {}): ConfirmationDetails => ({
  reference: 'NB-V2LBG8P7',
  customer: { firstName: 'Vera', lastName: 'Nilsson', email: 'vera@example.com' },
  car: { registrationNumber: 'ABC123', brand: 'Volkswagen', model: 'Golf' },
  workshop: { name: 'Nordvik Bil Enköping', address: 'Munksundsvägen 14, 745 37 Enköping', phone: '070-174 06 20', email: 'verkstad.enkoping@nordvik.example', latitude: 59.63, longitude: 17.07 },
  start: new Date('2026-12-03T09:00:00Z'),
  end: new Date('2026-12-03T10:00:00Z'),
  localDate: '2026-12-03',
  localTime: '10:00',
  isFullDay: false,
  services: [service({}), service({ code: 'WASH', kobraId: 'K-4002', name: 'Handtvätt', price: 395, priceDiscount: 0, type: 'addon' })],
  freeText: '',
  stamp: new Date('2026-11-27T09:00:00Z'),
  changeUrl: null,
  ...changes,
})

describe('the confirmation e-mail', () => {
  it('adds up as the page does: each service at its ordinary price, the discount taken off, the total what is paid', () => {
    const { text, html } = confirmationEmail(details())
    expect(text).toContain(`AC-service: ${formatSek(1540)}`)
    expect(text).toContain(`Handtvätt: ${formatSek(395)}`)
    expect(text).toContain(`Serviceavtalsrabatt: −${formatSek(154)}`)
    expect(text).toContain(`Totalt: ${formatSek(1781)}`)
    expect(1540 + 395 - 154).toBe(1781)
    expect(html).toContain(`−${formatSek(154)}`)
    expect(html).toContain(formatSek(1781))
  })

  it('calls the workshop’s own prices neither medians nor anything “varav”', () => {
    const { text, html } = confirmationEmail(details())
    expect(`${text}\n${html}`).not.toMatch(/median|varav/i)
    expect(text).toContain('Priserna gäller hos Nordvik Bil Enköping.')
  })

  it('names the booking by its reference in the subject, the text and the calendar invitation', () => {
    const email = confirmationEmail(details())
    expect(email.subject).toContain('NB-V2LBG8P7')
    expect(email.text).toContain('Bokningsnummer: NB-V2LBG8P7')
    expect(email.attachments[0]!.filename).toBe('bokning-NB-V2LBG8P7.ics')
    expect(email.attachments[0]!.content).toContain('UID:NB-V2LBG8P7@forecourt')
  })

  it('shows no discount line without a discount, and a price that is not known as such', () => {
    const { text } = confirmationEmail(details({ services: [service({ priceDiscount: 0, price: 1540 }), service({ code: 'FAULT', name: 'Felsökning', price: null, priceKnown: false, priceDiscount: 0 })] }))
    expect(text).not.toContain('Serviceavtalsrabatt')
    expect(text).toContain('Felsökning: Pris saknas*')
    expect(text).toContain(`Totalt: ${formatSek(1540)}`)
    expect(text).toContain('* Vissa priser kan inte beräknas förrän bokningen når verkstaden.')
  })

  it('links to changing or cancelling the booking when it has such a link', () => {
    expect(confirmationEmail(details()).text).not.toContain('Ändra eller avboka')
    const email = confirmationEmail(details({ changeUrl: 'https://se2.example/service-booking/change?token=abc' }))
    expect(email.text).toContain('Ändra eller avboka: https://se2.example/service-booking/change?token=abc')
    expect(email.html).toContain('href="https://se2.example/service-booking/change?token=abc"')
  })
})

describe('the cancellation e-mail', () => {
  it('tells the customer, with a calendar update that cancels the confirmation’s event', () => {
    const email = cancellationEmail({ ...details(), car: 'Volkswagen Golf 2019, ABC123' })
    expect(email.subject).toBe('Avbokad: NB-V2LBG8P7 – torsdag 3 december 2026 kl. 10:00')
    expect(email.text).toContain('Din bokning hos Nordvik Bil Enköping torsdag 3 december 2026 kl. 10:00 är avbokad.')
    const [ics] = email.attachments
    expect(ics).toMatchObject({ filename: 'avbokning-NB-V2LBG8P7.ics', contentType: 'text/calendar; charset=utf-8; method=CANCEL' })
    expect(ics!.content).toContain('\r\nMETHOD:CANCEL\r\n')
    expect(ics!.content).toContain('\r\nUID:NB-V2LBG8P7@forecourt\r\n')
    expect(ics!.content).toContain('\r\nSTATUS:CANCELLED\r\n')
    expect(ics!.content).toContain('\r\nSEQUENCE:1\r\n')
  })
})
