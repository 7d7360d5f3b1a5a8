/**
 * Nordvik Group's Swedish facilities: Volvo and Polestar, the Volkswagen group makes, Toyota, Kia and Ford,
 * from Mälardalen and Gävleborg down to Skåne, plus the Carstore used-car centre in Barkarby. Nordvik Bilhall
 * (se2) runs those of Uppland, Västmanland and Gävleborg, Nordvik Carstore the Barkarby centre and Nordvik Bil
 * (se) the rest.
 */

import { buildSites, type CountryStyle, type Holiday } from './build'
import type { DemoDealerSite } from './types'

const CLOSED = 'Stängt'

/** Swedish numbers come from the range reserved for fiction, 070-174 06 05 … 06 99; 06 10 and 06 11 belong to the tire hotel. */
function fictionNumber(n: number): string {
  return `070-174 06 ${String(n).padStart(2, '0')}`
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i)
}

/** Switchboards, department numbers and direct lines each come from their own part of the fiction range. */
const POOLS = {
  site: [...range(5, 9), ...range(12, 20)],
  department: range(21, 69),
  user: range(70, 99),
}

function pooled(): (phoneBase: string, slot: number) => string {
  const used = { site: 0, department: 0, user: 0 }
  return (_phoneBase, slot) => {
    const pool: keyof typeof POOLS = slot === 0 ? 'site' : slot % 10 === 0 ? 'department' : 'user'
    const numbers = POOLS[pool]
    const n = numbers[used[pool]++ % numbers.length]!
    return fictionNumber(n)
  }
}

const sameHours = (day: string, sales: string, service: string, parts: string): Holiday => ({ day, sales, service, parts })
const closedDay = (day: string): Holiday => sameHours(day, CLOSED, CLOSED, CLOSED)

const SE: CountryStyle = {
  country: 'SE',
  runBy: 'se-dealer',
  domain: 'nordvik-bil.example',
  departmentNames: {
    'New cars': 'Nybilsförsäljning',
    'Used cars': 'Begagnade bilar',
    Service: 'Verkstad',
    Parts: 'Reservdelar',
  },
  departmentMailboxes: { 'New cars': 'nybil', 'Used cars': 'begagnat', Service: 'verkstad', Parts: 'reservdelar' },
  hours: {
    sales: [
      { day: 'Måndag–fredag', displayText: '09:00–18:00' },
      { day: 'Lördag', displayText: '10:00–15:00' },
      { day: 'Söndag', displayText: CLOSED },
    ],
    service: [
      { day: 'Måndag–fredag', displayText: '07:00–17:00' },
      { day: 'Lördag', displayText: CLOSED },
      { day: 'Söndag', displayText: CLOSED },
    ],
    parts: [
      { day: 'Måndag–fredag', displayText: '07:30–17:00' },
      { day: 'Lördag', displayText: CLOSED },
      { day: 'Söndag', displayText: CLOSED },
    ],
  },
  holidays: [
    closedDay('2026-12-24'), // julafton
    closedDay('2026-12-25'), // juldagen
    closedDay('2026-12-26'), // annandag jul
    sameHours('2026-12-31', '10:00–13:00', CLOSED, CLOSED), // nyårsafton
    closedDay('2027-01-01'), // nyårsdagen
    sameHours('2027-01-05', '09:00–15:00', '07:00–15:00', '07:30–15:00'), // trettondagsafton
    closedDay('2027-01-06'), // trettondedag jul
    sameHours('2027-03-25', '09:00–15:00', '07:00–15:00', '07:30–15:00'), // skärtorsdagen
    closedDay('2027-03-26'), // långfredagen
    closedDay('2027-03-27'), // påskafton
    closedDay('2027-03-29'), // annandag påsk
    sameHours('2027-04-30', '09:00–15:00', '07:00–13:00', '07:30–13:00'), // valborgsmässoafton
    closedDay('2027-05-01'), // första maj
    closedDay('2027-05-06'), // Kristi himmelsfärdsdag
    closedDay('2027-06-25'), // midsommarafton
    closedDay('2027-06-26'), // midsommardagen
  ],
  closed: CLOSED,
  vacationTitle: 'Semesterstängt',
  phone: pooled(),
}

