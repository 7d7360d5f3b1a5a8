/**
 * The demo stock: a deterministic generator of each country's vehicle index, filling every field of the
 * Car document (spec 2 §3) the way a dealer system's feed would, in the site's language and currency.
 *
 * Same options → the same cars on every machine: each car draws from a generator keyed by the index, the
 * seed and its position, and the clock is the `now` option, never the machine's.
 */

import { INDEX_CURRENCY, type Car, type CarSeller, type VehicleIndex } from '../../../src/features/stock/car'
import { turntableFrameUrls } from '../../../src/features/media/turntable'
import { STOCK_IMAGE_VARIANTS, stockImageBlurDataUrl, stockImageUrl, type StockImageScene, type StockImageVariant } from '../../../src/features/stock/image-url'
import { brandDisplayName } from '../dealer-sites/brands'
import { ascii } from '../dealer-sites/build'
import { DEMO_DEALER_SITES } from '../dealer-sites/index'
import type { DemoDealerSite } from '../dealer-sites/types'
import { makeOf, MODELS, modelName, trimsOf, type Engine, type Fuel, type Model } from './catalog'
import { describeCar } from './descriptions'
import { EQUIPMENT, wheelItem, type EquipmentItem } from './equipment'
import { carLoanOption, companyLeasing, privateLeasing, swedishBenefitValue } from './finance'
import { createFormatter, type Formatter } from './format'
import { createPlanner, type CarPlan, type Planner } from './plan'
import { hash32, Random } from './random'
import { registrationNumber, vehicleIdentificationNumber } from './registration'
import { COLOURS, COUNTRY_TEXTS, type CountryTexts } from './texts'

/** British demo cars with 360° views, and the frames of a turn (10° each). */
const TURNTABLE_EVERY = 6
const TURNTABLE_FRAMES = 36

export type StockOptions = {
  index: VehicleIndex
  count: number
  seed?: string
  /** Facilities to sell from; those of the index's country are used. Defaults to the demo group's. */
  facilities?: DemoDealerSite[]
  /** The moment the feed is written; cars were indexed in the 120 days before. */
  now?: Date
}

export const DEFAULT_STOCK_SEED = 'demo'
export const DEFAULT_STOCK_NOW = new Date('2026-11-01T08:00:00Z')
/** The most cars one index can hold: car ids are the country digit and a six-digit position. */
export const MAX_STOCK_PER_INDEX = 999_999

const DAY_MS = 86_400_000
const INDEXED_WITHIN_DAYS = 120
/** About one car in sixty is a car of the week: one in each block of sixty positions. */
const CAR_OF_THE_WEEK_BLOCK = 60
/** Sample cars are about 5 % of the stock, in groups of two to four trims (2.5 on average). */
const SAMPLE_GROUP_START = 0.05 / 2.5
const AUTOS_ON_SHOW_SHARE = 0.1
const USED_WITHOUT_IMAGES_SHARE = 0.02
/** Each trim package up costs about 7 % more than the one below. */
const TRIM_PRICE_STEP = 0.07

type Context = {
  index: VehicleIndex
  key: string
  texts: CountryTexts
  fmt: Formatter
  planner: Planner
  now: number
  modelYear: number
  blurs: Map<string, string>
  slugs: Map<string, string>
  equipment: Map<string, EquipmentSlot[]>
}

function createContext(options: StockOptions): Context {
  if (!Number.isInteger(options.count) || options.count < 0 || options.count > MAX_STOCK_PER_INDEX) {
    throw new Error(`count must be a whole number from 0 to ${MAX_STOCK_PER_INDEX}`)
  }
  const texts = COUNTRY_TEXTS[options.index]
  if (!texts) throw new Error(`Unknown vehicle index: ${options.index}`)
  const now = (options.now ?? DEFAULT_STOCK_NOW).getTime()
  if (Number.isNaN(now)) throw new Error('now is not a valid date')
  const nowDate = new Date(now)
  // Model years turn over in the summer: from July the current model year is next year's.
  const modelYear = nowDate.getUTCFullYear() + (nowDate.getUTCMonth() >= 6 ? 1 : 0)
  return {
    index: options.index,
    key: `${options.index}|${options.seed ?? DEFAULT_STOCK_SEED}`,
    texts,
    fmt: createFormatter(texts),
    planner: createPlanner(texts.country, options.facilities ?? DEMO_DEALER_SITES, modelYear),
    now,
    modelYear,
    blurs: new Map(),
    slugs: new Map(),
    equipment: new Map(),
  }
}

