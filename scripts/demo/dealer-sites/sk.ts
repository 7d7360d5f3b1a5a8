/**
 * Nordvik Auto Slovensko's facilities: Bratislava, Košice, Žilina, Banská Bystrica and Nitra.
 */

import { buildSites, slotPhone, type CountryStyle, type Holiday } from './build'
import type { DemoDealerSite } from './types'

const CLOSED = 'Zatvorené'

const sameHours = (day: string, sales: string, service: string, parts: string): Holiday => ({ day, sales, service, parts })
const closedDay = (day: string): Holiday => sameHours(day, CLOSED, CLOSED, CLOSED)

/** Each facility owns a block of a hundred numbers on its city's area code (02 Bratislava, 055 Košice, …). */
const SK: CountryStyle = {
  country: 'SK',
  runBy: 'sk-dealer',
  domain: 'nordvik-auto.example',
  departmentNames: {
    'New cars': 'Predaj nových vozidiel',
    'Used cars': 'Predaj jazdených vozidiel',
    Service: 'Servis',
    Parts: 'Náhradné diely',
  },
  departmentMailboxes: { 'New cars': 'predaj', 'Used cars': 'jazdene', Service: 'servis', Parts: 'diely' },
  hours: {
    sales: [
      { day: 'Pondelok–piatok', displayText: '08:00–18:00' },
      { day: 'Sobota', displayText: '09:00–12:00' },
      { day: 'Nedeľa', displayText: CLOSED },
    ],
    service: [
      { day: 'Pondelok–piatok', displayText: '07:00–17:00' },
      { day: 'Sobota', displayText: CLOSED },
      { day: 'Nedeľa', displayText: CLOSED },
    ],
    parts: [
      { day: 'Pondelok–piatok', displayText: '07:30–16:30' },
      { day: 'Sobota', displayText: CLOSED },
      { day: 'Nedeľa', displayText: CLOSED },
    ],
  },
  holidays: [
    closedDay('2026-12-24'), // Štedrý deň
    closedDay('2026-12-25'), // Prvý sviatok vianočný
    closedDay('2026-12-26'), // Druhý sviatok vianočný
    sameHours('2026-12-31', '08:00–12:00', '07:00–12:00', '07:30–12:00'), // Silvester
    closedDay('2027-01-01'), // Deň vzniku Slovenskej republiky
    closedDay('2027-01-06'), // Zjavenie Pána
    closedDay('2027-03-26'), // Veľký piatok
    closedDay('2027-03-29'), // Veľkonočný pondelok
    closedDay('2027-05-01'), // Sviatok práce
    closedDay('2027-07-05'), // Sviatok svätého Cyrila a Metoda
  ],
  closed: CLOSED,
  vacationTitle: 'Celozávodná dovolenka',
  phone: slotPhone,
}

