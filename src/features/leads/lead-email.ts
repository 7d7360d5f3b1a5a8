import { escapeHtml, withoutNonXmlCharacters } from '@/lib/markup'

import { leadToAdf } from './adf'
import { valuedCarName } from '@/features/price-insight/valuation'

import type { LeadForDelivery, LeadOf } from './delivery-types'
import { carLabel, leadSourceUrl, present, priceCurrency, receivingDealerName } from './delivery-types'
import { mileageInKm, timeZoneOf, type MileageUnit } from './forms'

/** The e-mail dealer staff receive for a lead, with the lead as ADF/XML for their CRM. */
export type LeadEmail = {
  subject: string
  text: string
  html: string
  attachments: [{ filename: string; contentType: 'application/xml'; content: string }]
}

export const LEAD_EMAIL_LANGUAGES = ['sv', 'nb', 'en', 'fi', 'sk'] as const
export type LeadEmailLanguage = (typeof LEAD_EMAIL_LANGUAGES)[number]

/** The locale dates and numbers are written in when the site's own locale does not fit its language. */
const LANGUAGE_LOCALES: Record<LeadEmailLanguage, string> = { sv: 'sv-SE', nb: 'nb-NO', en: 'en-GB', fi: 'fi-FI', sk: 'sk-SK' }

type Wording = {
  newLead: string
  intro: (site: string) => string
  forms: { sell: string; 'trade-in': string; 'service-request': string; 'contact-seller': string }
  fields: {
    name: string
    phone: string
    email: string
    regno: string
    mileage: string
    option: string
    other: string
    toEmail: string
    dealer: string
    dealerEmail: string
    date: string
    services: string
    vehicleType: string
    description: string
    gdpr: string
    newsletter: string
    car: string
    carId: string
    price: string
    modelYear: string
    message: string
    quote: string
    testDrive: string
    seller: string
  }
  /** A mileage's unit after the number (kilometres are 'km' everywhere). */
  units: { mil: string; mi: string }
  /** The sell-car form's instant valuation, as the visitor was shown it (issue 46). */
  valuation: {
    label: string
    range: (range: string, car: string, comparables: number, margin: number) => string
    manual: (car: string) => string
    notFound: string
  }
  yes: string
  no: string
  none: string
  carType: string
  motorcycleType: string
  consents: string
  noConsents: string
  consent: string
  consentText: string
  consentGiven: string
  details: string
  site: string
  sourcePage: string
  submissionId: string
  receivedAt: string
  attachmentNote: (filename: string) => string
}