/** The cars of an index, one at a time (100,000 cars need not sit in memory at once). */
export function* generateStockStream(options: StockOptions): Generator<Car> {
  const context = createContext(options)
  let group: (NonNullable<ReturnType<Planner['sampleGroup']>> & { next: number }) | null = null
  for (let position = 0; position < options.count; position++) {
    const rng = Random.of(`${context.key}|${position}`)
    if (group && group.next >= group.trims.length) group = null
    if (!group && rng.chance(SAMPLE_GROUP_START)) {
      const planned = context.planner.sampleGroup(rng, options.count - position)
      group = planned ? { ...planned, next: 0 } : null
    }
    if (group) {
      const trimName = group.trims[group.next++] as string
      const plan: CarPlan = {
        facility: group.facility,
        department: group.department,
        used: false,
        sample: true,
        model: group.model,
        engine: group.engine,
        year: context.modelYear,
        trim: trimName,
        trimIndex: Math.max(0, trimsOf(group.model, context.modelYear).indexOf(trimName)),
      }
      yield buildCar(context, rng, position, plan)
    } else {
      yield buildCar(context, rng, position, context.planner.stockCar(rng))
    }
  }
}

export function generateStock(options: StockOptions): Car[] {
  return Array.from(generateStockStream(options))
}

/** A price as dealers write it: 249 900 kr, £18,995, 24 990 €. */
function dealerPrice(value: number, texts: CountryTexts): number {
  if (texts.currency === 'SEK' || texts.currency === 'NOK') return value < 20_000 ? Math.max(4_900, Math.round(value / 500) * 500 - 100) : Math.round(value / 1000) * 1000 - 100
  return Math.max(995, Math.round(value / 100) * 100 - (texts.currency === 'GBP' ? 5 : 10))
}

/** A new car's list price in the country's currency, from the catalogue's euro price. */
function listPrice(texts: CountryTexts, engine: Engine, euros: number, lcv: boolean): number {
  const fuel = engine.fuel
  let price: number
  switch (texts.country) {
    case 'SE':
      price = euros * 11.2
      break
    case 'NO':
      // Registration tax: electric cars pay little, combustion cars a lot; vans are taxed lightly.
      price = euros * 11.3 * (lcv ? 1.05 : fuel === 'electric' ? 0.92 : fuel === 'phev' ? 1.2 : fuel === 'hybrid' ? 1.3 : 1.42)
      break
    case 'GB':
      price = euros * 0.86
      break
    case 'FI':
      price = euros * (fuel === 'electric' ? 1.0 : 1.06)
      break
    case 'SK':
      price = euros * 0.97
      break
  }
  // Vans are priced without VAT.
  return lcv ? price / (1 + texts.vatRate) : price
}

/** What a used car is worth as a share of its new price, by age, mileage and kind: vans hold their value, electric cars less so. */
function residualShare(age: number, km: number, fuel: Fuel, premium: boolean, lcv: boolean, rng: Random): number {
  const yearly = lcv ? 0.9 : fuel === 'electric' ? 0.85 : premium ? 0.86 : 0.88
  const firstYear = lcv ? 0.82 : fuel === 'electric' ? 0.74 : 0.79
  let share = age < 1 ? 1 - 0.05 - (1 - firstYear - 0.05) * age : firstYear * yearly ** (age - 1)
  const expectedKm = (lcv ? 22_000 : 15_000) * age
  share *= Math.min(1.08, Math.max(0.8, 1 - (km - expectedKm) / 300_000))
  return Math.max(0.07, share * rng.between(0.95, 1.05))
}

function slugOf(context: Context, name: string): string {
  let slug = context.slugs.get(name)
  if (slug === undefined) {
    slug = ascii(name)
    context.slugs.set(name, slug)
  }
  return slug
}

const colourWeight = (colour: (typeof COLOURS)[number]) => colour.weight
const variantWeight = (variant: StockImageVariant) => VARIANT_WEIGHT[variant]

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)

