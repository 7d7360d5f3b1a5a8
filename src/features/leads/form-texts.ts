import type { MileageUnit } from './form-rules'

/**
 * Fixed texts of the lead forms, looked up in the site's dictionary by language. The Swedish text is used
 * when a site has no entry. `leadForm*` texts are shared by every lead form; `sellCar*` belong to the
 * sell-car / trade-in form.
 */
export const LEAD_FORM_TEXTS = {
  leadFormRequiredNote: 'Fält markerade med * måste fyllas i.',
  leadFormOptional: 'valfritt',
  leadFormSending: 'Skickar …',
  leadFormNameLabel: 'Namn',
  leadFormNameRequired: 'Ange ditt namn.',
  leadFormPhoneLabel: 'Telefonnummer',
  leadFormPhoneHint: 'Siffror och mellanslag, gärna med + och landsnummer först.',
  leadFormPhoneRequired: 'Ange ditt telefonnummer.',
  leadFormPhoneInvalid: 'Telefonnumret ska vara 6–20 siffror eller mellanslag, eventuellt med + först.',
  leadFormEmailLabel: 'E-postadress',
  leadFormEmailRequired: 'Ange din e-postadress.',
  leadFormEmailInvalid: 'Ange en giltig e-postadress, till exempel namn@exempel.se.',
  leadFormInvalid: 'Kontrollera uppgiften.',
  leadFormError: 'Något gick fel och vi kunde inte ta emot dina uppgifter. Försök igen om en stund.',
  sellCarCarLegend: 'Om bilen',
  sellCarContactLegend: 'Dina kontaktuppgifter',
  sellCarRegnoLabel: 'Registreringsnummer',
  sellCarRegnoRequired: 'Ange bilens registreringsnummer.',
  sellCarMileageLabel: 'Mätarställning',
  sellCarMileageUnitMil: 'mil',
  sellCarMileageUnitKm: 'km',
  sellCarMileageUnitMiles: 'engelska mil',
  sellCarMileageRequired: 'Ange bilens mätarställning.',
  sellCarMileageInvalid: 'Ange mätarställningen som ett heltal, 0 eller mer.',
  sellCarOptionLegend: 'Vad vill du göra?',
  sellCarOptionSell: 'Sälja bilen',
  sellCarOptionSellHint: 'Vi köper din bil, oavsett märke.',
  sellCarOptionTradeIn: 'Byta in bilen',
  sellCarOptionTradeInHint: 'Bilen blir en del av betalningen för din nästa bil.',
  sellCarOtherLabel: 'Övrigt',
  sellCarOtherHint: 'Berätta gärna om bilens skick och utrustning, eller vilken bil du är intresserad av.',
  sellCarSubmit: 'Skicka förfrågan',
  sellCarSuccess: 'Tack! Vi har tagit emot dina uppgifter och hör av oss med ett bud så snart vi kan.',
  sellCarPrivacy: 'Vi använder dina uppgifter för att värdera bilen och kontakta dig om vårt bud. Uppgifterna sparas inte längre än vi behöver dem för det.',
} as const

export type LeadFormTextKey = keyof typeof LEAD_FORM_TEXTS

export function leadFormText(dictionary: Record<string, string>, key: LeadFormTextKey): string {
  return dictionary[key] || LEAD_FORM_TEXTS[key]
}

const MILEAGE_UNIT_KEYS = { mil: 'sellCarMileageUnitMil', km: 'sellCarMileageUnitKm', mi: 'sellCarMileageUnitMiles' } as const satisfies Record<MileageUnit, LeadFormTextKey>

/** The dictionary key of a mileage unit's name. */
export const mileageUnitKey = (unit: MileageUnit) => MILEAGE_UNIT_KEYS[unit]