const WORDING: Record<LeadEmailLanguage, Wording> = {
  sv: {
    newLead: 'Ny lead',
    intro: (site) => `En ny lead har kommit in via ${site}.`,
    forms: { sell: 'Sälj bil', 'trade-in': 'Inbyte', 'service-request': 'Serviceförfrågan', 'contact-seller': 'Kontakta säljaren' },
    fields: {
      name: 'Namn',
      phone: 'Telefon',
      email: 'E-post',
      regno: 'Registreringsnummer',
      mileage: 'Mätarställning',
      option: 'Önskar',
      other: 'Övrigt',
      toEmail: 'Vald mottagaradress',
      dealer: 'Anläggning',
      dealerEmail: 'Anläggningens e-post',
      date: 'Önskat datum',
      services: 'Tjänster',
      vehicleType: 'Fordonstyp',
      description: 'Beskrivning',
      gdpr: 'Samtycke till personuppgiftsbehandling',
      newsletter: 'Nyhetsbrev',
      car: 'Bil',
      carId: 'Bil-id',
      price: 'Pris',
      modelYear: 'Årsmodell',
      message: 'Meddelande',
      quote: 'Vill ha offert',
      testDrive: 'Vill provköra',
      seller: 'Säljare',
    },
    units: { mil: 'mil', mi: 'engelska mil' },
    valuation: {
      label: 'Direktvärdering',
      range: (range, car, comparables, margin) =>
        `${range} för ${car} (från ${comparables} jämförbara bilar i lager, ${margin} % marginal avdragen)`,
      manual: (car) => `Ingen: för få jämförbara bilar i lager för ${car}. Besökaren fick veta att ni värderar bilen personligen.`,
      notFound: 'Ingen: registreringsnumret finns inte i fordonsregistret. Besökaren fick veta att ni värderar bilen personligen.',
    },
    yes: 'Ja',
    no: 'Nej',
    none: 'Inga',
    carType: 'Bil',
    motorcycleType: 'Motorcykel',
    consents: 'Samtycken',
    noConsents: 'Inga samtycken visades.',
    consent: 'Samtycke',
    consentText: 'Text',
    consentGiven: 'Givet',
    details: 'Detaljer',
    site: 'Webbplats',
    sourcePage: 'Källsida',
    submissionId: 'Inskicks-id',
    receivedAt: 'Mottagen',
    attachmentNote: (filename) => `Leaden bifogas som ADF/XML (${filename}) för import i CRM-systemet.`,
  },
  nb: {
    newLead: 'Ny lead',
    intro: (site) => `En ny lead har kommet inn via ${site}.`,
    forms: { sell: 'Selg bil', 'trade-in': 'Innbytte', 'service-request': 'Serviceforespørsel', 'contact-seller': 'Kontakt selger' },
    fields: {
      name: 'Navn',
      phone: 'Telefon',
      email: 'E-post',
      regno: 'Registreringsnummer',
      mileage: 'Kilometerstand',
      option: 'Ønsker',
      other: 'Annet',
      toEmail: 'Valgt mottakeradresse',
      dealer: 'Forhandler',
      dealerEmail: 'Forhandlerens e-post',
      date: 'Ønsket dato',
      services: 'Tjenester',
      vehicleType: 'Kjøretøytype',
      description: 'Beskrivelse',
      gdpr: 'Samtykke til behandling av personopplysninger',
      newsletter: 'Nyhetsbrev',
      car: 'Bil',
      carId: 'Bil-ID',
      price: 'Pris',
      modelYear: 'Årsmodell',
      message: 'Melding',
      quote: 'Ønsker tilbud',
      testDrive: 'Ønsker prøvekjøring',
      seller: 'Selger',
    },
    units: { mil: 'mil', mi: 'engelske mil' },
    valuation: {
      label: 'Direkte verdivurdering',
      range: (range, car, comparables, margin) =>
        `${range} for ${car} (fra ${comparables} sammenlignbare biler på lager, ${margin} % margin trukket fra)`,
      manual: (car) => `Ingen: for få sammenlignbare biler på lager for ${car}. Kunden fikk beskjed om at dere vurderer bilen personlig.`,
      notFound: 'Ingen: registreringsnummeret finnes ikke i kjøretøyregisteret. Kunden fikk beskjed om at dere vurderer bilen personlig.',
    },
    yes: 'Ja',
    no: 'Nei',
    none: 'Ingen',
    carType: 'Bil',
    motorcycleType: 'Motorsykkel',
    consents: 'Samtykker',
    noConsents: 'Ingen samtykker ble vist.',
    consent: 'Samtykke',
    consentText: 'Tekst',
    consentGiven: 'Gitt',
    details: 'Detaljer',
    site: 'Nettsted',
    sourcePage: 'Kildeside',
    submissionId: 'Innsendings-ID',
    receivedAt: 'Mottatt',
    attachmentNote: (filename) => `Leaden er vedlagt som ADF/XML (${filename}) for import i CRM-systemet.`,
  },
  en: {
    newLead: 'New lead',
    intro: (site) => `A new lead has come in via ${site}.`,
    forms: { sell: 'Sell car', 'trade-in': 'Trade-in', 'service-request': 'Service request', 'contact-seller': 'Contact the seller' },
    fields: {
      name: 'Name',
      phone: 'Phone',
      email: 'E-mail',
      regno: 'Registration number',
      mileage: 'Mileage',
      option: 'Wants to',
      other: 'Other',
      toEmail: 'Chosen receiving address',
      dealer: 'Dealer',
      dealerEmail: 'Dealer e-mail',
      date: 'Desired date',
      services: 'Services',
      vehicleType: 'Vehicle type',
      description: 'Description',
      gdpr: 'Consent to data processing',
      newsletter: 'Newsletter',
      car: 'Car',
      carId: 'Car ID',
      price: 'Price',
      modelYear: 'Model year',
      message: 'Message',
      quote: 'Wants a quote',
      testDrive: 'Wants a test drive',
      seller: 'Seller',
    },
    units: { mil: 'Swedish mil', mi: 'miles' },
    valuation: {
      label: 'Instant valuation',
      range: (range, car, comparables, margin) =>
        `${range} for ${car} (from ${comparables} comparable cars in stock, ${margin} % margin taken off)`,
      manual: (car) => `None: too few comparable cars in stock for ${car}. The visitor was told you will value the car in person.`,
      notFound: 'None: the registration number is not in the vehicle register. The visitor was told you will value the car in person.',
    },
    yes: 'Yes',
    no: 'No',
    none: 'None',
    carType: 'Car',
    motorcycleType: 'Motorcycle',
    consents: 'Consents',
    noConsents: 'No consents were shown.',
    consent: 'Consent',
    consentText: 'Text',
    consentGiven: 'Given',
    details: 'Details',
    site: 'Website',
    sourcePage: 'Source page',
    submissionId: 'Submission ID',
    receivedAt: 'Received',
    attachmentNote: (filename) => `The lead is attached as ADF/XML (${filename}) for import into your CRM.`,
  },
  fi: {
    newLead: 'Uusi liidi',
    intro: (site) => `Uusi liidi on saapunut sivuston ${site} kautta.`,
    forms: { sell: 'Myy auto', 'trade-in': 'Vaihtoauto', 'service-request': 'Huoltopyyntö', 'contact-seller': 'Yhteydenotto myyjälle' },
    fields: {
      name: 'Nimi',
      phone: 'Puhelin',
      email: 'Sähköposti',
      regno: 'Rekisterinumero',
      mileage: 'Mittarilukema',
      option: 'Haluaa',
      other: 'Muuta',
      toEmail: 'Valittu vastaanottajan osoite',
      dealer: 'Jälleenmyyjä',
      dealerEmail: 'Jälleenmyyjän sähköposti',
      date: 'Toivottu päivä',
      services: 'Palvelut',
      vehicleType: 'Ajoneuvotyyppi',
      description: 'Kuvaus',
      gdpr: 'Suostumus henkilötietojen käsittelyyn',
      newsletter: 'Uutiskirje',
      car: 'Auto',
      carId: 'Auton tunnus',
      price: 'Hinta',
      modelYear: 'Vuosimalli',
      message: 'Viesti',
      quote: 'Haluaa tarjouksen',
      testDrive: 'Haluaa koeajon',
      seller: 'Myyjä',
    },
    units: { mil: 'peninkulmaa', mi: 'mailia' },
    valuation: {
      label: 'Pika-arvio',
      range: (range, car, comparables, margin) =>
        `${range}, ${car} (${comparables} vertailukelpoista varastoautoa, ${margin} %:n kate vähennetty)`,
      manual: (car) =>
        `Ei arviota: liian vähän vertailukelpoisia varastoautoja (${car}). Asiakkaalle kerrottiin, että auto arvioidaan henkilökohtaisesti.`,
      notFound:
        'Ei arviota: rekisterinumeroa ei löydy ajoneuvorekisteristä. Asiakkaalle kerrottiin, että auto arvioidaan henkilökohtaisesti.',
    },
    yes: 'Kyllä',
    no: 'Ei',
    none: 'Ei valittu',
    carType: 'Auto',
    motorcycleType: 'Moottoripyörä',
    consents: 'Suostumukset',
    noConsents: 'Suostumuksia ei näytetty.',
    consent: 'Suostumus',
    consentText: 'Teksti',
    consentGiven: 'Annettu',
    details: 'Tiedot',
    site: 'Sivusto',
    sourcePage: 'Lähdesivu',
    submissionId: 'Lähetyksen tunnus',
    receivedAt: 'Vastaanotettu',
    attachmentNote: (filename) => `Liidi on liitteenä ADF/XML-muodossa (${filename}) CRM-järjestelmään tuontia varten.`,
  },
  sk: {
    newLead: 'Nový dopyt',
    intro: (site) => `Cez ${site} prišiel nový dopyt.`,
    forms: { sell: 'Predaj auta', 'trade-in': 'Protiúčet', 'service-request': 'Žiadosť o servis', 'contact-seller': 'Kontakt na predajcu' },
    fields: {
      name: 'Meno',
      phone: 'Telefón',
      email: 'E-mail',
      regno: 'Evidenčné číslo',
      mileage: 'Najazdené kilometre',
      option: 'Záujem',
      other: 'Ďalšie informácie',
      toEmail: 'Zvolená adresa príjemcu',
      dealer: 'Autosalón',
      dealerEmail: 'E-mail autosalónu',
      date: 'Požadovaný dátum',
      services: 'Služby',
      vehicleType: 'Typ vozidla',
      description: 'Popis',
      gdpr: 'Súhlas so spracovaním osobných údajov',
      newsletter: 'Newsletter',
      car: 'Auto',
      carId: 'ID auta',
      price: 'Cena',
      modelYear: 'Modelový rok',
      message: 'Správa',
      quote: 'Chce cenovú ponuku',
      testDrive: 'Chce testovaciu jazdu',
      seller: 'Predajca',
    },
    units: { mil: 'švédskych míľ', mi: 'míľ' },
    valuation: {
      label: 'Okamžité ocenenie',
      range: (range, car, comparables, margin) =>
        `${range} za ${car} (z ${comparables} porovnateľných áut na sklade, po odpočítaní marže ${margin} %)`,
      manual: (car) => `Žiadne: príliš málo porovnateľných áut na sklade pre ${car}. Zákazník sa dozvedel, že auto ocení osobne predajca.`,
      notFound: 'Žiadne: evidenčné číslo nie je v registri vozidiel. Zákazník sa dozvedel, že auto ocení osobne predajca.',
    },
    yes: 'Áno',
    no: 'Nie',
    none: 'Žiadne',
    carType: 'Auto',
    motorcycleType: 'Motocykel',
    consents: 'Súhlasy',
    noConsents: 'Neboli zobrazené žiadne súhlasy.',
    consent: 'Súhlas',
    consentText: 'Text',
    consentGiven: 'Udelený',
    details: 'Podrobnosti',
    site: 'Webová stránka',
    sourcePage: 'Zdrojová stránka',
    submissionId: 'ID odoslania',
    receivedAt: 'Prijaté',
    attachmentNote: (filename) => `Dopyt je priložený vo formáte ADF/XML (${filename}) na import do CRM systému.`,
  },
}