export const SK_DEALER_SITES: DemoDealerSite[] = buildSites(SK, [
  {
    site_id: '1501',
    slug: 'bratislava',
    site_official_name: 'Nordvik Auto Bratislava',
    // Also the company's seat (the site's footer and terms).
    site_street: 'Rožňavská 32',
    site_zip: '821 04',
    site_city: 'Bratislava',
    site_region: 'Bratislavský kraj',
    site_geocoord: '48.1660,17.1630',
    site_brands: ['Skoda', 'Volkswagen', 'Audi'],
    phoneBase: '02 5020 11',
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Martin', 'Kováč', 'Vedúci predaja'],
          ['Jana', 'Horváthová', 'Predajca nových vozidiel'],
          ['Tomáš', 'Baláž', 'Predajca nových vozidiel'],
        ],
      },
      { group: 'Used cars', staff: [['Peter', 'Varga', 'Predajca jazdených vozidiel']] },
      {
        group: 'Service',
        staff: [
          ['Michal', 'Novák', 'Vedúci servisu'],
          ['Lucia', 'Tóthová', 'Servisná poradkyňa'],
        ],
      },
      { group: 'Parts', staff: [['Marek', 'Molnár', 'Vedúci skladu náhradných dielov']] },
    ],
  },
  {
    site_id: '1502',
    slug: 'kosice',
    site_official_name: 'Nordvik Auto Košice',
    site_street: 'Moldavská cesta 40',
    site_zip: '040 11',
    site_city: 'Košice',
    site_region: 'Košický kraj',
    site_geocoord: '48.7030,21.2380',
    site_brands: ['Toyota'],
    phoneBase: '055 680 01',
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Ján', 'Kollár', 'Vedúci predaja'],
          ['Katarína', 'Lukáčová', 'Predajkyňa nových vozidiel'],
        ],
      },
      { group: 'Used cars', staff: [['Róbert', 'Hudák', 'Predajca jazdených vozidiel']] },
      {
        group: 'Service',
        staff: [
          ['Miroslav', 'Polák', 'Vedúci servisu'],
          ['Eva', 'Oravcová', 'Servisná poradkyňa'],
        ],
      },
    ],
  },
  {
    site_id: '1503',
    slug: 'zilina',
    site_official_name: 'Nordvik Auto Žilina',
    site_street: 'Košická 5',
    site_zip: '010 01',
    site_city: 'Žilina',
    site_region: 'Žilinský kraj',
    site_geocoord: '49.2210,18.7580',
    site_brands: ['Kia'],
    phoneBase: '041 500 21',
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Andrej', 'Šimko', 'Vedúci predaja'],
          ['Lenka', 'Benková', 'Predajkyňa nových vozidiel'],
        ],
      },
      { group: 'Used cars', staff: [['Ivan', 'Kučera', 'Predajca jazdených vozidiel']] },
      {
        group: 'Service',
        staff: [
          ['Matej', 'Blaho', 'Vedúci servisu'],
          ['Veronika', 'Urbanová', 'Servisná poradkyňa'],
        ],
      },
      { group: 'Parts', staff: [['Pavol', 'Čierny', 'Predajca náhradných dielov']] },
    ],
  },
  {
    site_id: '1504',
    slug: 'banska-bystrica',
    site_official_name: 'Nordvik Auto Banská Bystrica',
    site_street: 'Zvolenská cesta 20',
    site_zip: '974 05',
    site_city: 'Banská Bystrica',
    site_region: 'Banskobystrický kraj',
    site_geocoord: '48.7200,19.1450',
    site_brands: ['Peugeot', 'Renault'],
    phoneBase: '048 410 31',
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Dominik', 'Hrivnák', 'Vedúci predaja'],
          ['Monika', 'Gregušová', 'Predajkyňa nových vozidiel'],
        ],
      },
      {
        group: 'Service',
        staff: [
          ['Richard', 'Mikuš', 'Vedúci servisu'],
          ['Simona', 'Kráľová', 'Servisná poradkyňa'],
        ],
      },
      { group: 'Parts', staff: [['Stanislav', 'Baran', 'Predajca náhradných dielov']] },
    ],
  },
  {
    site_id: '1505',
    slug: 'nitra',
    site_official_name: 'Nordvik Auto Nitra',
    site_street: 'Štúrova 130',
    site_zip: '949 01',
    site_city: 'Nitra',
    site_region: 'Nitriansky kraj',
    site_geocoord: '48.3100,18.0950',
    site_brands: ['Skoda'],
    phoneBase: '037 650 41',
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Juraj', 'Kubiš', 'Vedúci predaja'],
          ['Zuzana', 'Szabová', 'Predajkyňa nových vozidiel'],
        ],
      },
      { group: 'Used cars', staff: [['Branislav', 'Mráz', 'Predajca jazdených vozidiel']] },
      {
        group: 'Service',
        staff: [
          ['Igor', 'Švec', 'Vedúci servisu'],
          ['Barbora', 'Holubová', 'Servisná poradkyňa'],
        ],
        vacation: { start: '2027-07-19', end: '2027-07-30' },
      },
    ],
  },
])
