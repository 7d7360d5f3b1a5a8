/**
 * Nordvik Bil Norge's facilities: Oslo (Alnabru), Drammen, Lillestrøm and Tønsberg, the four the site's pages
 * name (addresses, makes, hours and e-mail addresses as the /finn-oss pages give them).
 */

import { buildSites, slotPhone, type CountryStyle, type Holiday } from './build'
import type { DemoDealerSite } from './types'

const CLOSED = 'Stengt'

const sameHours = (day: string, sales: string, service: string, parts: string): Holiday => ({ day, sales, service, parts })
const closedDay = (day: string): Holiday => sameHours(day, CLOSED, CLOSED, CLOSED)

const NO: CountryStyle = {
  country: 'NO',
  runBy: 'no-dealer',
  domain: 'nordvik-bil-norge.example',
  departmentNames: {
    'New cars': 'Nybilsalg',
    'Used cars': 'Bruktbilsalg',
    Service: 'Verksted',
    Parts: 'Deler og tilbehør',
  },
  departmentMailboxes: { 'New cars': 'nybil', 'Used cars': 'bruktbil', Service: 'verksted', Parts: 'deler' },
  hours: {
    sales: [
      { day: 'Mandag–fredag', displayText: '09:00–17:00' },
      { day: 'Lørdag', displayText: '10:00–15:00' },
      { day: 'Søndag', displayText: CLOSED },
    ],
    service: [
      { day: 'Mandag–fredag', displayText: '07:00–16:00' },
      { day: 'Lørdag', displayText: CLOSED },
      { day: 'Søndag', displayText: CLOSED },
    ],
    parts: [
      { day: 'Mandag–fredag', displayText: '07:30–16:00' },
      { day: 'Lørdag', displayText: CLOSED },
      { day: 'Søndag', displayText: CLOSED },
    ],
  },
  holidays: [
    closedDay('2026-12-24'), // julaften
    closedDay('2026-12-25'), // 1. juledag
    closedDay('2026-12-26'), // 2. juledag
    sameHours('2026-12-31', CLOSED, CLOSED, CLOSED), // nyttårsaften
    closedDay('2027-01-01'), // 1. nyttårsdag
    sameHours('2027-03-24', '09:00–14:00', '07:00–14:00', '07:30–14:00'), // onsdag før påske
    closedDay('2027-03-25'), // skjærtorsdag
    closedDay('2027-03-26'), // langfredag
    closedDay('2027-03-27'), // påskeaften
    closedDay('2027-03-29'), // 2. påskedag
    closedDay('2027-05-01'), // arbeidernes dag
    closedDay('2027-05-06'), // Kristi himmelfartsdag
    closedDay('2027-05-17'), // grunnlovsdagen og 2. pinsedag
  ],
  closed: CLOSED,
  vacationTitle: 'Sommerstengt',
  phone: slotPhone,
}

/** Norway's common industrial holiday, weeks 28–30. */
const FELLESFERIE = { start: '2027-07-12', end: '2027-08-01', title: 'Sommerstengt i fellesferien' }

/** The hours the /finn-oss pages give where they differ from the country's. */
const OSLO_SALES = [
  { day: 'Mandag–fredag', displayText: '09:00–18:00' },
  { day: 'Lørdag', displayText: '10:00–15:00' },
  { day: 'Søndag', displayText: CLOSED },
]
const OSLO_SERVICE = [
  { day: 'Mandag–fredag', displayText: '07:00–16:00, torsdag til 18:00' },
  { day: 'Lørdag', displayText: CLOSED },
  { day: 'Søndag', displayText: CLOSED },
]
const SMALL_SITE_SALES = [
  { day: 'Mandag–fredag', displayText: '09:00–17:00' },
  { day: 'Lørdag', displayText: '10:00–14:00' },
  { day: 'Søndag', displayText: CLOSED },
]
const workshopHours = (weekdays: string) => [
  { day: 'Mandag–fredag', displayText: weekdays },
  { day: 'Lørdag', displayText: CLOSED },
  { day: 'Søndag', displayText: CLOSED },
]

