import { describe, expect, it } from 'vitest'

import { carJsonLd, carListSearchHref, carPageTitle, formatFirstRegistration, isCarstoreLayout, jsonLdText, overviewRows, priceView, sortedEquipment, technicalRows, trimEquipment } from './car-page'
import { sellerChoices, contactValuesToPost, DepartmentNotFoundError, EMPTY_CONTACT, validateContact } from './contact-form'
import { keyphraseOfSlug, similarCarsRequests } from './similar'
import { CAR_PAGE_TEXTS } from './texts'
import type { Car } from '@/features/stock/car'

const texts = { ...CAR_PAGE_TEXTS }
const car = {
  car_id: '1000001', slug: 'volvo-xc60-b4-2021', car_brand: 'Volvo', car_model: 'XC60', car_model_text: 'XC60 B4 AWD Plus', car_version: 'B4 AWD Plus', car_body: 'SUV',
  car_year: 2021, car_fuel: 'Diesel', car_gearbox: 'Automat', car_drive: 'Fyrhjulsdrift', car_color: 'Grå', car_doors: 5, car_seats: 5, car_condition: 'Begagnad',
  car_is_used: true, car_is_sample: false, car_mileage: 4500, car_mileage_text: '4 500 mil', car_odometer: 45000, car_odometer_unit: 'km', car_power_text: '197 hk',
  car_acceleration_text: '7,9 s', car_fuel_consumption_text: '6,1 l/100 km', car_emission_text: '', car_firstregistration: '2021-03-09', car_regno: 'ABC123', car_chassino: 'YV1UZ',
  car_vehicle_type_code: 'PC', car_price: 400000, car_campaign_price: 0, car_retail_price: 0, car_price_currency: 'SEK', car_images: [], car_equipment: ['Värmare', 'adaptiv farthållare', 'Apple CarPlay', 'Värmare'],
  car_ncapstars: 5, car_cargo_volume_text: '', car_height_text: '', car_length_text: '4 708 mm', car_width_text: '', car_service_weight_text: '', car_fuel_tank_capacity_text: '',
  wltp_electric_range_text: '', wltp_electric_consumption_text: '', battery_size_text: '', electric_charging_speed_ac_text: '', electric_charging_speed_dc_text: '',
} as unknown as Car

/** Intl separates thousands with a no-break space. */
const plain = <T,>(value: T): T => JSON.parse(JSON.stringify(value).replace(/\u00a0|\u202f/g, ' '))

describe('what the car page shows', () => {
  it('prices a campaign car at its campaign price with the retail price struck through, a sample car from, a van without VAT', () => {
    expect(plain(priceView(car, 'sv-SE'))).toEqual({ price: '400 000 kr', retailPrice: null, from: false, vat: 'with', campaign: false })
    expect(plain(priceView({ ...car, car_campaign_price: 379000, car_retail_price: 400000 }, 'sv-SE'))).toMatchObject({ price: '379 000 kr', retailPrice: '400 000 kr', campaign: true })
    expect(priceView({ ...car, car_is_sample: true }, 'sv-SE').from).toBe(true)
    expect(priceView({ ...car, car_vehicle_type_code: 'LCV' }, 'sv-SE').vat).toBe('without')
    expect(priceView({ ...car, car_price_currency: 'GBP', car_price: 24995 }, 'en-GB').price).toBe('£24,995')
  })

  it('titles a used car with its condition first, a new one without', () => {
    expect(carPageTitle(car)).toBe('Begagnad Volvo XC60 2021 Diesel')
    expect(carPageTitle({ ...car, car_is_used: false, car_condition: 'Ny' })).toBe('Volvo XC60 2021 Diesel')
  })

  it('writes the first registration DD/MM/YYYY for English sites, YYYY-MM-DD elsewhere', () => {
    expect(formatFirstRegistration('2021-03-09', 'en-GB')).toBe('09/03/2021')
    expect(formatFirstRegistration('2021-03-09', 'sv-SE')).toBe('2021-03-09')
    expect(formatFirstRegistration(null, 'sv-SE')).toBeNull()
  })

  it('lists overview and technical rows the car has, leaving out empty figures', () => {
    expect(overviewRows(car, texts, 'sv-SE').map((row) => row.label)).toContain('I trafik')
    const technical = technicalRows(car, texts)
    expect(technical.slice(0, 3)).toEqual([{ label: 'Effekt', value: '197 hk' }, { label: 'Acceleration', value: '7,9 s' }, { label: 'Förbrukning', value: '6,1 l/100 km' }])
    expect(technical.find((row) => row.label === 'Koldioxidutsläpp')).toBeUndefined()
    expect(technical.find((row) => row.label === 'Euro NCAP')?.value).toBe('★★★★★')
  })

  it('sorts equipment alphabetically in the site’s language, each once', () => {
    expect(sortedEquipment(car.car_equipment, 'sv-SE')).toEqual(['adaptiv farthållare', 'Apple CarPlay', 'Värmare'])
  })

  it('shows a trim package’s first 3 equipment items when it has more than 4', () => {
    expect(trimEquipment(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 0 })
    expect(trimEquipment(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ shown: ['a', 'b', 'c'], more: 3 })
  })

  it('marks up the car with an Offer in its currency and condition', () => {
    const data = carJsonLd(car, 'https://se2.example/kop-bil/1000001/volvo', ['https://se2.example/a.jpg'], 'Nordvik Bilhall')
    expect(data).toMatchObject({ '@type': 'Car', itemCondition: 'https://schema.org/UsedCondition', offers: { '@type': 'Offer', price: 400000, priceCurrency: 'SEK', availability: 'https://schema.org/InStock' } })
    expect(jsonLdText({ text: '</script>' })).toBe('{"text":"\\u003c/script>"}')
  })

  it('knows the carstore layout by the site’s name', () => {
    expect(isCarstoreLayout('Nordvik Carstore')).toBe(true)
    expect(isCarstoreLayout('Nordvik Bilhall')).toBe(false)
  })

  it('searches similar cars by model, make, then body; a missing car by its address’s words', () => {
    expect(similarCarsRequests('vehicles-se', car).map((request) => request.filters?.map((filter) => filter.name))).toEqual([['car_brand', 'car_model'], ['car_brand'], ['car_body', 'car_is_used']])
    expect(keyphraseOfSlug('volvo-xc60-b4-2021')).toBe('volvo xc60 b4')
    expect(similarCarsRequests('vehicles-se', null, 'volvo xc60')[0]).toMatchObject({ keyphrase: 'volvo xc60', limit: 9 })
    expect(carListSearchHref('/bilar', 'volvo xc60')).toBe('/bilar?keyphrase=volvo+xc60')
  })
})

