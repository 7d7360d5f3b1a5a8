/**
 * Nordvik Motors UK's facilities: Mercedes-Benz and smart in Yorkshire and Manchester, BMW and MINI in
 * London, Birmingham and Bristol.
 */

import { buildSites, slotPhone, type CountryStyle, type Holiday } from './build'
import type { DemoDealerSite } from './types'

const CLOSED = 'Closed'

const sameHours = (day: string, sales: string, service: string, parts: string): Holiday => ({ day, sales, service, parts })
const closedDay = (day: string): Holiday => sameHours(day, CLOSED, CLOSED, CLOSED)
/** Showrooms open on bank holidays; workshops and parts counters close. */
const bankHoliday = (day: string): Holiday => sameHours(day, '10:00–16:00', CLOSED, CLOSED)

/**
 * Numbers from Ofcom's drama ranges: each facility owns a block of a hundred in its city's range
 * (0113 496 0xxx Leeds, 020 7946 0xxx London, …).
 */
const UK: CountryStyle = {
  country: 'GB',
  runBy: 'uk-dealer',
  domain: 'nordvik-motors.example',
  departmentNames: {
    'New cars': 'New car sales',
    'Used cars': 'Used car sales',
    Service: 'Service',
    Parts: 'Parts',
  },
  departmentMailboxes: { 'New cars': 'newcars', 'Used cars': 'usedcars', Service: 'service', Parts: 'parts' },
  hours: {
    sales: [
      { day: 'Monday–Friday', displayText: '08:30–19:00' },
      { day: 'Saturday', displayText: '09:00–18:00' },
      { day: 'Sunday', displayText: '10:30–16:30' },
    ],
    service: [
      { day: 'Monday–Friday', displayText: '07:30–18:00' },
      { day: 'Saturday', displayText: '08:00–13:00' },
      { day: 'Sunday', displayText: CLOSED },
    ],
    parts: [
      { day: 'Monday–Friday', displayText: '08:00–17:30' },
      { day: 'Saturday', displayText: '08:30–12:30' },
      { day: 'Sunday', displayText: CLOSED },
    ],
  },
  holidays: [
    sameHours('2026-12-24', '08:30–15:00', '07:30–13:00', '08:00–13:00'), // Christmas Eve
    closedDay('2026-12-25'), // Christmas Day
    closedDay('2026-12-26'), // Boxing Day
    bankHoliday('2026-12-28'), // Boxing Day (substitute day)
    sameHours('2026-12-31', '08:30–16:00', '07:30–15:00', '08:00–15:00'), // New Year's Eve
    closedDay('2027-01-01'), // New Year's Day
    bankHoliday('2027-03-26'), // Good Friday
    closedDay('2027-03-28'), // Easter Sunday
    bankHoliday('2027-03-29'), // Easter Monday
    bankHoliday('2027-05-03'), // Early May bank holiday
    bankHoliday('2027-05-31'), // Spring bank holiday
    bankHoliday('2027-08-30'), // Summer bank holiday
  ],
  closed: CLOSED,
  vacationTitle: 'Summer closure',
  phone: slotPhone,
}