/** The e-mail's language by the language part of the site's locale; English for any other. */
export function leadEmailLanguage(locale: string): LeadEmailLanguage {
  const language = locale.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  // Plain Norwegian and Nynorsk sites get the Bokmål wording rather than English.
  if (language === 'no' || language === 'nn') return 'nb'
  return (LEAD_EMAIL_LANGUAGES as readonly string[]).includes(language) ? (language as LeadEmailLanguage) : 'en'
}

/** Canonical forms of the locales seen, by the text given (null: not a valid locale). A site has a few. */
const canonicalLocales = new Map<string, string | null>()
function canonicalLocale(locale: string): string | null {
  let canonical = canonicalLocales.get(locale)
  if (canonical === undefined) {
    try {
      canonical = Intl.getCanonicalLocales(locale.trim().replace(/_/g, '-'))[0] ?? null
    } catch {
      canonical = null
    }
    if (canonicalLocales.size < 1_000) canonicalLocales.set(locale, canonical)
  }
  return canonical
}

/** The site's own locale when it is valid and of the chosen language, so sv-FI keeps Finnish-Swedish formats. */
function formattingLocale(locale: string, language: LeadEmailLanguage): string {
  const canonical = canonicalLocale(locale)
  // A malformed locale falls through to the language's own.
  return canonical && leadEmailLanguage(canonical) === language ? canonical : LANGUAGE_LOCALES[language]
}

