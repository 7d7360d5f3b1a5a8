/**
 * Registration numbers in each country's format and 17-character VINs. Each is drawn from the position
 * of the car through a permutation of the format's whole number space, so no two cars of an index share one.
 */

import type { DemoCountry } from '../dealer-sites/types'
import { hash32 } from './random'

/** Plates the demo's service booking and tire hotel use for their own fixed cases (DEMO.md). */
const RESERVED_PLATES = new Set(['ABC123', 'DEF456', 'GHJ78K', 'MNB12C', 'ZZZ999', 'TIR123', 'TIR456', 'NOA000'])

/** Swedish plates leave out I, Q and V; the last place of the newer format takes any letter but O. */
const SE_LETTERS = 'ABCDEFGHJKLMNOPRSTUWXYZ'
const SE_LAST = '0123456789ABCDEFGHJKLMNPRSTUWXYZ'
const UK_LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXYZ'
const UK_SECOND = 'ABCDEFGHJKLMNOPRSTUVWXY'
const FI_LETTERS = 'ABCDEFGHIJKLMNOPRSTUVXYZ'
const SK_LETTERS = 'ABCDEFGHIJKLMNOPRSTUVXYZ'
/** Norwegian electric cars carry plates starting with E. */
const NO_ELECTRIC = ['EL', 'EK', 'EV', 'EB', 'EC', 'ED', 'EE', 'EF', 'EH', 'EJ']
const NO_OTHER = ['AA', 'AB', 'BR', 'BS', 'BT', 'CF', 'CV', 'DK', 'DR', 'KH', 'KJ', 'KR', 'LJ', 'NF', 'NH', 'PA', 'PR', 'RF', 'RJ', 'SU', 'SV', 'TB', 'UB', 'UJ', 'VH', 'VJ', 'ZT']
/** The region letter of a British plate by the city of the selling facility. */
const UK_REGION: Record<string, string> = { Leeds: 'Y', Sheffield: 'Y', London: 'L', Manchester: 'M', Birmingham: 'B', Bristol: 'W' }
/** Slovak district codes by the facility's city. */
const SK_DISTRICT: Record<string, string[]> = {
  Bratislava: ['BA', 'BL', 'BT'],
  Košice: ['KE', 'KC'],
  Žilina: ['ZA'],
  'Banská Bystrica': ['BB', 'BC'],
  Nitra: ['NR'],
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b]
  return a
}

/** A bijection of [0, size): position → number, its offset fixed by `key`. */
export function permute(position: number, size: number, key: string): number {
  let multiplier = 1_000_003
  while (gcd(multiplier, size) !== 1) multiplier += 2
  const offset = hash32(key) % size
  // Stays below 2^53: positions are under a million and the multiplier about a million.
  return (((position % size) * multiplier) % size + offset) % size
}

function letters(alphabet: string, n: number, count: number): string {
  let text = ''
  for (let i = 0; i < count; i++) {
    text = alphabet.charAt(n % alphabet.length) + text
    n = Math.floor(n / alphabet.length)
  }
  return text
}

export type PlateFacts = {
  country: DemoCountry
  position: number
  key: string
  electric: boolean
  /** Date of first registration (or of the plate's issue for an unregistered car), YYYY-MM-DD. */
  registered: string
  city: string
}

export function registrationNumber({ country, position, key, electric, registered, city }: PlateFacts): string {
  switch (country) {
    case 'SE': {
      const size = SE_LETTERS.length ** 3 * 100 * SE_LAST.length
      let n = permute(position, size, `${key}|plate`)
      for (;;) {
        const last = SE_LAST.charAt(n % SE_LAST.length)
        const rest = Math.floor(n / SE_LAST.length)
        const plate = `${letters(SE_LETTERS, Math.floor(rest / 100), 3)}${String(rest % 100).padStart(2, '0')}${last}`
        if (!RESERVED_PLATES.has(plate)) return plate
        n = (n + 7919) % size
      }
    }
    case 'NO': {
      const prefixes = electric ? NO_ELECTRIC : NO_OTHER
      const n = permute(position, prefixes.length * 90_000, `${key}|plate|${electric}`)
      return `${prefixes[Math.floor(n / 90_000)]} ${10_000 + (n % 90_000)}`
    }
    case 'GB': {
      const year = Number(registered.slice(0, 4))
      const month = Number(registered.slice(5, 7))
      // The age identifier: March–August the year ('19'), September–February the year plus 50 ('69').
      const age = month >= 3 && month <= 8 ? year % 100 : month >= 9 ? (year % 100) + 50 : ((year - 1) % 100) + 50
      const n = permute(position, UK_SECOND.length * UK_LETTERS.length ** 3, `${key}|plate`)
      const region = UK_REGION[city] ?? 'Y'
      return `${region}${UK_SECOND.charAt(Math.floor(n / UK_LETTERS.length ** 3))}${String(age).padStart(2, '0')} ${letters(UK_LETTERS, n, 3)}`
    }
    case 'FI': {
      const n = permute(position, FI_LETTERS.length ** 3 * 999, `${key}|plate`)
      return `${letters(FI_LETTERS, Math.floor(n / 999), 3)}-${(n % 999) + 1}`
    }
    case 'SK': {
      const districts = SK_DISTRICT[city] ?? ['BA']
      const n = permute(position, 1000 * SK_LETTERS.length ** 2, `${key}|plate`)
      const district = districts[hash32(`${key}|${position}|district`) % districts.length]
      return `${district}-${String(Math.floor(n / SK_LETTERS.length ** 2)).padStart(3, '0')}${letters(SK_LETTERS, n, 2)}`
    }
  }
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
const VIN_VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
/** The model-year letter of the tenth place (2015 F … 2027 V; I, O, Q, U and Z are never used). */
const VIN_YEARS = 'FGHJKLMNPRSTVWXY'

function vinValue(char: string): number {
  return /\d/.test(char) ? Number(char) : (VIN_VALUES[char] ?? 0)
}

/** The ISO 3779 check digit of the ninth place. */
export function vinCheckDigit(vin: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += vinValue(vin.charAt(i)) * (VIN_WEIGHTS[i] ?? 0)
  const check = sum % 11
  return check === 10 ? 'X' : String(check)
}

export type VinFacts = { wmi: string; model: string; version: string; year: number; position: number; key: string }

export function vehicleIdentificationNumber({ wmi, model, version, year, position, key }: VinFacts): string {
  const descriptor = hash32(`${wmi}|${model}|${version}`)
  let vds = ''
  for (let i = 0, n = descriptor; i < 5; i++, n = Math.floor(n / VIN_CHARS.length)) vds += VIN_CHARS.charAt(n % VIN_CHARS.length)
  const yearCode = VIN_YEARS.charAt(Math.max(0, Math.min(VIN_YEARS.length - 1, year - 2015)))
  const plant = VIN_CHARS.charAt(hash32(`${wmi}|${model}|plant`) % 23)
  const serial = String(permute(position, 1_000_000, `${key}|vin`)).padStart(6, '0')
  const draft = `${wmi.padEnd(3, '0').slice(0, 3)}${vds}0${yearCode}${plant}${serial}`
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`
}
