/**
 * Nordvik Autot's facilities: Helsinki, Espoo, Tampere, Turku and Oulu.
 */

import { buildSites, slotPhone, type CountryStyle, type Holiday } from './build'
import type { DemoDealerSite } from './types'

const CLOSED = 'Suljettu'

const sameHours = (day: string, sales: string, service: string, parts: string): Holiday => ({ day, sales, service, parts })
const closedDay = (day: string): Holiday => sameHours(day, CLOSED, CLOSED, CLOSED)

/** The group answers on one national 010 number; each facility has a block of a hundred extensions. */
const FI: CountryStyle = {
  country: 'FI',
  runBy: 'fi-dealer',
  domain: 'nordvik-autot.example',
  departmentNames: {
    'New cars': 'Uusien autojen myynti',
    'Used cars': 'Vaihtoautomyynti',
    Service: 'Huolto',
    Parts: 'Varaosat',
  },
  departmentMailboxes: { 'New cars': 'uudet', 'Used cars': 'vaihtoautot', Service: 'huolto', Parts: 'varaosat' },
  hours: {
    sales: [
      { day: 'Maanantai–perjantai', displayText: '9.00–18.00' },
      { day: 'Lauantai', displayText: '10.00–15.00' },
      { day: 'Sunnuntai', displayText: CLOSED },
    ],
    service: [
      { day: 'Maanantai–perjantai', displayText: '7.00–16.30' },
      { day: 'Lauantai', displayText: CLOSED },
      { day: 'Sunnuntai', displayText: CLOSED },
    ],
    parts: [
      { day: 'Maanantai–perjantai', displayText: '8.00–16.30' },
      { day: 'Lauantai', displayText: CLOSED },
      { day: 'Sunnuntai', displayText: CLOSED },
    ],
  },
  holidays: [
    closedDay('2026-12-24'), // jouluaatto
    closedDay('2026-12-25'), // joulupäivä
    closedDay('2026-12-26'), // tapaninpäivä
    sameHours('2026-12-31', '9.00–15.00', '7.00–14.00', '8.00–14.00'), // uudenvuodenaatto
    closedDay('2027-01-01'), // uudenvuodenpäivä
    closedDay('2027-01-06'), // loppiainen
    closedDay('2027-03-26'), // pitkäperjantai
    closedDay('2027-03-27'), // pääsiäislauantai
    closedDay('2027-03-29'), // 2. pääsiäispäivä
    sameHours('2027-04-30', '9.00–15.00', '7.00–14.00', '8.00–14.00'), // vappuaatto
    closedDay('2027-05-01'), // vappu
    closedDay('2027-05-06'), // helatorstai
    closedDay('2027-06-25'), // juhannusaatto
    closedDay('2027-06-26'), // juhannuspäivä
  ],
  closed: CLOSED,
  vacationTitle: 'Kesäsulku',
  phone: slotPhone,
}