function buildCar(context: Context, rng: Random, position: number, plan: CarPlan): Car {
  const { texts, fmt, modelYear } = context
  const { model, engine, facility, department, used, sample, year, trim, trimIndex } = plan
  const make = makeOf(model.make)
  const lcv = model.lcv === true
  const carId = `${texts.idPrefix}${String(position + 1).padStart(6, '0')}`
  const brand = brandDisplayName(model.make)
  const localModel = modelName(model, texts.lang)
  const version = `${engine.version} ${trim}`.trim()
  // Makers that repeat the model in the version (GLC 220 d, EQB 300) or the make in the model (Polestar 2) are written once.
  const modelText = version.startsWith(`${localModel} `) ? version : `${localModel} ${version}`
  const fullModel = localModel.startsWith(`${brand} `) ? localModel : `${brand} ${localModel}`
  const fullName = modelText.startsWith(`${brand} `) ? modelText : `${brand} ${modelText}`
  const colour = rng.weighted(COLOURS, colourWeight)
  const paint = rng.pick(colour.paints)
  const electric = engine.fuel === 'electric'

  // When it was indexed, registered and how far it has been driven.
  const indexedAt = Math.floor((context.now - rng.next() * INDEXED_WITHIN_DAYS * DAY_MS) / 1000) * 1000
  let firstRegistration: string | null = null
  let age = 0
  let km: number
  if (used) {
    const earliest = Date.UTC(year - 1, 9, 1)
    const latest = Math.max(earliest + DAY_MS, Math.min(Date.UTC(year, 8, 30), indexedAt - 30 * DAY_MS))
    const registered = earliest + Math.floor(rng.next() * ((latest - earliest) / DAY_MS)) * DAY_MS
    firstRegistration = isoDay(registered)
    age = (indexedAt - registered) / (365.25 * DAY_MS)
    const perYear = lcv ? rng.between(15_000, 30_000) : electric ? rng.between(7_000, 18_000) : rng.between(8_000, 22_000)
    km = Math.max(rng.int(300, 1_500), Math.round(age * perYear))
  } else {
    km = sample ? 0 : rng.int(0, 50)
  }
  const mileage = fmt.distance(km)

  // Prices: list price new, the dealer's price, an occasional campaign.
  const euros = engine.priceEur * (1 + TRIM_PRICE_STEP * trimIndex) * (1 - 0.015 * (modelYear - year))
  const newPrice = listPrice(texts, engine, euros, lcv)
  const grossNew = dealerPrice(newPrice, texts)
  let price: number
  if (sample) price = grossNew
  else if (!used) price = Math.min(grossNew, dealerPrice(newPrice * (1 - rng.between(0, 0.05)), texts))
  else price = Math.min(grossNew, dealerPrice(newPrice * residualShare(age, km, engine.fuel, make.premium, lcv, rng), texts))
  let campaignPrice = 0
  if (!sample && rng.chance(used ? 0.12 : 0.2)) {
    campaignPrice = dealerPrice(price * (1 - rng.between(0.03, 0.1)), texts)
    if (campaignPrice >= price) campaignPrice = price - (texts.currency === 'SEK' || texts.currency === 'NOK' ? 1000 : 100)
    if (campaignPrice <= 0) campaignPrice = 0
  }
  const exVat = (value: number) => (lcv ? value : Math.round(value / (1 + texts.vatRate)))
  const effectivePrice = campaignPrice > 0 ? campaignPrice : price

  // Financing.
  const hasLoan = rng.chance(0.93)
  const campaignLoan = hasLoan && rng.chance(used ? 0.06 : 0.15)
  const loan = hasLoan ? carLoanOption(texts, fmt, { price: effectivePrice, age, used, campaign: campaignLoan }) : null
  const leasingEligible = year >= modelYear - 3
  const hasLeasing = leasingEligible && rng.chance(sample ? 0.7 : used ? 0.3 : 0.55)
  const leasingRoll = rng.next()
  const offersPrivate = hasLeasing && !lcv && leasingRoll < 0.85
  const offersCompany = hasLeasing && (lcv || leasingRoll >= 0.15)
  const leasingCampaign = hasLeasing && rng.chance(0.25)
  const leasingFacts = { modelName: fullModel, price: effectivePrice, priceExVat: exVat(effectivePrice), age, campaign: leasingCampaign }
  const company = offersCompany ? companyLeasing(texts, fmt, leasingFacts) : null
  const privately = offersPrivate ? privateLeasing(texts, fmt, leasingFacts) : null
  const benefit = company && texts.country === 'SE' && !lcv ? swedishBenefitValue(grossNew, electric ? 'electric' : engine.fuel === 'phev' ? 'phev' : 'other') : null

  const finance = texts.finance
  const campaigns: Car['car_campaigns'] = []
  if (campaignPrice > 0) campaigns.push({ title: finance.campaignPriceTitle, description: finance.campaignPriceDescription(fmt.money(price - campaignPrice)), kind: 'price' })
  if (campaignLoan && loan) campaigns.push({ title: finance.campaignLoanTitle(loan.interest_rate_text), description: finance.campaignLoanDescription(loan.interest_rate_text), kind: 'loan' })
  if (leasingCampaign) campaigns.push({ title: finance.campaignLeasingTitle, description: finance.campaignLeasingDescription, kind: 'leasing' })

  // Where it is sold and by whom.
  const site = facility.site
  const sellers: CarSeller[] = rng
    .sample(department.users, Math.min(department.users.length, rng.int(1, 3)))
    .map((user) => ({ name: `${user.first_name} ${user.last_name}`, phone: user.phone, email: user.email }))

  // Registration.
  const registeredOn = firstRegistration ?? isoDay(indexedAt)
  const regno = sample ? '' : registrationNumber({ country: texts.country, position, key: context.key, electric, registered: registeredOn, city: site.site_city })
  const wmi = manufacturerIdentifier(model)
  const vin = sample ? '' : vehicleIdentificationNumber({ wmi, model: model.model, version: engine.version, year, position, key: context.key })

  // Equipment and description.
  const { names: equipment, highlights } = pickEquipment(context, rng, plan, make.premium)
  const colourName = texts.colour[colour.key]
  const battery = engine.battery
  const range = battery ? fmt.electricRange(battery.rangeKm) : null
  const consumption = engine.litresPer100 !== null ? fmt.consumption(engine.litresPer100) : null
  const description = describeCar(
    texts.lang,
    {
      fullModel,
      fullName,
      year,
      colour: colourName,
      used,
      sample,
      lcv,
      fuel: engine.fuel,
      trim: sample ? trim : null,
      mileageText: mileage.text,
      rangeText: range?.text ?? null,
      dcText: battery && battery.dcKw > 0 ? fmt.kw(battery.dcKw).text : null,
      consumptionText: consumption?.text ?? null,
      cargoText: fmt.cargo(model.cargo),
      seats: model.seats,
      siteName: site.site_official_name,
      city: site.site_city,
      highlights,
    },
    rng.next(),
    rng.int(0, 3),
  )

  // Pictures.
  const caroftheweek = position % CAR_OF_THE_WEEK_BLOCK === hash32(`${context.key}|week|${Math.floor(position / CAR_OF_THE_WEEK_BLOCK)}`) % CAR_OF_THE_WEEK_BLOCK
  const withoutImages = used && !caroftheweek && rng.chance(USED_WITHOUT_IMAGES_SHARE)
  const images = withoutImages ? [] : pictures(context, rng, carId, paint, used)

  const power = fmt.power(engine.kw)
  const weight = model.weight + (electric && model.tank !== null ? 300 : 0) + (engine.fuel === 'phev' ? 200 : 0) + (engine.drive === 'awd' ? 70 : 0) + trimIndex * 15
  const tank = electric ? null : (model.tank ?? 50)
  const emission = fmt.emission(engine.co2)
  const dc = battery && battery.dcKw > 0 ? fmt.kw(battery.dcKw) : null
  const priceTitle = lcv ? texts.priceTitle.lcv : sample ? texts.priceTitle.sample : texts.priceTitle.price

  return {
    car_id: carId,
    slug: slugOf(context, `${fullName} ${year}`),
    car_brand: brand,
    car_model: localModel,
    car_model_text: modelText,
    car_version: version,
    car_body: texts.body[model.body],
    car_year: year,
    car_fuel: texts.fuel[engine.fuel],
    car_gearbox: texts.gearbox[engine.gearbox],
    car_drive: texts.drive[engine.drive],
    car_color: colourName,
    car_doors: model.doors,
    car_seats: model.seats,
    car_condition: used ? texts.condition.used : texts.condition.new,
    car_is_used: used,
    car_is_sample: sample,
    car_trim_package: sample ? trim : null,
    car_mileage: mileage.value,
    car_mileage_text: mileage.text,
    car_odometer: mileage.value,
    car_odometer_unit: texts.odometerUnit,
    car_power: power.value,
    car_power_text: power.text,
    car_acceleration_text: fmt.acceleration(engine.accel),
    car_cargo_volume_text: fmt.cargo(model.cargo),
    car_height_text: fmt.millimetres(model.size[2]),
    car_length_text: fmt.millimetres(model.size[0]),
    car_width_text: fmt.millimetres(model.size[1]),
    car_ncapstars: model.ncap,
    car_firstregistration: firstRegistration,
    car_regno: regno,
    car_chassino: vin,
    car_vehicle_type_code: lcv ? 'LCV' : 'PC',
    car_vehicle_type: lcv ? texts.vehicleType.LCV : texts.vehicleType.PC,
    car_vat_eligible: lcv || !used || (age < 4 && rng.chance(0.35)),
    caroftheweek,
    car_site_id: site.site_id,
    car_site_name: site.site_official_name,
    car_site_city: site.site_city,
    car_site_region: site.site_region,
    car_site_leads_email: department.email,
    car_sellers: sellers,

    car_price: price,
    car_price_currency: INDEX_CURRENCY[context.index],
    car_price_text: fmt.money(price),
    car_price_title: priceTitle,
    car_retail_price: price,
    car_retail_price_text: fmt.money(price),
    car_retail_price_exkl_vat: exVat(price),
    car_campaign_price: campaignPrice,
    car_campaign_price_text: campaignPrice > 0 ? fmt.money(campaignPrice) : '',
    car_campaign_price_exkl_vat: campaignPrice > 0 ? exVat(campaignPrice) : 0,
    gross_price: used ? price : grossNew,
    car_has_campaign_price: campaignPrice > 0,
    car_has_campaign_loan: campaignLoan,
    car_has_campaign_companyleasing: company !== null && leasingCampaign,
    car_has_campaign_privateleasing: privately !== null && leasingCampaign,
    car_campaigns: campaigns,
    car_has_companyleasing: company !== null,
    car_has_privateleasing: privately !== null,

    car_loan_monthly_cost: loan ? loan.default_monthly_cost : null,
    car_loan_monthly_cost_text: loan ? loan.default_monthly_cost_text : '',
    car_loan_option: loan,
    car_privateleasing_monthly_cost: privately ? privately.monthly : null,
    car_privateleasing_monthly_cost_text: privately ? privately.monthlyText : '',
    car_companyleasing_monthly_cost: company ? company.monthly : null,
    car_companyleasing_monthly_cost_text: company ? company.monthlyText : '',
    car_leasing_options: [...(privately ? [privately.entry] : []), ...(company ? [company.entry] : [])],
    car_company_leasing_option: company ? company.option : null,
    car_private_leasing_option: privately ? privately.option : null,
    car_beneficial_value: benefit ? benefit.monthly : null,
    car_pbbratio: benefit ? benefit.ratio : null,
    car_companyerpid: site.site_id,
    car_departmenterpid: department.erp_id,

    car_equipment: equipment,
    car_description: description,
    car_images: images.map((image) => ({ original: image.original, blur_data_url: image.blur })),
    car_primary_image: images[0]
      ? { thumbnail_url: stockImageUrl({ scene: images[0].scene, variant: images[0].variant, color: paint, seed: images[0].seed, width: 640 }), blur_data_url: images[0].blur }
      : null,
    // Every sixth British car in stock has 360° views (spec 2 §7 Media (UK)); decided without the random stream, so no other car changes.
    ...(texts.country === 'GB' && !sample && images.length > 0 && position % TURNTABLE_EVERY === 0
      ? { car_media: { video_url: null, exterior_360: turntableFrameUrls('exterior', paint, TURNTABLE_FRAMES), interior_360: position % (2 * TURNTABLE_EVERY) === 0 ? turntableFrameUrls('interior', paint, TURNTABLE_FRAMES) : [] } }
      : {}),
    autos_on_show: rng.chance(AUTOS_ON_SHOW_SHARE),
    indexed_at: new Date(indexedAt).toISOString().replace('.000Z', 'Z'),

    car_emission: emission.value,
    car_emission_text: emission.text,
    car_fuel_consumption: consumption?.value ?? null,
    car_fuel_consumption_text: consumption?.text ?? '',
    car_fuel_tank_capacity: tank,
    car_fuel_tank_capacity_text: tank !== null ? fmt.litres(tank) : '',
    car_service_weight: weight,
    car_service_weight_text: fmt.kilograms(weight),
    wltp_electric_range: range?.value ?? null,
    wltp_electric_range_text: range?.text ?? '',
    wltp_electric_consumption: battery ? battery.kwhPer100 : null,
    wltp_electric_consumption_text: battery ? fmt.electricConsumption(battery.kwhPer100).text : '',
    battery_size: battery ? battery.kwh : null,
    battery_size_text: battery ? fmt.kwh(battery.kwh).text : '',
    electric_charging_speed_ac: battery ? battery.acKw : null,
    electric_charging_speed_ac_text: battery ? fmt.kw(battery.acKw).text : '',
    electric_charging_speed_dc: dc?.value ?? null,
    electric_charging_speed_dc_text: dc?.text ?? '',
  }
}