type Row = { label: string; value: string; href?: string }
type Section = { title: string; rows: Row[] }

/** Rows of values the visitor may leave out; those absent are not listed. */
function rows(entries: Array<Row | [string, string | undefined]>): Row[] {
  return entries.flatMap((entry) => {
    if (!Array.isArray(entry)) return [entry]
    const value = present(entry[1])
    return value === undefined ? [] : [{ label: entry[0], value }]
  })
}

type Formatters = {
  wording: Wording
  mileage: (value: number, unit: MileageUnit | undefined) => string
  money: (value: number, currency: string | undefined) => string
  date: (value: string) => string
  timestamp: (value: string) => string
  yesNo: (value: boolean) => string
}

/** Creating a formatter costs far more than using one: each is made once per locale and options. */
const formatterCache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
function intl<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => F): F {
  let formatter = formatterCache.get(key) as F | undefined
  if (!formatter) formatterCache.set(key, (formatter = create()))
  return formatter
}

function formatters(lead: LeadForDelivery, language: LeadEmailLanguage): Formatters {
  const wording = WORDING[language]
  const locale = formattingLocale(lead.locale, language)
  const timeZone = timeZoneOf(lead.site.country)
  const numbers = intl(`n|${locale}`, () => new Intl.NumberFormat(locale))
  const stamps = intl(
    `t|${locale}|${timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        timeZoneName: 'short',
        timeZone,
      }),
  )
  // A desired date is a calendar day, not an instant: written in UTC so no time zone moves it.
  const days = intl(`d|${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }))
  return {
    wording,
    // A Swedish mil is 10 km: the kilometres follow, so nobody reads the mileage a tenth of what it is.
    mileage: (value, unit = 'km') =>
      unit === 'km'
        ? `${numbers.format(value)} km`
        : unit === 'mi'
          ? `${numbers.format(value)} ${wording.units.mi}`
          : `${numbers.format(value)} ${wording.units.mil} (${numbers.format(mileageInKm(value, unit))} km)`,
    money: (value, currency) =>
      currency
        ? intl(
            `c|${locale}|${currency}`,
            () => new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }),
          ).format(value)
        : numbers.format(value),
    date: (value) => {
      const time = Date.parse(`${value}T00:00:00Z`)
      return Number.isNaN(time) ? value : days.format(time)
    },
    timestamp: (value) => {
      const time = Date.parse(value)
      return Number.isNaN(time) ? value : stamps.format(time)
    },
    yesNo: (value) => (value ? wording.yes : wording.no),
  }
}