export const NO_DEALER_SITES: DemoDealerSite[] = buildSites(NO, [
  {
    site_id: '1201',
    slug: 'oslo-alnabru',
    mailbox: 'oslo',
    site_official_name: 'Nordvik Bil Norge Oslo Alnabru',
    site_street: 'Strømsveien 245',
    site_zip: '0668',
    site_city: 'Oslo',
    site_region: 'Oslo',
    site_geocoord: '59.9290,10.8450',
    site_brands: ['Volkswagen', 'Audi', 'Skoda'],
    phoneBase: '22 90 41 ',
    departments: [
      {
        group: 'New cars',
        hours: OSLO_SALES,
        staff: [
          ['Kristian', 'Haugen', 'Salgssjef'],
          ['Ingrid', 'Bakken', 'Bilselger'],
          ['Eirik', 'Solberg', 'Bilselger'],
        ],
      },
      { group: 'Used cars', hours: OSLO_SALES, staff: [['Silje', 'Nilsen', 'Bruktbilselger']] },
      {
        group: 'Service',
        hours: OSLO_SERVICE,
        staff: [
          ['Tor Arne', 'Lie', 'Servicesjef'],
          ['Marte', 'Strand', 'Servicekonsulent'],
          ['Håkon', 'Berg', 'Servicekonsulent'],
        ],
      },
      { group: 'Parts', staff: [['Geir', 'Moen', 'Delesjef']] },
    ],
  },
  {
    site_id: '1202',
    slug: 'drammen',
    site_official_name: 'Nordvik Bil Norge Drammen',
    site_street: 'Holmenveien 12',
    site_zip: '3024',
    site_city: 'Drammen',
    site_region: 'Buskerud',
    site_geocoord: '59.7440,10.2045',
    site_brands: ['Volkswagen', 'Skoda', 'Kia'],
    phoneBase: '32 20 41 ',
    departments: [
      {
        group: 'New cars',
        hours: SMALL_SITE_SALES,
        staff: [
          ['Espen', 'Kristiansen', 'Salgssjef'],
          ['Thea', 'Halvorsen', 'Bilselger'],
        ],
      },
      { group: 'Used cars', hours: SMALL_SITE_SALES, staff: [['Stian', 'Rønning', 'Bruktbilselger']] },
      {
        group: 'Service',
        staff: [
          ['Roar', 'Andersen', 'Servicesjef'],
          ['Mona', 'Pedersen', 'Servicekonsulent'],
        ],
      },
      { group: 'Parts', staff: [['Arild', 'Brekke', 'Delesjef']] },
    ],
  },
  {
    site_id: '1203',
    slug: 'lillestrom',
    site_official_name: 'Nordvik Bil Norge Lillestrøm',
    site_street: 'Fetveien 20',
    site_zip: '2007',
    site_city: 'Lillestrøm',
    site_region: 'Akershus',
    site_geocoord: '59.9590,11.0560',
    site_brands: ['Audi', 'Skoda'],
    phoneBase: '63 80 41 ',
    departments: [
      {
        group: 'New cars',
        hours: SMALL_SITE_SALES,
        staff: [
          ['Sindre', 'Høyland', 'Salgssjef'],
          ['Kari', 'Vik', 'Bilselger'],
        ],
      },
      {
        group: 'Used cars',
        hours: SMALL_SITE_SALES,
        staff: [
          ['Øyvind', 'Aase', 'Bruktbilselger'],
          ['Magnus', 'Tveit', 'Bruktbilselger'],
        ],
      },
      {
        group: 'Service',
        hours: workshopHours('07:30–16:00'),
        staff: [
          ['Rune', 'Hauge', 'Servicesjef'],
          ['Linn', 'Eide', 'Servicekonsulent'],
        ],
      },
    ],
  },
  {
    site_id: '1204',
    slug: 'tonsberg',
    site_official_name: 'Nordvik Bil Norge Tønsberg',
    site_street: 'Ringveien 40',
    site_zip: '3112',
    site_city: 'Tønsberg',
    site_region: 'Vestfold',
    site_geocoord: '59.2760,10.4030',
    site_brands: ['Skoda', 'Kia'],
    phoneBase: '33 30 41 ',
    departments: [
      {
        group: 'New cars',
        hours: SMALL_SITE_SALES,
        staff: [
          ['Tore', 'Tjelta', 'Salgssjef'],
          ['Ida', 'Sola', 'Bilselger'],
        ],
      },
      { group: 'Used cars', hours: SMALL_SITE_SALES, staff: [['Vegard', 'Syvertsen', 'Bruktbilselger']] },
      {
        group: 'Service',
        hours: workshopHours('07:00–15:30'),
        staff: [
          ['Terje', 'Omdal', 'Verkstedleder'],
          ['Siri', 'Abrahamsen', 'Servicekonsulent'],
        ],
        vacation: FELLESFERIE,
      },
      { group: 'Parts', staff: [['Jostein', 'Bryne', 'Delerådgiver']] },
    ],
  },
])
