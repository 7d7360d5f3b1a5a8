/**
 * Nordvik Bil Norge's facilities: Oslo, Bergen, Trondheim, Stavanger, Drammen and Kristiansand.
 */

import { buildSites, slotPhone, type CountryStyle, type Holiday } from './build'
import type { DemoDealerSite } from './types'

const CLOSED = 'Stengt'

const sameHours = (day: string, sales: string, service: string, parts: string): Holiday => ({ day, sales, service, parts })
const closedDay = (day: string): Holiday => sameHours(day, CLOSED, CLOSED, CLOSED)

const NO: CountryStyle = {
  country: 'NO',
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

export const NO_DEALER_SITES: DemoDealerSite[] = buildSites(NO, [
  {
    site_id: '1201',
    slug: 'oslo-alnabru',
    site_official_name: 'Nordvik Bil Norge Oslo Alnabru',
    site_street: 'Strømsveien 266',
    site_zip: '0668',
    site_city: 'Oslo',
    site_region: 'Oslo',
    site_geocoord: '59.9290,10.8450',
    site_brands: ['Volkswagen', 'Audi', 'Skoda'],
    phoneBase: '22 90 41 ',
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Kristian', 'Haugen', 'Salgssjef'],
          ['Ingrid', 'Bakken', 'Bilselger'],
          ['Eirik', 'Solberg', 'Bilselger'],
        ],
      },
      { group: 'Used cars', staff: [['Silje', 'Nilsen', 'Bruktbilselger']] },
      {
        group: 'Service',
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
    slug: 'bergen',
    site_official_name: 'Nordvik Bil Norge Bergen',
    site_street: 'Kanalveien 54',
    site_zip: '5068',
    site_city: 'Bergen',
    site_region: 'Vestland',
    site_geocoord: '60.3770,5.3420',
    site_brands: ['Volvo', 'Polestar'],
    phoneBase: '55 30 41 ',
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Sindre', 'Høyland', 'Salgssjef'],
          ['Kari', 'Vik', 'Bilselger'],
        ],
      },
      {
        group: 'Used cars',
        staff: [
          ['Øyvind', 'Aase', 'Bruktbilselger'],
          ['Magnus', 'Tveit', 'Bruktbilselger'],
        ],
      },
      {
        group: 'Service',
        staff: [
          ['Rune', 'Hauge', 'Servicesjef'],
          ['Linn', 'Eide', 'Servicekonsulent'],
        ],
      },
      { group: 'Parts', staff: [['Arild', 'Brekke', 'Delesjef']] },
    ],
  },
  {
    site_id: '1203',
    slug: 'trondheim',
    site_official_name: 'Nordvik Bil Norge Trondheim',
    site_street: 'Haakon VIIs gate 9',
    site_zip: '7041',
    site_city: 'Trondheim',
    site_region: 'Trøndelag',
    site_geocoord: '63.4400,10.4350',
    site_brands: ['Toyota'],
    phoneBase: '73 80 41 ',
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Ola', 'Aune', 'Salgssjef'],
          ['Guro', 'Lund', 'Bilselger'],
        ],
      },
      { group: 'Used cars', staff: [['Stian', 'Rønning', 'Bruktbilselger']] },
      {
        group: 'Service',
        staff: [
          ['Per Olav', 'Gjervan', 'Servicesjef'],
          ['Hanne', 'Skjetne', 'Servicekonsulent'],
        ],
      },
    ],
  },
  {
    site_id: '1204',
    slug: 'stavanger-forus',
    site_official_name: 'Nordvik Bil Norge Stavanger Forus',
    site_street: 'Forusbeen 35',
    site_zip: '4033',
    site_city: 'Stavanger',
    site_region: 'Rogaland',
    site_geocoord: '58.8920,5.7290',
    site_brands: ['Kia', 'Nissan'],
    phoneBase: '51 80 41 ',
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Tore', 'Tjelta', 'Salgssjef'],
          ['Ida', 'Sola', 'Bilselger'],
        ],
      },
      {
        group: 'Service',
        staff: [
          ['Bjarte', 'Årsvoll', 'Servicesjef'],
          ['Camilla', 'Kvalheim', 'Servicekonsulent'],
        ],
      },
      { group: 'Parts', staff: [['Jostein', 'Bryne', 'Delerådgiver']] },
    ],
  },
  {
    site_id: '1205',
    slug: 'drammen',
    site_official_name: 'Nordvik Bil Norge Drammen',
    site_street: 'Tollbugata 10',
    site_zip: '3044',
    site_city: 'Drammen',
    site_region: 'Buskerud',
    site_geocoord: '59.7400,10.2150',
    site_brands: ['Volkswagen', 'Skoda'],
    phoneBase: '32 20 41 ',
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Espen', 'Kristiansen', 'Salgssjef'],
          ['Thea', 'Halvorsen', 'Bilselger'],
        ],
      },
      {
        group: 'Service',
        staff: [
          ['Roar', 'Andersen', 'Servicesjef'],
          ['Mona', 'Pedersen', 'Servicekonsulent'],
        ],
      },
    ],
  },
  {
    site_id: '1206',
    slug: 'kristiansand',
    site_official_name: 'Nordvik Bil Norge Kristiansand',
    site_street: 'Barstølveien 30',
    site_zip: '4636',
    site_city: 'Kristiansand',
    site_region: 'Agder',
    site_geocoord: '58.1530,8.0130',
    site_brands: ['Peugeot', 'Renault'],
    phoneBase: '38 10 41 ',
    departments: [
      { group: 'New cars', staff: [['Lars', 'Tønnessen', 'Bilselger']] },
      { group: 'Used cars', staff: [['Vegard', 'Syvertsen', 'Bruktbilselger']] },
      {
        group: 'Service',
        staff: [
          ['Terje', 'Omdal', 'Verkstedleder'],
          ['Siri', 'Abrahamsen', 'Servicekonsulent'],
        ],
        vacation: FELLESFERIE,
      },
    ],
  },
])