const mailto = (email: string): Row['href'] => `mailto:${email}`
const tel = (phone: string): Row['href'] => `tel:${phone.replace(/\s+/g, '')}`

function customerRows(name: string, phone: string, email: string, f: Formatters): Row[] {
  return [
    { label: f.wording.fields.name, value: name },
    { label: f.wording.fields.phone, value: phone, href: tel(phone) },
    { label: f.wording.fields.email, value: email, href: mailto(email) },
  ]
}

/** The form's title and every value it holds, with the staff's labels. */
function formSection(lead: LeadForDelivery, f: Formatters): Section {
  const { wording: w } = f
  switch (lead.formName) {
    case 'sell-car': {
      const v = lead.values
      return {
        title: w.forms[v.selectedOption],
        rows: rows([
          ...customerRows(v.customerName, v.customerPhone, v.customerEmail, f),
          { label: w.fields.regno, value: v.regno },
          { label: w.fields.mileage, value: f.mileage(v.milage, v.milageUnit) },
          { label: w.fields.option, value: w.forms[v.selectedOption] },
          [w.valuation.label, valuationText(lead, f)],
          [w.fields.other, v.other],
          [w.fields.toEmail, v.toEmail],
        ]),
      }
    }
    case 'service-request': {
      const v = lead.values
      return {
        title: w.forms['service-request'],
        rows: rows([
          ...customerRows(v.customerName, v.customerPhone, v.customerEmail, f),
          { label: w.fields.dealer, value: v.siteName },
          { label: w.fields.dealerEmail, value: v.siteEmail, href: mailto(v.siteEmail) },
          { label: w.fields.regno, value: v.regno },
          [w.fields.mileage, v.milage === undefined ? undefined : f.mileage(v.milage, v.milageUnit)],
          { label: w.fields.date, value: f.date(v.date) },
          { label: w.fields.services, value: v.services.length > 0 ? v.services.join(', ') : w.none },
          { label: w.fields.vehicleType, value: v.typeMC ? w.motorcycleType : w.carType },
          [w.fields.description, v.description],
          [w.fields.other, v.other],
          { label: w.fields.gdpr, value: f.yesNo(v.gdpr) },
          { label: w.fields.newsletter, value: f.yesNo(v.newsletter) },
        ]),
      }
    }
    case 'contact-seller': {
      const v = lead.values
      const price = lead.car?.price
      return {
        title: w.forms['contact-seller'],
        rows: rows([
          ...customerRows(v.name, v.phone, v.email, f),
          { label: w.fields.car, value: carLabel(lead) },
          { label: w.fields.carId, value: v.car.car_id },
          [w.fields.regno, lead.car?.regno],
          [w.fields.modelYear, lead.car?.year ? String(lead.car.year) : undefined],
          [w.fields.mileage, lead.car?.mileage === undefined ? undefined : f.mileage(lead.car.mileage, lead.car.mileageUnit)],
          [w.fields.price, price !== undefined && Number.isFinite(price) ? f.money(price, priceCurrency(lead)) : undefined],
          [w.fields.message, v.message],
          { label: w.fields.quote, value: f.yesNo(v.quote) },
          { label: w.fields.testDrive, value: f.yesNo(v.testDrive) },
          [w.fields.dealer, v.siteName],
          [w.fields.seller, v.toName],
          [w.fields.toEmail, v.toEmail],
        ]),
      }
    }
  }
}

