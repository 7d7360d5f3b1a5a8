import { describe, expect, it } from 'vitest'

import { CAR_FIELDS, carSchema, VEHICLE_INDICES, type Car, type VehicleIndex } from '../../../src/features/stock/car'
import { parseFeed } from '../../../src/features/stock/feed'
import { dealerSitesOf } from '../dealer-sites/index'
import { parseCli } from './cli'
import { csvCell, csvHeader, csvRow, FEED_FORMATS, feedWriter, parseCsv } from './feed'
import { annuityPayment } from './finance'
import { DEFAULT_STOCK_NOW, generateStock, generateStockStream } from './generate'
import { vinCheckDigit } from './registration'
import { COUNTRY_TEXTS } from './texts'

const COUNT = 600
const stocks = new Map<VehicleIndex, Car[]>(VEHICLE_INDICES.map((index) => [index, generateStock({ index, count: COUNT })]))
const stockOf = (index: VehicleIndex) => stocks.get(index) as Car[]
const all = () => VEHICLE_INDICES.flatMap(stockOf)

const PLATE: Record<VehicleIndex, RegExp> = {
  'vehicles-se': /^[A-Z]{3}\d{2}[0-9A-Z]$/,
  'vehicles-no': /^[A-Z]{2} \d{5}$/,
  'vehicles-uk': /^[A-Z]{2}\d{2} [A-Z]{3}$/,
  'vehicles-fi': /^[A-Z]{3}-[1-9]\d{0,2}$/,
  'vehicles-sk': /^[A-Z]{2}-\d{3}[A-Z]{2}$/,
}