export const FI_DEALER_SITES: DemoDealerSite[] = buildSites(FI, [
  {
    site_id: '1401',
    slug: 'helsinki',
    site_official_name: 'Nordvik Autot Helsinki',
    // In Konala, by Ring I: the location the site's pages and stories speak of.
    site_street: 'Ristipellontie 20',
    site_zip: '00390',
    site_city: 'Helsinki',
    site_region: 'Uusimaa',
    site_geocoord: '60.2386,24.8425',
    site_brands: ['Volkswagen', 'Audi', 'Skoda'],
    phoneBase: '010 528 41',
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Mikko', 'Virtanen', 'Myyntipäällikkö'],
          ['Laura', 'Korhonen', 'Myyntineuvottelija'],
          ['Jari', 'Mäkinen', 'Myyntineuvottelija'],
        ],
      },
      { group: 'Used cars', staff: [['Petri', 'Laine', 'Vaihtoautomyyjä']] },
      {
        group: 'Service',
        staff: [
          ['Timo', 'Hämäläinen', 'Huoltopäällikkö'],
          ['Sanna', 'Heikkinen', 'Huoltoneuvoja'],
        ],
      },
      { group: 'Parts', staff: [['Juha', 'Järvinen', 'Varaosamyyjä']] },
    ],
  },
  {
    site_id: '1402',
    slug: 'espoo',
    site_official_name: 'Nordvik Autot Espoo',
    // Also the company's address (the site's footer).
    site_street: 'Juvan teollisuuskatu 14',
    site_zip: '02920',
    site_city: 'Espoo',
    site_region: 'Uusimaa',
    site_geocoord: '60.2425,24.7300',
    site_brands: ['Volvo', 'Polestar'],
    phoneBase: '010 528 42',
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Heikki', 'Lehtonen', 'Myyntipäällikkö'],
          ['Minna', 'Salonen', 'Myyntineuvottelija'],
        ],
      },
      {
        group: 'Service',
        staff: [
          ['Antti', 'Rantanen', 'Huoltopäällikkö'],
          ['Kaisa', 'Heinonen', 'Huoltoneuvoja'],
        ],
      },
      { group: 'Parts', staff: [['Ville', 'Lehtinen', 'Varaosamyyjä']] },
    ],
  },
  {
    site_id: '1403',
    slug: 'tampere',
    site_official_name: 'Nordvik Autot Tampere',
    site_street: 'Hatanpään valtatie 40',
    site_zip: '33900',
    site_city: 'Tampere',
    site_region: 'Pirkanmaa',
    site_geocoord: '61.4850,23.7740',
    site_brands: ['Toyota'],
    phoneBase: '010 528 43',
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Janne', 'Saarinen', 'Myyntipäällikkö'],
          ['Riikka', 'Tuominen', 'Myyntineuvottelija'],
        ],
      },
      { group: 'Used cars', staff: [['Teemu', 'Laaksonen', 'Vaihtoautomyyjä']] },
      {
        group: 'Service',
        staff: [
          ['Jukka', 'Salminen', 'Huoltopäällikkö'],
          ['Päivi', 'Turunen', 'Huoltoneuvoja'],
        ],
      },
    ],
  },
  {
    site_id: '1404',
    slug: 'turku',
    site_official_name: 'Nordvik Autot Turku',
    site_street: 'Skanssinkatu 10',
    site_zip: '20730',
    site_city: 'Turku',
    site_region: 'Varsinais-Suomi',
    site_geocoord: '60.4290,22.3010',
    site_brands: ['Kia'],
    phoneBase: '010 528 44',
    departments: [
      { group: 'New cars', staff: [['Marko', 'Kinnunen', 'Myyntineuvottelija']] },
      { group: 'Used cars', staff: [['Aleksi', 'Hiltunen', 'Vaihtoautomyyjä']] },
      {
        group: 'Service',
        staff: [
          ['Eero', 'Karjalainen', 'Huoltopäällikkö'],
          ['Johanna', 'Räsänen', 'Huoltoneuvoja'],
        ],
      },
    ],
  },
  {
    site_id: '1405',
    slug: 'oulu',
    site_official_name: 'Nordvik Autot Oulu',
    site_street: 'Kaarnatie 16',
    site_zip: '90530',
    site_city: 'Oulu',
    site_region: 'Pohjois-Pohjanmaa',
    site_geocoord: '65.0043,25.5036',
    site_brands: ['Skoda', 'Volkswagen'],
    phoneBase: '010 528 45',
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Tuomas', 'Kemppainen', 'Myyntipäällikkö'],
          ['Noora', 'Pesonen', 'Myyntineuvottelija'],
        ],
      },
      {
        group: 'Service',
        staff: [
          ['Kari', 'Väisänen', 'Huoltopäällikkö'],
          ['Elina', 'Honkanen', 'Huoltoneuvoja'],
        ],
        vacation: { start: '2027-07-05', end: '2027-07-18' },
      },
    ],
  },
])