/** The instant valuation the visitor saw on the sell-car form; none when the form was sent without one. */
function valuationText(lead: LeadOf<'sell-car'>, f: Formatters): string | undefined {
  const valuation = lead.valuation
  if (!valuation) return undefined
  const { wording: w } = f
  if (valuation.kind === 'not-found') return w.valuation.notFound
  const car = valuedCarName(valuation.car)
  if (valuation.kind === 'manual') return w.valuation.manual(car)
  return w.valuation.range(
    `${f.money(valuation.low, valuation.currency)}–${f.money(valuation.high, valuation.currency)}`,
    car,
    valuation.comparables,
    valuation.marginPercent,
  )
}

/** What the subject names the lead by: the plate, or the car asked about. */
function subjectDetail(lead: LeadForDelivery): string {
  return lead.formName === 'contact-seller' ? carLabel(lead) : lead.values.regno
}

/** Only web addresses become links; anything else (javascript:, data:) is shown as text. */
function webLink(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:' ? url : undefined
  } catch {
    return undefined
  }
}

/** One line: a subject is a mail header, so no value may break it. */
function oneLine(value: string): string {
  return withoutNonXmlCharacters(value)
    .replace(/[\s\u007f-\u009f]+/g, ' ')
    .trim()
}

const STYLE = {
  body: 'margin:0;padding:24px;background-color:#f4f4f5;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#18181b;',
  card: 'max-width:640px;margin:0 auto;background-color:#ffffff;border:1px solid #e4e4e7;border-radius:8px;padding:24px;',
  h1: 'margin:0 0 8px;font-size:20px;line-height:1.3;',
  h2: 'margin:24px 0 8px;font-size:16px;line-height:1.3;',
  p: 'margin:0;',
  table: 'width:100%;border-collapse:collapse;',
  th: 'text-align:left;vertical-align:top;padding:6px 12px 6px 0;border-bottom:1px solid #e4e4e7;font-weight:bold;color:#3f3f46;',
  label:
    'text-align:left;vertical-align:top;padding:6px 12px 6px 0;border-bottom:1px solid #e4e4e7;width:40%;font-weight:bold;color:#3f3f46;',
  td: 'vertical-align:top;padding:6px 0;border-bottom:1px solid #e4e4e7;',
  link: 'color:#1d4ed8;',
  note: 'margin:24px 0 0;font-size:13px;color:#52525b;',
} as const

/** Escaped, with the visitor's line breaks kept. */
const htmlText = (value: string) => escapeHtml(value).replace(/\n/g, '<br>')