describe.each(VEHICLE_INDICES)('the demo stock of %s', (index) => {
  const cars = stockOf(index)
  const texts = COUNTRY_TEXTS[index]

  it('fills every field of every car validly', () => {
    expect(cars).toHaveLength(COUNT)
    for (const car of cars) {
      const result = carSchema.safeParse(car)
      if (!result.success) throw new Error(`${car.car_id}: ${JSON.stringify(result.error.issues.slice(0, 3))}`)
    }
  })

  it("sells each car at a facility of the index's country, through its sales staff", () => {
    const sites = new Map(dealerSitesOf(texts.country).map((site) => [site.site_id, site]))
    for (const car of cars) {
      const site = sites.get(car.car_site_id)
      expect(site, car.car_id).toBeDefined()
      if (!site) continue
      expect(car.car_site_name).toBe(site.site_official_name)
      expect(car.car_site_city).toBe(site.site_city)
      expect(car.car_site_region).toBe(site.site_region)
      const department = site.site_departments.find((candidate) => candidate.erp_id === car.car_departmenterpid)
      expect(department?.group).toMatch(/^(New|Used) cars$/)
      expect(car.car_site_leads_email).toBe(department?.email)
      expect(car.car_companyerpid).toBe(site.site_id)
      expect(car.car_sellers.length).toBeGreaterThanOrEqual(1)
      expect(car.car_sellers.length).toBeLessThanOrEqual(3)
      for (const seller of car.car_sellers) expect(department?.users.map((user) => user.email)).toContain(seller.email)
      if (!car.car_is_used) {
        // A dealer's new cars are of its makes (the dealer system spells Škoda 'Skoda').
        const makes = (department?.brands ?? []).map((brand) => (brand.name === 'Skoda' ? 'Škoda' : brand.name))
        expect(makes, car.car_id).toContain(car.car_brand)
      }
    }
  })

  it('writes prices, distances and power in the country’s currency, unit and language', () => {
    for (const car of cars) {
      expect(car.car_price_currency).toBe(texts.currency)
      expect(car.car_odometer_unit).toBe(texts.odometerUnit)
      expect([texts.condition.new, texts.condition.used]).toContain(car.car_condition)
      expect(car.car_price).toBe(car.car_retail_price)
      expect(car.car_retail_price_exkl_vat).toBe(car.car_vehicle_type_code === 'LCV' ? car.car_price : Math.round(car.car_price / (1 + texts.vatRate)))
      if (car.car_is_used) expect(car.gross_price).toBe(car.car_price)
      else expect(car.gross_price).toBeGreaterThanOrEqual(car.car_price)
    }
    const car = cars[0] as Car
    const money = new Intl.NumberFormat(texts.locale, { style: 'currency', currency: texts.currency, maximumFractionDigits: 0 })
    expect(car.car_price_text).toBe(money.format(car.car_price))
    const unit = { mil: ' mil', km: ' km', mi: ' miles' }[texts.odometerUnit]
    expect(car.car_mileage_text).toBe(`${new Intl.NumberFormat(texts.locale).format(car.car_mileage)}${car.car_mileage === 1 && unit === ' miles' ? ' mile' : unit}`)
    expect(car.car_power_text).toMatch({ 'vehicles-se': / hk$/, 'vehicles-no': / hk$/, 'vehicles-uk': / bhp$/, 'vehicles-fi': / hv$/, 'vehicles-sk': / kW \(\d+ k\)$/ }[index])
  })

  it('registers cars with plates of the country and valid, unique VINs', () => {
    const plates = new Set<string>()
    const vins = new Set<string>()
    for (const car of cars) {
      if (car.car_is_sample) {
        expect(car.car_regno).toBe('')
        continue
      }
      expect(car.car_regno, car.car_id).toMatch(PLATE[index])
      expect(car.car_chassino).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/)
      expect(car.car_chassino.charAt(8)).toBe(vinCheckDigit(car.car_chassino))
      plates.add(car.car_regno)
      vins.add(car.car_chassino)
    }
    const registered = cars.filter((car) => !car.car_is_sample).length
    expect(plates.size).toBe(registered)
    expect(vins.size).toBe(registered)
  })

  it('gives electric cars battery figures, combustion cars fuel figures and plug-in hybrids both', () => {
    const electric = cars.filter((car) => car.car_fuel === texts.fuel.electric)
    const plugIn = cars.filter((car) => car.car_fuel === texts.fuel.phev)
    expect(electric.length).toBeGreaterThan(10)
    for (const car of electric) {
      expect(car.wltp_electric_range).toBeGreaterThan(100)
      expect(car.wltp_electric_range_text).not.toBe('')
      expect(car.battery_size).toBeGreaterThan(20)
      expect(car.electric_charging_speed_ac).toBeGreaterThan(0)
      expect(car.electric_charging_speed_dc).toBeGreaterThan(0)
      expect(car.car_fuel_consumption).toBeNull()
      expect(car.car_fuel_tank_capacity).toBeNull()
      expect(car.car_emission).toBe(0)
    }
    for (const car of plugIn) {
      expect(car.wltp_electric_range).toBeGreaterThan(0)
      expect(car.car_fuel_consumption).toBeGreaterThan(0)
      expect(car.car_fuel_tank_capacity).toBeGreaterThan(0)
    }
    for (const car of cars.filter((candidate) => [texts.fuel.petrol, texts.fuel.diesel, texts.fuel.hybrid].includes(candidate.car_fuel))) {
      expect(car.wltp_electric_range).toBeNull()
      expect(car.battery_size).toBeNull()
      expect(car.car_fuel_consumption).toBeGreaterThan(0)
      expect(car.car_emission).toBeGreaterThan(50)
    }
  })

  it('has campaigns below the retail price, and none elsewhere', () => {
    const campaigns = cars.filter((car) => car.car_has_campaign_price)
    expect(campaigns.length / cars.length).toBeGreaterThan(0.08)
    expect(campaigns.length / cars.length).toBeLessThan(0.25)
    for (const car of cars) {
      if (car.car_has_campaign_price) {
        expect(car.car_campaign_price).toBeGreaterThan(0)
        expect(car.car_campaign_price).toBeLessThan(car.car_retail_price)
        expect(car.car_campaign_price_text).not.toBe('')
        expect(car.car_campaigns.length).toBeGreaterThan(0)
      } else {
        expect(car.car_campaign_price).toBe(0)
        expect(car.car_campaign_price_text).toBe('')
      }
      expect(car.car_has_campaign_privateleasing).toBe(car.car_private_leasing_option?.is_campaign ?? false)
      expect(car.car_has_campaign_companyleasing).toBe(car.car_leasing_options.some((entry) => entry.leasing_type === 'Company' && entry.is_campaign))
    }
  })

  it('groups sample cars as one model in two to four trims with consecutive ids', () => {
    const samples = cars.filter((car) => car.car_is_sample)
    expect(samples.length).toBeGreaterThanOrEqual(6)
    const groups: Car[][] = []
    for (const car of samples) {
      const group = groups[groups.length - 1]
      const last = group?.[group.length - 1]
      if (group && last && Number(car.car_id) === Number(last.car_id) + 1 && car.car_model === last.car_model && car.car_site_id === last.car_site_id) group.push(car)
      else groups.push([car])
    }
    for (const group of groups) {
      expect(group.length).toBeGreaterThanOrEqual(2)
      expect(group.length).toBeLessThanOrEqual(4)
      expect(new Set(group.map((car) => car.car_trim_package)).size).toBe(group.length)
      for (const car of group) {
        expect(car.car_is_used).toBe(false)
        expect(car.car_trim_package).toBeTruthy()
        expect(car.car_price_title).toBe(texts.priceTitle.sample)
      }
    }
  })

  it('has cars of the week, vans, new and used cars that agree with their dates and mileage', () => {
    expect(cars.filter((car) => car.caroftheweek).length).toBeGreaterThanOrEqual(6)
    const vans = cars.filter((car) => car.car_vehicle_type_code === 'LCV')
    expect(vans.length).toBeGreaterThan(15)
    for (const van of vans) expect(van.car_vehicle_type).toBe(texts.vehicleType.LCV)
    if (index === 'vehicles-se') expect(vans[0]?.car_vehicle_type).toBe('Transportbil')
    const used = cars.filter((car) => car.car_is_used)
    expect(used.length / cars.length).toBeGreaterThan(0.3)
    const now = DEFAULT_STOCK_NOW.getTime()
    for (const car of cars) {
      const indexed = Date.parse(car.indexed_at)
      expect(indexed).toBeLessThanOrEqual(now)
      expect(indexed).toBeGreaterThanOrEqual(now - 120 * 86_400_000)
      if (car.car_is_used) {
        expect(car.car_firstregistration).not.toBeNull()
        expect(Date.parse(`${car.car_firstregistration}T00:00:00Z`)).toBeLessThan(indexed)
        expect(car.car_mileage).toBeGreaterThan(0)
        expect(car.car_condition).toBe(texts.condition.used)
        expect(car.car_year).toBeLessThan(2027)
      } else {
        expect(car.car_condition).toBe(texts.condition.new)
        expect(car.car_year).toBe(2027)
        expect(car.car_mileage).toBeLessThanOrEqual(50)
      }
      expect(car.car_year).toBeGreaterThanOrEqual(2015)
      expect(car.car_equipment.length).toBeGreaterThanOrEqual(15)
      expect(car.car_equipment.length).toBeLessThanOrEqual(45)
      expect(car.car_description.split(/(?<=[.!])\s/).length).toBeGreaterThanOrEqual(2)
    }
  })

  it('shows 4–8 pictures in the paint of the car, the first in the showroom or on the forecourt', () => {
    for (const car of cars) {
      if (car.car_images.length === 0) {
        expect(car.car_is_used).toBe(true)
        expect(car.car_primary_image).toBeNull()
        continue
      }
      expect(car.car_images.length).toBeGreaterThanOrEqual(4)
      expect(car.car_images.length).toBeLessThanOrEqual(8)
      for (const image of car.car_images) expect(image.original).toMatch(new RegExp(`-${car.car_id}[a-h]-1280\\.jpg$`))
      expect(car.car_primary_image?.thumbnail_url).toMatch(/^\/api\/stock-images\/(showroom|dealership)-(dawn|day|dusk|night)-[0-9a-f]{6}-\w+-640\.jpg$/)
      expect(car.car_primary_image?.blur_data_url).toBe(car.car_images[0]?.blur_data_url)
    }
  })

  it('offers a loan whose monthly cost is the annuity of the default contract', () => {
    const car = cars.find((candidate) => candidate.car_loan_option && candidate.car_loan_option.default_contract_duration.residual_percentage > 0)
    const loan = car?.car_loan_option
    if (!car || !loan) throw new Error('no car with a residual loan')
    const price = car.car_campaign_price > 0 ? car.car_campaign_price : car.car_price
    const { months, cash_amount_min_percentage: cash, residual_percentage: residual } = loan.default_contract_duration
    const principal = price * (1 - cash / 100)
    const balloon = (price * residual) / 100
    const r = loan.interest_rate / 12
    const byHand = Math.round(((principal - balloon / (1 + r) ** months) * r) / (1 - (1 + r) ** -months))
    expect(car.car_loan_monthly_cost).toBe(byHand)
    expect(loan.default_monthly_cost).toBe(byHand)
    expect(loan.contract_durations.map((duration) => duration.months)).toEqual(loan.contract_durations.map((_, i) => 12 * (i + 1)))
    expect(loan.disclaimer).toMatch(/\{1\}.*\{2\}.*\{3\}.*\{4\}.*\{5\}/s)
  })

  it('offers leasing on about two in five newer cars, and the Swedish company-car benefit', () => {
    const newer = cars.filter((car) => car.car_year >= 2024)
    const leased = newer.filter((car) => car.car_has_privateleasing || car.car_has_companyleasing)
    expect(leased.length / newer.length).toBeGreaterThan(0.3)
    expect(leased.length / newer.length).toBeLessThan(0.6)
    for (const car of cars) {
      expect(car.car_has_privateleasing).toBe(car.car_private_leasing_option !== null)
      expect(car.car_has_companyleasing).toBe(car.car_company_leasing_option !== null)
      expect(car.car_leasing_options.length).toBe(Number(car.car_has_privateleasing) + Number(car.car_has_companyleasing))
      const company = car.car_company_leasing_option
      if (company) {
        expect(Object.keys(company.company_leasing_options)).toEqual(texts.leasingMileages.map(String))
        expect(car.car_companyleasing_monthly_cost).toBe(company.default_monthly_cost)
      }
      const benefit = index === 'vehicles-se' && company !== null && car.car_vehicle_type_code === 'PC'
      expect(car.car_beneficial_value !== null).toBe(benefit)
      expect(car.car_pbbratio !== null).toBe(benefit)
    }
  })
})