const IDENTIFIERS = new Map<Model, string>()

/** The VIN's first three places: a make with vans keeps its last identifier for them. */
function manufacturerIdentifier(model: Model): string {
  let wmi = IDENTIFIERS.get(model)
  if (wmi === undefined) {
    wmi = identifierOf(model)
    IDENTIFIERS.set(model, wmi)
  }
  return wmi
}

function identifierOf(model: Model): string {
  const identifiers = makeOf(model.make).wmi
  const hasVans = MODELS.some((candidate) => candidate.make === model.make && candidate.lcv)
  if (model.lcv) return identifiers[identifiers.length - 1] ?? 'XXX'
  const forCars = hasVans && identifiers.length > 1 ? identifiers.slice(0, -1) : identifiers
  return forCars[hash32(model.model) % forCars.length] ?? 'XXX'
}

/** An equipment item as the picker sees it: its place in the list, and its group as a bit. */
type EquipmentSlot = { index: number; premium: boolean; groupBit: number }

const GROUP_BITS = new Map<string, number>()
const SLOTS: EquipmentSlot[] = EQUIPMENT.map((item, index) => {
  let groupBit = 0
  if (item.group) {
    groupBit = GROUP_BITS.get(item.group) ?? 1 << GROUP_BITS.size
    GROUP_BITS.set(item.group, groupBit)
  }
  return { index, premium: item.tags.includes('premium'), groupBit }
})
const BASIC_SLOTS = SLOTS.filter((slot) => EQUIPMENT[slot.index]?.tags.includes('basic'))