export const UK_DEALER_SITES: DemoDealerSite[] = buildSites(UK, [
  {
    site_id: '1301',
    slug: 'leeds',
    site_official_name: 'Nordvik Motors Leeds',
    site_street: '210 Kirkstall Road',
    site_zip: 'LS4 2AZ',
    site_city: 'Leeds',
    site_region: 'West Yorkshire',
    site_geocoord: '53.8030,-1.5780',
    site_brands: ['Mercedes-Benz', 'smart'],
    phoneBase: '0113 496 01',
    departments: [
      {
        group: 'New cars',
        staff: [
          ['James', 'Whitaker', 'Sales Manager'],
          ['Sophie', 'Hargreaves', 'Sales Executive'],
          ['Imran', 'Hussain', 'Sales Executive'],
          ['Rachel', 'Dawson', 'Business Manager'],
        ],
      },
      {
        group: 'Used cars',
        staff: [
          ['Daniel', 'Holroyd', 'Used Car Manager'],
          ['Liam', 'Brook', 'Sales Executive'],
        ],
      },
      {
        group: 'Service',
        staff: [
          ['Gareth', 'Sutcliffe', 'Service Manager'],
          ['Emma', 'Firth', 'Service Advisor'],
        ],
      },
      { group: 'Parts', staff: [['Paul', 'Ackroyd', 'Parts Manager']] },
    ],
  },
  {
    site_id: '1302',
    slug: 'london-park-royal',
    site_official_name: 'Nordvik Motors London Park Royal',
    site_street: '152 Western Avenue',
    site_zip: 'W3 6XE',
    site_city: 'London',
    site_region: 'Greater London',
    site_geocoord: '51.5240,-0.2680',
    site_brands: ['BMW', 'MINI'],
    phoneBase: '020 7946 01',
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Oliver', 'Bennett', 'Sales Manager'],
          ['Priya', 'Patel', 'Product Genius'],
          ['Tom', 'Gallagher', 'Sales Executive'],
        ],
      },
      {
        group: 'Used cars',
        staff: [
          ['Marcus', 'Okafor', 'Used Car Manager'],
          ['Hannah', 'Price', 'Sales Executive'],
        ],
      },
      {
        group: 'Service',
        staff: [
          ['Stephen', 'Doyle', 'Aftersales Manager'],
          ['Chloe', 'Marsh', 'Service Advisor'],
          ['Kwame', 'Mensah', 'Service Advisor'],
        ],
      },
      {
        group: 'Parts',
        staff: [
          ['Neil', 'Fletcher', 'Parts Manager'],
          ['Aaron', 'Webb', 'Parts Advisor'],
        ],
      },
    ],
  },
  {
    site_id: '1303',
    slug: 'manchester',
    site_official_name: 'Nordvik Motors Manchester',
    site_street: '75 Chester Road',
    site_zip: 'M15 4JE',
    site_city: 'Manchester',
    site_region: 'Greater Manchester',
    site_geocoord: '53.4700,-2.2600',
    site_brands: ['Mercedes-Benz', 'smart'],
    phoneBase: '0161 496 01',
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Ryan', 'Kershaw', 'Sales Manager'],
          ['Jessica', 'Lowe', 'Sales Executive'],
        ],
      },
      { group: 'Used cars', staff: [['Adam', 'Rigby', 'Used Car Sales Executive']] },
      {
        group: 'Service',
        staff: [
          ['Craig', 'Ogden', 'Service Manager'],
          ['Lauren', 'Pickering', 'Service Advisor'],
        ],
      },
    ],
  },
  {
    site_id: '1304',
    slug: 'birmingham',
    site_official_name: 'Nordvik Motors Birmingham',
    site_street: '240 Bristol Street',
    site_zip: 'B5 7SL',
    site_city: 'Birmingham',
    site_region: 'West Midlands',
    site_geocoord: '52.4690,-1.9000',
    site_brands: ['BMW', 'MINI'],
    phoneBase: '0121 496 01',
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Harpreet', 'Sandhu', 'Sales Manager'],
          ['Matthew', 'Cole', 'Product Genius'],
        ],
      },
      {
        group: 'Service',
        staff: [
          ['Simon', 'Hadley', 'Service Manager'],
          ['Natalie', 'Griffiths', 'Service Advisor'],
        ],
      },
      { group: 'Parts', staff: [['Darren', 'Moss', 'Parts Advisor']] },
    ],
  },
  {
    site_id: '1305',
    slug: 'sheffield',
    site_official_name: 'Nordvik Motors Sheffield',
    site_street: '180 Savile Street East',
    site_zip: 'S4 7UQ',
    site_city: 'Sheffield',
    site_region: 'South Yorkshire',
    site_geocoord: '53.3930,-1.4560',
    site_brands: ['Mercedes-Benz'],
    phoneBase: '0114 496 01',
    departments: [
      { group: 'New cars', staff: [['Joe', 'Staniforth', 'Sales Executive']] },
      {
        group: 'Used cars',
        staff: [
          ['Kirsty', 'Hobson', 'Used Car Manager'],
          ['Callum', 'Wragg', 'Sales Executive'],
        ],
      },
      {
        group: 'Service',
        staff: [
          ['Andy', 'Bramall', 'Service Manager'],
          ['Megan', 'Hirst', 'Service Advisor'],
        ],
      },
    ],
  },
  {
    site_id: '1306',
    slug: 'bristol',
    site_official_name: 'Nordvik Motors Bristol',
    site_street: '300 Bath Road',
    site_zip: 'BS4 3EW',
    site_city: 'Bristol',
    site_region: 'Bristol',
    site_geocoord: '51.4400,-2.5600',
    site_brands: ['BMW', 'MINI'],
    phoneBase: '0117 496 01',
    departments: [
      {
        group: 'New cars',
        staff: [
          ['Edward', 'Lacey', 'Sales Manager'],
          ['Georgia', 'Tucker', 'Product Genius'],
        ],
      },
      {
        group: 'Service',
        staff: [
          ['Robert', 'Hollis', 'Service Manager'],
          ['Amy', 'Chappell', 'Service Advisor'],
        ],
      },
    ],
  },
])
