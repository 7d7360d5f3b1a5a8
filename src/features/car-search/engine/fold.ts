/**
 * Folding and word splitting shared by the index and the query, so that a visitor typing 'skoda' finds
 * 'Škoda' and 'sodertalje' finds 'Södertälje'.
 */

/** Letters that do not decompose into a base letter and a mark, spelled as Nordic and Central European visitors type them on an English keyboard. */
const LIGATURES: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
}
const LIGATURE_PATTERN = /[øæœßłđðþıħ]/g
const COMBINING_MARKS = /[\u0300-\u036f]/g
const NON_ASCII = /[^\x00-\x7f]/

/** Lower case without diacritics: 'Škoda Ø' → 'skoda o'. */
export function fold(text: string): string {
  const lower = text.toLowerCase()
  if (!NON_ASCII.test(lower)) return lower
  return lower
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(LIGATURE_PATTERN, (letter) => LIGATURES[letter] ?? letter)
}

/** The key a filter value and a document value are compared by: strings folded, numbers and booleans as written. */
export function valueKey(value: string | number | boolean): string {
  return typeof value === 'string' ? fold(value.trim()) : String(value)
}

/** A run of letters and digits longer than this (a pasted URL) is cut: nobody types more of a word. */
export const MAX_WORD_LENGTH = 64

/** Per UTF-16 unit outside ASCII: its folded units ('' for a combining mark), null for a separator; filled on first sight. */
const foldedUnits: Array<string | null | undefined> = new Array<string | null | undefined>(65_536)
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u

function foldUnit(code: number): string | null {
  let folded = foldedUnits[code]
  if (folded === undefined) {
    const unit = String.fromCharCode(code)
    if (code >= 0x300 && code <= 0x36f) folded = ''
    else folded = LETTER_OR_DIGIT.test(unit) ? fold(unit) : null
    foldedUnits[code] = folded
  }
  return folded
}

/** Receives each word as folded UTF-16 units (valid until it returns) and their hash. */
export type WordSink = (units: Uint16Array, length: number, hash: number) => void

const HASH_SEED = 0x811c9dc5
const HASH_PRIME = 0x01000193
const wordUnits = new Uint16Array(MAX_WORD_LENGTH)
/** ASCII letters and digits in lower case, 0 for separators. */
const ASCII_WORD_UNITS = Uint8Array.from({ length: 128 }, (_, code) =>
  (code >= 97 && code <= 122) || (code >= 48 && code <= 57) ? code : code >= 65 && code <= 90 ? code + 32 : 0,
)

/**
 * Splits text into folded words without building a string per word: the index build runs this over every
 * description of the stock. Words are runs of letters and digits of any script, folded as `fold` does.
 */
export function scanWords(text: string, sink: WordSink): void {
  let length = 0
  let hash = HASH_SEED
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 128) {
      const unit = ASCII_WORD_UNITS[code]!
      if (unit === 0) {
        if (length > 0) {
          sink(wordUnits, length, hash)
          length = 0
          hash = HASH_SEED
        }
      } else if (length < MAX_WORD_LENGTH) {
        wordUnits[length++] = unit
        hash = Math.imul(hash ^ unit, HASH_PRIME)
      }
      continue
    }
    const folded = foldUnit(code)
    if (folded === null) {
      if (length > 0) {
        sink(wordUnits, length, hash)
        length = 0
        hash = HASH_SEED
      }
      continue
    }
    for (let k = 0; k < folded.length && length < MAX_WORD_LENGTH; k++) {
      const unit = folded.charCodeAt(k)
      wordUnits[length++] = unit
      hash = Math.imul(hash ^ unit, HASH_PRIME)
    }
  }
  if (length > 0) sink(wordUnits, length, hash)
}

export const unitsToString = (units: Uint16Array, length: number): string => String.fromCharCode(...units.subarray(0, length))

/** The distinct words of a text, folded, in order of first appearance ('Škoda Octavia' → ['skoda', 'octavia']). */
export function words(text: string): string[] {
  const seen = new Set<string>()
  scanWords(text, (units, length) => seen.add(unitsToString(units, length)))
  return [...seen]
}