type PickedEquipment = { names: string[]; highlights: [string, string, string] }

/**
 * 15–45 items: more on premium makes, upper trims and newer cars. Items of a group exclude each other; a
 * basic item is there unless a better one of its group is (dual-zone climate rather than air conditioning).
 * The first three items drawn are the ones the description mentions.
 */
function pickEquipment(context: Context, rng: Random, plan: CarPlan, premium: boolean): PickedEquipment {
  const lang = context.texts.lang
  const lcv = plan.model.lcv === true
  const upper = premium || plan.trimIndex >= 2
  const optional = optionalEquipment(context, lcv, upper, plan.engine.fuel, plan.used)
  const wanted = Math.round(15 + plan.trimIndex * 5 + (premium ? 6 : 0) + (plan.used ? 0 : 4) + (plan.year - 2015) * 0.7 + rng.next() * 8)
  const target = Math.max(15, Math.min(45, wanted))
  const room = target - BASIC_SLOTS.length - (lcv ? 0 : 1)
  const chosen = new Uint8Array(EQUIPMENT.length)
  const drawn: number[] = []
  let groups = 0
  // Draws without replacement until the car has its share: a shuffle that stops early.
  const pool = optional.slice()
  for (let i = 0; i < pool.length && drawn.length < room; i++) {
    const j = i + Math.floor(rng.next() * (pool.length - i))
    const slot = pool[j] as EquipmentSlot
    pool[j] = pool[i] as EquipmentSlot
    if (slot.groupBit & groups) continue
    // The upper trims of volume makes carry only some of the premium makes' luxuries.
    if (!premium && slot.premium && rng.chance(0.6)) continue
    chosen[slot.index] = 1
    drawn.push(slot.index)
    groups |= slot.groupBit
  }
  for (const slot of BASIC_SLOTS) if (!(slot.groupBit & groups)) chosen[slot.index] = 1
  const names: string[] = []
  for (let i = 0; i < EQUIPMENT.length; i++) if (chosen[i]) names.push((EQUIPMENT[i] as EquipmentItem).names[lang])
  if (!lcv) {
    const length = plan.model.size[0]
    const inches = (length < 4100 ? 16 : length < 4500 ? 17 : length < 4800 ? 18 : 19) + (premium && plan.trimIndex >= 1 ? 1 : 0)
    names.push(wheelItem(lang, inches))
  }
  const highlight = (n: number) => (drawn[n] !== undefined ? (EQUIPMENT[drawn[n] as number] as EquipmentItem).names[lang] : (names[n] ?? ''))
  return { names, highlights: [highlight(0), highlight(1), highlight(2)] }
}