function htmlValue(row: Row): string {
  return row.href ? `<a href="${escapeHtml(row.href)}" style="${STYLE.link}">${htmlText(row.value)}</a>` : htmlText(row.value)
}

function htmlTable(section: Section): string {
  const body = section.rows
    .map(
      (row) => `<tr><th scope="row" style="${STYLE.label}">${htmlText(row.label)}</th><td style="${STYLE.td}">${htmlValue(row)}</td></tr>`,
    )
    .join('\n')
  return `<h2 style="${STYLE.h2}">${htmlText(section.title)}</h2>\n<table role="presentation" style="${STYLE.table}">\n${body}\n</table>`
}

/** A value over several lines keeps its later lines under the first. */
const textValue = (value: string) => withoutNonXmlCharacters(value).replace(/\n/g, '\n  ')

function textSection(section: Section): string {
  return [section.title, ...section.rows.map((row) => `${row.label}: ${textValue(row.value)}`)].join('\n')
}

/** The e-mail to dealer staff for a lead: every value with labels in the site's language, and the ADF attachment. */
export function leadEmail(lead: LeadForDelivery): LeadEmail {
  const language = leadEmailLanguage(lead.locale)
  const f = formatters(lead, language)
  const w = f.wording
  const form = formSection(lead, f)
  const sourceUrl = leadSourceUrl(lead)
  // The id is checked on the way in; the file name goes into a mail header all the same, so it stays plain.
  const filename = `lead-${lead.submissionId.replace(/[^A-Za-z0-9_-]/g, '_')}.adf.xml`

  const heading = oneLine(`${form.title} – ${subjectDetail(lead)}`)
  const subject = oneLine(`${w.newLead}: ${heading} (${receivingDealerName(lead)})`)
  const intro = w.intro(lead.site.name)
  const details: Section = {
    title: w.details,
    rows: rows([
      { label: w.site, value: lead.site.name },
      ...(sourceUrl ? [{ label: w.sourcePage, value: sourceUrl, href: webLink(sourceUrl) }] : []),
      { label: w.submissionId, value: lead.submissionId },
      { label: w.receivedAt, value: f.timestamp(lead.receivedAt) },
    ]),
  }
  const consents = lead.consents.map((consent) => ({ name: consent.name, text: consent.text, given: f.timestamp(consent.givenAt) }))

  const text = [
    intro,
    textSection(form),
    [w.consents, ...(consents.length > 0 ? consents.map((c) => `- ${c.name} (${c.given}): ${textValue(c.text)}`) : [w.noConsents])].join(
      '\n',
    ),
    textSection(details),
    w.attachmentNote(filename),
  ].join('\n\n')

  const consentsHtml =
    consents.length > 0
      ? `<table style="${STYLE.table}">\n<tr><th scope="col" style="${STYLE.th}">${htmlText(w.consent)}</th><th scope="col" style="${STYLE.th}">${htmlText(w.consentText)}</th><th scope="col" style="${STYLE.th}">${htmlText(w.consentGiven)}</th></tr>\n${consents
          .map(
            (c) =>
              `<tr><td style="${STYLE.td}padding-right:12px;">${htmlText(c.name)}</td><td style="${STYLE.td}padding-right:12px;">${htmlText(c.text)}</td><td style="${STYLE.td}white-space:nowrap;">${htmlText(c.given)}</td></tr>`,
          )
          .join('\n')}\n</table>`
      : `<p style="${STYLE.p}">${htmlText(w.noConsents)}</p>`

  const html = [
    '<!DOCTYPE html>',
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${htmlText(subject)}</title></head>`,
    `<body style="${STYLE.body}">`,
    `<div style="${STYLE.card}">`,
    `<h1 style="${STYLE.h1}">${htmlText(heading)}</h1>`,
    `<p style="${STYLE.p}">${htmlText(intro)}</p>`,
    htmlTable(form),
    `<h2 style="${STYLE.h2}">${htmlText(w.consents)}</h2>`,
    consentsHtml,
    htmlTable(details),
    `<p style="${STYLE.note}">${htmlText(w.attachmentNote(filename))}</p>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n')

  return { subject, text, html, attachments: [{ filename, contentType: 'application/xml', content: leadToAdf(lead) }] }
}