describe('contact the seller', () => {
  const valid = { ...EMPTY_CONTACT, name: 'Vera Nilsson', phone: '+46 70 174 06 50', email: 'vera@example.se' }

  it('requires name, a phone of 6–20 digits or spaces after an optional +, and an e-mail with a TLD of two letters', () => {
    expect(validateContact(valid, texts, false)).toEqual({})
    expect(Object.keys(validateContact(EMPTY_CONTACT, texts, false)).sort()).toEqual(['email', 'name', 'phone'])
    expect(validateContact({ ...valid, phone: '12345' }, texts, false).phone).toBe(texts.carDetailPhoneInvalid)
    expect(validateContact({ ...valid, phone: '+1234567890123456789012' }, texts, false).phone).toBeDefined()
    expect(validateContact({ ...valid, phone: '070-174 06 50' }, texts, false).phone).toBeUndefined()
    expect(validateContact({ ...valid, phone: '070-17' }, texts, false).phone).toBeDefined()
    expect(validateContact({ ...valid, email: 'vera@example.s' }, texts, false).email).toBe(texts.carDetailEmailInvalid)
  })

  it('requires a seller for a sample car', () => {
    expect(validateContact(valid, texts, true).seller).toBe(texts.carDetailSellerRequired)
    expect(validateContact({ ...valid, seller: '12' }, texts, true)).toEqual({})
  })

  const sites = [
    { site_id: '12', site_official_name: 'Nordvik Bil Örebro', site_city: 'Örebro', site_departments: [
      { name: 'Begagnat', group: 'Used cars', email: 'begagnat@orebro.test', brands: [{ name: 'Volvo', brand_code: 'VO' }] },
      { name: 'Nybil', group: 'New cars', email: 'nybil@orebro.test', brands: [{ name: 'Volvo', brand_code: 'VO' }] },
    ] },
    { site_id: '13', site_official_name: 'Nordvik Bil Uppsala', site_city: 'Uppsala', site_departments: [{ name: 'Service', group: 'Service', email: 'service@uppsala.test', brands: [{ name: 'Kia', brand_code: 'KI' }] }] },
  ] as unknown as Parameters<typeof sellerChoices>[0]

  it('offers the sites selling the make, each by its new-car department', () => {
    expect(sellerChoices(sites, 'volvo')).toEqual([
      { value: '12', label: 'Nordvik Bil Örebro', name: 'Nordvik Bil Örebro', email: 'nybil@orebro.test' },
      { value: '13', label: 'Nordvik Bil Uppsala', name: 'Nordvik Bil Uppsala', email: null },
    ])
  })

  it('names the car, the values and the page; a chosen site without a department for the make is an error', () => {
    const choices = sellerChoices(sites, 'Volvo')
    expect(contactValuesToPost({ ...valid, quote: 'true' }, { car_id: '1000001', siteName: 'Nordvik Bilhall' }, [], 'https://se2.example/kop-bil/1000001/volvo')).toEqual({
      car: { car_id: '1000001' }, name: 'Vera Nilsson', phone: '+46701740650', email: 'vera@example.se', siteName: 'Nordvik Bilhall', quote: true, testDrive: false, sourceUrl: 'https://se2.example/kop-bil/1000001/volvo',
    })
    expect(contactValuesToPost({ ...valid, seller: '12' }, { car_id: '1', siteName: 'x' }, choices, 'https://a.example/')).toMatchObject({ toEmail: 'nybil@orebro.test', toName: 'Nordvik Bil Örebro', siteName: 'Nordvik Bil Örebro' })
    expect(() => contactValuesToPost({ ...valid, seller: '13' }, { car_id: '1', siteName: 'x' }, choices, 'https://a.example/')).toThrow(DepartmentNotFoundError)
  })
})