/** The items a kind of car can have besides the basics. */
function optionalEquipment(context: Context, lcv: boolean, upper: boolean, fuel: Fuel, used: boolean): EquipmentSlot[] {
  const key = `${lcv}|${upper}|${fuel}|${used}`
  let slots = context.equipment.get(key)
  if (slots) return slots
  const eligible = (tag: EquipmentItem['tags'][number]) => {
    switch (tag) {
      case 'pc':
        return !lcv
      case 'van':
        return lcv
      case 'premium':
        return upper
      case 'plug':
        return fuel === 'electric' || fuel === 'phev'
      case 'electric':
        return fuel === 'electric'
      case 'combustion':
        return fuel !== 'electric'
      case 'used':
        return used
      case 'winter':
        return context.texts.country !== 'GB'
      case 'basic':
        return false
    }
  }
  slots = SLOTS.filter((slot) => (EQUIPMENT[slot.index] as EquipmentItem).tags.every(eligible))
  context.equipment.set(key, slots)
  return slots
}

function shuffled<T>(rng: Random, items: readonly T[]): T[] {
  const copy = items.slice()
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1))
    const swap = copy[i] as T
    copy[i] = copy[j] as T
    copy[j] = swap
  }
  return copy
}

type Picture = { original: string; blur: string; scene: StockImageScene; variant: StockImageVariant; seed: string }