/** Showrooms in the big cities are open on Sunday afternoons as well. */
const CITY_SALES_HOURS = [
  { day: 'Måndag–fredag', displayText: '09:00–18:00' },
  { day: 'Lördag', displayText: '10:00–16:00' },
  { day: 'Söndag', displayText: '11:00–15:00' },
]

const CARSTORE_HOURS = [
  { day: 'Måndag–fredag', displayText: '10:00–19:00' },
  { day: 'Lördag', displayText: '10:00–16:00' },
  { day: 'Söndag', displayText: '11:00–16:00' },
]

export const SE_DEALER_SITES: DemoDealerSite[] = buildSites(SE, [
  {
    site_id: '1101',
    runBy: 'se-dealer-2',
    slug: 'uppsala',
    site_official_name: 'Nordvik Bil Uppsala',
    site_street: 'Bolandsgatan 12',
    site_zip: '753 23',
    site_city: 'Uppsala',
    site_region: 'Uppsala',
    site_geocoord: '59.8493,17.6735',
    site_brands: ['Volvo', 'Polestar'],
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Johan', 'Sandberg', 'Försäljningschef'],
          ['Maria', 'Lindqvist', 'Bilförsäljare'],
          ['Ali', 'Hassan', 'Bilförsäljare'],
        ],
      },
      { group: 'Used cars', staff: [['Peter', 'Nyström', 'Säljare begagnade bilar']] },
      {
        group: 'Service',
        staff: [
          ['Karin', 'Ekström', 'Servicechef'],
          ['Daniel', 'Holm', 'Kundmottagare'],
        ],
      },
      { group: 'Parts', staff: [['Mikael', 'Berglund', 'Reservdelsansvarig']] },
    ],
  },
  {
    site_id: '1102',
    runBy: 'se-dealer-2',
    slug: 'enkoping',
    site_official_name: 'Nordvik Bil Enköping',
    site_street: 'Munksundsvägen 14',
    site_zip: '745 37',
    site_city: 'Enköping',
    site_region: 'Uppsala',
    site_geocoord: '59.6355,17.0870',
    site_brands: ['Volkswagen', 'Audi', 'Skoda'],
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Lena', 'Forsberg', 'Försäljningschef'],
          ['Oskar', 'Wikström', 'Bilförsäljare'],
        ],
      },
      {
        group: 'Service',
        staff: [
          ['Henrik', 'Åberg', 'Servicechef'],
          ['Sara', 'Lund', 'Kundmottagare'],
        ],
      },
      {
        group: 'Parts',
        staff: [['Tobias', 'Hedlund', 'Reservdelsansvarig']],
        // A closure that covers any day the demo is shown on: the page's vacation notice is always there to see.
        vacation: { start: '2026-01-05', end: '2028-12-29', title: 'Reservdelsdisken byggs om – beställda delar hämtas i Uppsala' },
      },
    ],
  },
  {
    site_id: '1103',
    runBy: 'se-dealer-2',
    slug: 'vasteras-kopparlunden',
    site_official_name: 'Nordvik Bil Västerås Kopparlunden',
    site_street: 'Kopparbergsvägen 22',
    site_zip: '722 13',
    site_city: 'Västerås',
    site_region: 'Västmanland',
    site_geocoord: '59.6137,16.5290',
    site_brands: ['Volvo', 'Polestar'],
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Fredrik', 'Engström', 'Försäljningschef'],
          ['Emma', 'Sjöberg', 'Bilförsäljare'],
        ],
      },
      {
        group: 'Used cars',
        staff: [
          ['Niklas', 'Björk', 'Säljare begagnade bilar'],
          ['Jonas', 'Wallin', 'Säljare begagnade bilar'],
        ],
      },
      {
        group: 'Service',
        staff: [
          ['Anders', 'Lundgren', 'Servicechef'],
          ['Linnea', 'Strand', 'Kundmottagare'],
          ['Mattias', 'Blom', 'Kundmottagare'],
        ],
      },
    ],
  },
  {
    site_id: '1104',
    runBy: 'se-dealer-2',
    slug: 'koping',
    site_official_name: 'Nordvik Bil Köping',
    site_street: 'Glasgatan 5',
    site_zip: '731 30',
    site_city: 'Köping',
    site_region: 'Västmanland',
    site_geocoord: '59.5150,15.9950',
    site_brands: ['Toyota'],
    departments: [
      { group: 'New cars', staff: [['Per', 'Olofsson', 'Bilförsäljare']] },
      {
        group: 'Service',
        staff: [
          ['Stefan', 'Falk', 'Verkstadschef'],
          ['Camilla', 'Nord', 'Kundmottagare'],
        ],
        vacation: { start: '2027-07-12', end: '2027-08-01', title: 'Semesterstängt vecka 28–30' },
      },
    ],
  },
  {
    site_id: '1105',
    runBy: 'se-dealer-2',
    slug: 'gavle',
    site_official_name: 'Nordvik Bil Gävle',
    site_street: 'Utmarksvägen 14',
    site_zip: '802 91',
    site_city: 'Gävle',
    site_region: 'Gävleborg',
    site_geocoord: '60.6630,17.1280',
    site_brands: ['Volkswagen', 'Audi', 'Skoda'],
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Magnus', 'Hellström', 'Försäljningschef'],
          ['Elin', 'Dahlberg', 'Bilförsäljare'],
          ['Marcus', 'Söderberg', 'Bilförsäljare'],
        ],
      },
      { group: 'Used cars', staff: [['Robin', 'Eklund', 'Säljare begagnade bilar']] },
      {
        group: 'Service',
        staff: [
          ['Ulf', 'Norberg', 'Servicechef'],
          ['Jenny', 'Hägglund', 'Kundmottagare'],
        ],
      },
      {
        group: 'Parts',
        staff: [
          ['Patrik', 'Sundström', 'Reservdelsansvarig'],
          ['Lars', 'Westin', 'Reservdelssäljare'],
        ],
      },
    ],
  },
  {
    site_id: '1106',
    runBy: 'se-dealer-2',
    slug: 'sandviken',
    site_official_name: 'Nordvik Bil Sandviken',
    site_street: 'Hyttgatan 8',
    site_zip: '811 31',
    site_city: 'Sandviken',
    site_region: 'Gävleborg',
    site_geocoord: '60.6190,16.7780',
    site_brands: ['Volvo'],
    departments: [
      { group: 'New cars', staff: [['Thomas', 'Hedberg', 'Bilförsäljare']] },
      {
        group: 'Service',
        staff: [
          ['Roger', 'Granlund', 'Verkstadschef'],
          ['Ida', 'Persson', 'Kundmottagare'],
        ],
        vacation: { start: '2027-07-19', end: '2027-08-01', title: 'Semesterstängt vecka 29–30' },
      },
      {
        group: 'Parts',
        staff: [['Kent', 'Öberg', 'Reservdelsansvarig']],
        vacation: { start: '2027-07-19', end: '2027-08-01', title: 'Semesterstängt vecka 29–30' },
      },
    ],
  },
  {
    site_id: '1107',
    runBy: 'carstore',
    slug: 'jarfalla-barkarby',
    site_official_name: 'Nordvik Carstore Barkarby',
    site_street: 'Skarprättarvägen 20',
    site_zip: '176 77',
    site_city: 'Järfälla',
    website_city: 'Stockholm',
    site_region: 'Stockholm',
    site_geocoord: '59.4180,17.8630',
    site_brands: ['Volvo', 'Volkswagen', 'Audi', 'Skoda', 'Kia'],
    domain: 'nordvik-carstore.example',
    mailbox: 'barkarby',
    departments: [
      {
        group: 'Used cars',
        hours: CARSTORE_HOURS,
        staff: [
          ['Kristoffer', 'Lindberg', 'Butikschef'],
          ['Amanda', 'Berg', 'Bilrådgivare'],
          ['Hampus', 'Ek', 'Bilrådgivare'],
        ],
      },
      {
        group: 'Service',
        staff: [
          ['Joakim', 'Nilsson', 'Verkstadschef'],
          ['Sofia', 'Månsson', 'Kundmottagare'],
        ],
      },
    ],
  },
  {
    site_id: '1108',
    slug: 'huddinge-kungens-kurva',
    site_official_name: 'Nordvik Bil Kungens Kurva',
    site_street: 'Geometrivägen 6',
    site_zip: '141 75',
    site_city: 'Kungens Kurva',
    website_city: 'Stockholm',
    site_region: 'Stockholm',
    site_geocoord: '59.2690,17.9170',
    site_brands: ['Volkswagen', 'Audi', 'Skoda'],
    departments: [
      {
        group: 'New cars',
        hours: CITY_SALES_HOURS,
        staff: [
          ['Carl', 'Ahlström', 'Försäljningschef'],
          ['Hanna', 'Lindahl', 'Bilförsäljare'],
          ['Viktor', 'Strömberg', 'Bilförsäljare'],
          ['Mohammed', 'Karimi', 'Företagssäljare'],
        ],
      },
      {
        group: 'Used cars',
        hours: CITY_SALES_HOURS,
        staff: [
          ['Sebastian', 'Holmberg', 'Säljare begagnade bilar'],
          ['Jesper', 'Lindström', 'Säljare begagnade bilar'],
        ],
      },
      {
        group: 'Service',
        staff: [
          ['Åsa', 'Blomqvist', 'Servicechef'],
          ['Martin', 'Sjögren', 'Kundmottagare'],
          ['Gustav', 'Håkansson', 'Kundmottagare'],
        ],
      },
      {
        group: 'Parts',
        staff: [
          ['Björn', 'Axelsson', 'Reservdelschef'],
          ['Emil', 'Palm', 'Reservdelssäljare'],
        ],
      },
    ],
  },
  {
    site_id: '1109',
    slug: 'taby',
    site_official_name: 'Nordvik Bil Täby',
    site_street: 'Enhagsvägen 10',
    site_zip: '187 40',
    site_city: 'Täby',
    website_city: 'Stockholm',
    site_region: 'Stockholm',
    site_geocoord: '59.4400,18.0610',
    site_brands: ['Volvo', 'Polestar'],
    departments: [
      {
        group: 'New cars',
        hours: CITY_SALES_HOURS,
        staff: [
          ['Charlotte', 'Wester', 'Försäljningschef'],
          ['Alexander', 'Brandt', 'Bilförsäljare'],
        ],
      },
      { group: 'Used cars', staff: [['Filip', 'Rosén', 'Säljare begagnade bilar']] },
      {
        group: 'Service',
        staff: [
          ['Mats', 'Lindholm', 'Servicechef'],
          ['Nora', 'Ekberg', 'Kundmottagare'],
        ],
      },
    ],
  },
  {
    site_id: '1110',
    slug: 'goteborg-hisingen',
    site_official_name: 'Nordvik Bil Göteborg Hisingen',
    site_street: 'Backa Bergögata 8',
    site_zip: '422 46',
    site_city: 'Hisings Backa',
    website_city: 'Göteborg',
    site_region: 'Västra Götaland',
    site_geocoord: '57.7520,11.9880',
    site_brands: ['Volvo', 'Polestar'],
    departments: [
      {
        group: 'New cars',
        hours: CITY_SALES_HOURS,
        staff: [
          ['Andreas', 'Johansson', 'Försäljningschef'],
          ['Malin', 'Carlsson', 'Bilförsäljare'],
          ['Simon', 'Gustafsson', 'Företagssäljare'],
        ],
      },
      { group: 'Used cars', staff: [['Kim', 'Andersson', 'Säljare begagnade bilar']] },
      {
        group: 'Service',
        staff: [
          ['Lars-Erik', 'Svensson', 'Servicechef'],
          ['Therese', 'Olsson', 'Kundmottagare'],
        ],
      },
      { group: 'Parts', staff: [['Roland', 'Kristiansson', 'Reservdelsansvarig']] },
    ],
  },
  {
    site_id: '1111',
    slug: 'molndal',
    site_official_name: 'Nordvik Bil Mölndal',
    site_street: 'Flöjelbergsgatan 2',
    site_zip: '431 37',
    site_city: 'Mölndal',
    site_region: 'Västra Götaland',
    site_geocoord: '57.6620,12.0060',
    site_brands: ['Toyota'],
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Elisabeth', 'Bengtsson', 'Försäljningschef'],
          ['Johannes', 'Larsson', 'Bilförsäljare'],
        ],
      },
      { group: 'Used cars', staff: [['Christian', 'Fransson', 'Säljare begagnade bilar']] },
      {
        group: 'Service',
        staff: [
          ['Pontus', 'Åkesson', 'Servicechef'],
          ['Rebecka', 'Claesson', 'Kundmottagare'],
        ],
      },
    ],
  },
  {
    site_id: '1112',
    slug: 'boras',
    site_official_name: 'Nordvik Bil Borås',
    site_street: 'Göteborgsvägen 86',
    site_zip: '504 60',
    site_city: 'Borås',
    site_region: 'Västra Götaland',
    site_geocoord: '57.7200,12.9100',
    site_brands: ['Kia', 'Ford'],
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Jimmy', 'Isaksson', 'Försäljningschef'],
          ['Louise', 'Andréasson', 'Bilförsäljare'],
        ],
      },
      {
        group: 'Service',
        staff: [
          ['Tommy', 'Mattsson', 'Servicechef'],
          ['Frida', 'Karlsson', 'Kundmottagare'],
        ],
      },
      { group: 'Parts', staff: [['Lennart', 'Hansson', 'Reservdelsansvarig']] },
    ],
  },
  {
    site_id: '1113',
    slug: 'malmo-jagersro',
    site_official_name: 'Nordvik Bil Malmö Jägersro',
    site_street: 'Agnesfridsvägen 180',
    site_zip: '213 75',
    site_city: 'Malmö',
    site_region: 'Skåne',
    site_geocoord: '55.5830,13.0640',
    site_brands: ['Volkswagen', 'Audi', 'Skoda'],
    departments: [
      {
        group: 'New cars',
        hours: CITY_SALES_HOURS,
        staff: [
          ['Jakob', 'Mårtensson', 'Försäljningschef'],
          ['Sanna', 'Holgersson', 'Bilförsäljare'],
          ['Adam', 'Jönsson', 'Bilförsäljare'],
        ],
      },
      { group: 'Used cars', staff: [['Edvin', 'Pålsson', 'Säljare begagnade bilar']] },
      {
        group: 'Service',
        staff: [
          ['Ingrid', 'Nordin', 'Servicechef'],
          ['Dragan', 'Petrović', 'Kundmottagare'],
        ],
      },
      { group: 'Parts', staff: [['Ola', 'Lindell', 'Reservdelsansvarig']] },
    ],
  },
  {
    site_id: '1114',
    slug: 'helsingborg',
    site_official_name: 'Nordvik Bil Helsingborg',
    site_street: 'Garnisonsgatan 14',
    site_zip: '254 66',
    site_city: 'Helsingborg',
    site_region: 'Skåne',
    site_geocoord: '56.0610,12.7330',
    site_brands: ['Volvo', 'Polestar'],
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Cecilia', 'Ohlsson', 'Försäljningschef'],
          ['Anton', 'Hedin', 'Bilförsäljare'],
        ],
      },
      {
        group: 'Service',
        staff: [
          ['Göran', 'Bergkvist', 'Servicechef'],
          ['Maja', 'Sandström', 'Kundmottagare'],
        ],
      },
    ],
  },
])
