/**
 * The Norwegian service request form's texts (spec 3 §2.3, §5.3, §8): the block's CMS fields default to
 * these, and an emptied field falls back to them.
 */

/** The 11 service types for cars and 3 for motorcycles (spec 3 §9). */
export const CAR_SERVICE_TYPES = [
  'Service',
  'EU-kontroll',
  'Dekkskift',
  'Bremser',
  'Klimaanlegg (AC-service)',
  'Hjulstilling',
  'Feilsøking/diagnose',
  'Rust- og understellsbehandling',
  'Glass og rute',
  'Lakk og skade',
  'Annet',
] as const

export const MOTORCYCLE_SERVICE_TYPES = ['Service', 'EU-kontroll', 'Dekkskift'] as const

/** The failure message of spec 3 §8, word for word. */
export const SERVICE_REQUEST_ERROR = 'Noe gikk galt, vennligst prøv igjen senere.'

/** Each text: its admin label and its Norwegian default. The order is the order in the CMS. */
export const SERVICE_REQUEST_TEXT_FIELDS = {
  dealerLabel: { label: 'Dealer: label', text: 'Verksted' },
  dealerPlaceholder: { label: 'Dealer: first option', text: 'Velg verksted' },
  dealerRequired: { label: 'Dealer: missing', text: 'Velg hvilket verksted du vil bestille hos.' },
  regnoLabel: { label: 'Plate: label', text: 'Registreringsnummer' },
  regnoRequired: { label: 'Plate: missing', text: 'Skriv inn registreringsnummeret.' },
  mileageLabel: { label: 'Mileage: label', text: 'Kilometerstand' },
  mileageInvalid: { label: 'Mileage: invalid', text: 'Skriv kilometerstanden som et helt tall, 0 eller mer.' },
  dateLabel: { label: 'Date: label', text: 'Ønsket dato' },
  datePlaceholder: { label: 'Date: empty field', text: 'Velg dato' },
  dateHint: { label: 'Date: hint', text: 'Vi bekrefter endelig tid når vi kontakter deg.' },
  dateRequired: { label: 'Date: missing', text: 'Velg ønsket dato.' },
  dateInvalid: { label: 'Date: before today', text: 'Velg dagens dato eller en senere dato.' },
  previousMonth: { label: 'Calendar: previous month', text: 'Forrige måned' },
  nextMonth: { label: 'Calendar: next month', text: 'Neste måned' },
  servicesLabel: { label: 'Service types: heading', text: 'Hva skal gjøres?' },
  descriptionLabel: { label: 'Description: label', text: 'Beskrivelse' },
  descriptionHint: {
    label: 'Description: hint',
    text: 'Fortell gjerne hva du har lagt merke til, for eksempel en lyd eller en varsellampe.',
  },
  otherLabel: { label: 'Other wishes: label', text: 'Andre ønsker' },
  otherHint: { label: 'Other wishes: hint', text: 'For eksempel leiebil, henting og levering, eller at du vil vente mens vi jobber.' },
  nameLabel: { label: 'Name: label', text: 'Navn' },
  nameRequired: { label: 'Name: missing', text: 'Skriv inn navnet ditt.' },
  phoneLabel: { label: 'Phone: label', text: 'Telefon' },
  phoneRequired: { label: 'Phone: missing', text: 'Skriv inn telefonnummeret ditt.' },
  phoneInvalid: { label: 'Phone: invalid', text: 'Telefonnummeret skal være 6–20 sifre eller mellomrom, eventuelt med + først.' },
  emailLabel: { label: 'E-mail: label', text: 'E-post' },
  emailRequired: { label: 'E-mail: missing', text: 'Skriv inn e-postadressen din.' },
  emailInvalid: { label: 'E-mail: invalid', text: 'Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.' },
  consentText: {
    label: 'Consent: text',
    text: 'Jeg samtykker i at opplysningene mine lagres og brukes til å behandle serviceforespørselen og kontakte meg om den.',
  },
  consentRequired: { label: 'Consent: missing', text: 'Du må samtykke for å sende forespørselen.' },
  newsletterText: { label: 'Newsletter: text', text: 'Ja takk, jeg vil motta nyhetsbrev med tilbud og påminnelser på e-post.' },
  requiredNote: { label: 'Note on required fields', text: 'Felt merket med * må fylles ut.' },
  optional: { label: 'Optional field marker', text: 'valgfritt' },
  submit: { label: 'Submit button', text: 'Send forespørsel' },
  sending: { label: 'While sending', text: 'Sender …' },
  success: { label: 'Success message', text: 'Takk! Vi har mottatt forespørselen din og kontakter deg innen én virkedag.' },
  error: { label: 'Error message', text: SERVICE_REQUEST_ERROR },
} as const satisfies Record<string, { label: string; text: string }>

export type ServiceRequestTextKey = keyof typeof SERVICE_REQUEST_TEXT_FIELDS
export type ServiceRequestTexts = Record<ServiceRequestTextKey, string>

/** Long texts get a text area in the CMS. */
export const LONG_TEXTS: readonly ServiceRequestTextKey[] = [
  'consentText',
  'newsletterText',
  'success',
  'descriptionHint',
  'otherHint',
  'dateHint',
]

/** The block's texts with every empty one replaced by its default. */
export function serviceRequestTexts(
  stored: Partial<Record<ServiceRequestTextKey, string | null | undefined>> | null | undefined,
): ServiceRequestTexts {
  const texts = {} as ServiceRequestTexts
  for (const [key, field] of Object.entries(SERVICE_REQUEST_TEXT_FIELDS) as Array<[ServiceRequestTextKey, { text: string }]>) {
    texts[key] = stored?.[key]?.trim() || field.text
  }
  return texts
}

/** The service types an editor listed (an emptied list offers none), or the defaults when the block has no list. */
export function serviceTypes(
  stored: Array<{ label?: string | null }> | null | undefined,
  defaults: readonly string[],
  max: number,
): string[] {
  if (!stored) return defaults.slice(0, max)
  return [...new Set(stored.map((entry) => entry.label?.trim() ?? '').filter(Boolean))].slice(0, max)
}