const VARIANT_WEIGHT: Record<StockImageVariant, number> = { dawn: 2, day: 5, dusk: 2, night: 1 }

/** 4–8 pictures: the first in the showroom or on the dealership forecourt, the rest out and about. */
function pictures(context: Context, rng: Random, carId: string, paint: string, used: boolean): Picture[] {
  const country = context.texts.country
  const primary: StockImageScene = rng.chance(used ? 0.3 : 0.7) ? 'showroom' : 'dealership'
  const outdoor: StockImageScene[] = ['hero-city', 'hero-coast', 'hero-forest']
  if (country === 'NO') outdoor.push('hero-fjord')
  if (country !== 'GB') outdoor.push('hero-winter')
  const rest = [primary === 'showroom' ? 'dealership' : 'showroom', ...shuffled(rng, outdoor)] as StockImageScene[]
  const count = rng.int(4, 8)
  const variants = new Map<StockImageScene, StockImageVariant>()
  const result: Picture[] = []
  for (let i = 0; i < count; i++) {
    const scene = i === 0 ? primary : (rest[(i - 1) % rest.length] as StockImageScene)
    let variant = variants.get(scene)
    if (!variant) {
      variant = rng.weighted(STOCK_IMAGE_VARIANTS, variantWeight)
      variants.set(scene, variant)
    }
    const seed = `${carId}${String.fromCharCode(97 + i)}`
    const blurKey = `${paint}|${variant}`
    let blur = context.blurs.get(blurKey)
    if (!blur) {
      blur = stockImageBlurDataUrl(paint, variant)
      context.blurs.set(blurKey, blur)
    }
    result.push({ original: stockImageUrl({ scene, variant, color: paint, seed, width: 1280 }), blur, scene, variant, seed })
  }
  return result
}
