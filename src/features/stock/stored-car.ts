import type { Car } from './car'
import { canonicalCarJson, hashOfCanonical } from './feed-hash'

/**
 * A car as the stock table (`cars`, one row per car and country index) holds it: the columns beside its
 * document, its document's text and its fingerprint. The table is read and written by ./repository.ts.
 */

export const CARS = 'cars' as const

export type StockImportMode = 'upsert' | 'full'
export type StockCounts = { inserted: number; updated: number; unchanged: number; removed: number }

/** The columns beside the car document, derived exactly as the Cars collection's beforeChange hook does. */
export function carColumns(car: Car) {
  return {
    carId: car.car_id,
    title: [car.car_brand, car.car_model, car.car_version, car.car_year].filter(Boolean).join(' '),
    brand: car.car_brand,
    model: car.car_model,
    price: car.car_has_campaign_price && car.car_campaign_price > 0 ? car.car_campaign_price : car.car_price,
    regno: car.car_regno,
    siteName: car.car_site_name,
    dealerSiteId: car.car_site_id,
    ofTheWeek: car.caroftheweek,
  }
}

/**
 * A valid car as an import writes it: its row's columns, its document (`storedJson`) and its fingerprint
 * (equal to the carHash a CMS save stores), both from one canonical text of the car. A feed is read into
 * these one car at a time (feed.ts `keep`), so its cars are not held as objects until the transaction. The
 * document is kept as Latin-1 bytes outside the JavaScript heap: held as objects or as text, the 33,000 cars
 * of a feed part (300 MB) survived every young-generation collection while they were read and were copied by
 * each, which took a third of an import's time. It becomes text again only as its row is written.
 */
export type StoredCar = {
  carId: string
  hash: string
  /** of_the_week to dealer_site_id, in the order the repository writes them (its WRITTEN_COLUMNS). */
  columns: readonly [ofTheWeek: boolean, brand: string, model: string, price: number, regno: string, siteName: string, title: string, dealerSiteId: string]
  /** `storedJson(car)`, every character of which is Latin-1, as bytes. */
  data: Buffer
}

export function storedCar(car: Car): StoredCar {
  const columns = carColumns(car)
  const text = canonicalCarJson(car)
  return {
    carId: columns.carId,
    hash: hashOfCanonical(text),
    columns: [columns.ofTheWeek, columns.brand, columns.model, columns.price, columns.regno, columns.siteName, columns.title, columns.dealerSiteId],
    data: Buffer.from(latin1Text(text), 'latin1'),
  }
}

const BEYOND_LATIN1 = /[\u0100-\uffff]/g
const escapeUnit = (unit: string) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`

/**
 * A car as the text of its `data` column: its canonical JSON (the keys of every object in order, the text its
 * fingerprint is taken of, so one text serves both), with every character beyond Latin-1 written as a JSON
 * escape ('–' as \u2013), which reads back as the same value. Nearly every car holds one (a dash in a range,
 * a 'Š'), and one such character makes JavaScript keep the whole text at two bytes a character, which the
 * database driver then converts to UTF-8 slowly: for 33,000 generated cars (290 MB) that conversion took
 * 2.5 s; escaping takes 1.1 s, and the conversion of the escaped text 0.1 s.
 */
export function storedJson(car: Car): string {
  return latin1Text(canonicalCarJson(car))
}

const latin1Text = (json: string) => json.replace(BEYOND_LATIN1, escapeUnit)