describe('the demo stock across countries', () => {
  it('is the same on every run and differs with the seed', () => {
    expect(generateStock({ index: 'vehicles-se', count: COUNT })).toEqual(stockOf('vehicles-se'))
    expect(Array.from(generateStockStream({ index: 'vehicles-fi', count: 50 }))).toEqual(stockOf('vehicles-fi').slice(0, 50))
    const other = generateStock({ index: 'vehicles-se', count: COUNT, seed: 'another' })
    expect(other.map((car) => car.car_id)).toEqual(stockOf('vehicles-se').map((car) => car.car_id))
    expect(other.filter((car, i) => car.slug !== stockOf('vehicles-se')[i]?.slug).length).toBeGreaterThan(COUNT / 2)
  })

  it('gives every car an id no other index uses, and a slug of its name', () => {
    const cars = all()
    expect(new Set(cars.map((car) => car.car_id)).size).toBe(cars.length)
    const car = cars.find((candidate) => candidate.car_brand === 'Škoda') as Car
    expect(car.slug).toMatch(/^skoda-/)
    expect(cars.some((candidate) => candidate.car_brand === 'Skoda')).toBe(false)
  })

  it('writes the feed as NDJSON, JSON or CSV with the Car fields as columns', () => {
    const cars = stockOf('vehicles-uk').slice(0, 3)
    expect(csvHeader().trimEnd().split(',')).toEqual(CAR_FIELDS)
    expect(csvCell(null)).toBe('')
    expect(csvCell(true)).toBe('true')
    expect(csvCell('2, "quoted"')).toBe('"2, ""quoted"""')
    const rows = parseCsv(csvHeader() + cars.map(csvRow).join(''))
    expect(rows).toHaveLength(4)
    const first = Object.fromEntries(CAR_FIELDS.map((field, i) => [field, rows[1]?.[i]]))
    const car = cars[0] as Car
    expect(first.car_id).toBe(car.car_id)
    expect(first.car_price).toBe(String(car.car_price))
    expect(JSON.parse(first.car_sellers as string)).toEqual(car.car_sellers)
    expect(first.car_trim_package).toBe(car.car_trim_package ?? '')

    const json = feedWriter('json')
    expect(JSON.parse(json.start + cars.map(json.car).join('') + json.end(cars.length))).toEqual(cars)
    const ndjson = feedWriter('ndjson')
    expect(cars.map(ndjson.car).join('').trimEnd().split('\n').map((line) => JSON.parse(line) as Car)).toEqual(cars)
  })

  it('is read back by the stock import unchanged, in every format', async () => {
    const cars = stockOf('vehicles-sk').slice(0, 40)
    for (const format of FEED_FORMATS) {
      const writer = feedWriter(format)
      const text = writer.start + cars.map(writer.car).join('') + writer.end(cars.length)
      const parsed = await parseFeed(text, { format })
      expect(parsed.problems).toEqual([])
      expect(parsed.cars).toEqual(cars)
    }
  })

  it('reads its command line', () => {
    expect(parseCli(['--index', 'vehicles-no', '--count', '100000'])).toMatchObject({ index: 'vehicles-no', count: 100_000, seed: 'demo', format: 'ndjson', out: null })
    expect(parseCli(['--index', 'vehicles-sk', '--count', '5', '--format', 'csv', '--out', 'stock.csv', '--seed', 'x'])).toMatchObject({ format: 'csv', out: 'stock.csv', seed: 'x' })
    expect(() => parseCli(['--index', 'vehicles-dk', '--count', '5'])).toThrow(/--index/)
    expect(() => parseCli(['--index', 'vehicles-se', '--count', 'many'])).toThrow(/--count/)
    expect(() => parseCli(['--index', 'vehicles-se', '--count', '5', '--format', 'xml'])).toThrow(/--format/)
  })

  it('computes an annuity with a residual value', () => {
    // 200 000 over 36 months at 6 %, 100 000 left at the end.
    expect(Math.round(annuityPayment(200_000, 0.06, 36, 100_000))).toBe(3_542)
    expect(annuityPayment(36_000, 0, 36)).toBe(1_000)
  })
})
