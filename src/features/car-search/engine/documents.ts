import { IntBuffer, type ListIds } from './columns'

/**
 * Taking ownership of the documents an index is built from: one pass over every document that shares
 * equal strings and reads the top-level fields the build needs.
 *
 * A stock parsed from JSON holds a separate copy of every string: 'Automatisk klimatanläggning' on 40,000
 * cars, the same 250-character placeholder image on every picture. An index keeps its documents for as
 * long as it answers, so the build replaces every string inside them (in arrays and nested objects too)
 * by one instance per distinct value: 100,000 cars of vehicles-se parsed from JSON go from 8.6 KB of heap
 * a car to 4.1 KB. A string built by concatenation (a URL, a description) is also made flat, so it no
 * longer holds the pieces it was built from (the generated stock of bench/search: 7.4 KB a car to 4.5 KB).
 * Values are never changed, only which instance holds them: a document reads the same before and after.
 * Frozen objects and anything that is not a plain object or an array are left as they are (a frozen
 * document's fields are still read).
 *
 * The pass costs about as much as the rest of the build: it visits every string of the stock (12 million
 * for 100,000 cars). Properties whose values rarely repeat are only made flat, and most strings are found
 * among their property's recent values without hashing them.
 */

/** Strings of one property name: whether sharing them pays, and how its objects are laid out. */
type KeyStats = {
  hits: number
  misses: number
  /** Looked up in the pool; a property whose values rarely repeat (an id, a description) is only made flat. */
  pooled: boolean
  /** The position of a top-level property among the fields the build reads, else -1. */
  field: number
  /** The properties of the objects held by this property (a car's images, its leasing options). */
  children: KeyLayout | null
  /**
   * The property's recently kept strings and their numbers, by a fingerprint of a few units: most strings
   * repeat one of a few values of their property (an equipment line, a formatted price), and comparing
   * with it costs less than hashing the whole string and searching the pool.
   */
  recent: string[] | null
  recentIds: Int32Array | null
}

/** Values of a property looked up before deciding whether they repeat enough to pool. */
const POOL_TRIAL = 500
/** Longer strings are not pooled: hashing them costs more than the rare repeat saves. */
const MAX_POOLED_LENGTH = 2_048
/** Recent strings remembered per property: 2^12 slots (a price text has thousands of values in a stock). */
const RECENT_BITS = 12
const RECENT_SLOTS = 1 << RECENT_BITS

/**
 * A slot of `recent` for a value: equal strings agree, and the values of a property should mostly differ.
 * They often differ in a few units only ('249 900 kr' and '259 900 kr'; two placeholder images whose SVGs
 * differ in one colour), so a short value is mixed whole and a long one by every fourth unit: a value
 * whose slot holds another value of its property is hashed and looked up in the pool, which costs more.
 */
function recentSlot(value: string, length: number): number {
  let mixed = length
  const step = length <= 32 ? 1 : 4
  for (let i = 0; i < length; i += step) mixed = Math.imul(mixed ^ value.charCodeAt(i), 0x01000193)
  mixed = Math.imul(mixed ^ value.charCodeAt(length - 1), 0x01000193)
  return Math.imul(mixed, 0x9e3779b1) >>> (32 - RECENT_BITS)
}

/**
 * The properties of objects of one kind, by position: objects of a kind (every car, every image) mostly
 * list the same keys in the same order, so a key is found by one comparison instead of a hash lookup.
 */
class KeyLayout {
  private readonly keys: string[] = []
  private readonly stats: KeyStats[] = []
  private readonly byKey = new Map<string, KeyStats>()

  constructor(
    private readonly fieldOf: ReadonlyMap<string, number> | null,
    private readonly alwaysPooled: ReadonlySet<string> | null,
  ) {}

  at(position: number, key: string): KeyStats {
    if (this.keys[position] === key) return this.stats[position]!
    let stats = this.byKey.get(key)
    if (stats === undefined) {
      const field = this.fieldOf?.get(key) ?? -1
      stats = { hits: 0, misses: 0, pooled: true, field, children: null, recent: null, recentIds: null }
      // Facet fields stay pooled whatever their repeats: their column numbers the values through the pool.
      if (this.alwaysPooled?.has(key)) stats.hits = Number.POSITIVE_INFINITY
      this.byKey.set(key, stats)
    }
    this.keys[position] = key
    this.stats[position] = stats
    return stats
  }
}

const isPlainObject = (value: object): boolean => {
  const prototype = Object.getPrototypeOf(value) as unknown
  return prototype === Object.prototype || prototype === null
}

/**
 * Each document's value at the top-level fields the build reads, and for those holding pooled strings
 * the string's number in `strings` (one number per distinct value), so that a column numbers its values
 * without hashing them again.
 */
export type OwnedDocuments = {
  readonly values: ReadonlyMap<string, unknown[]>
  /** Every pooled string, by number. */
  readonly strings: readonly string[]
  /** Per facet field: each document's string number, -1 when its value is not one pooled string. */
  readonly stringIds: ReadonlyMap<string, Int32Array>
  /** Per facet field holding lists: the string numbers of each document's list (see `ListIds`). */
  readonly listIds: ReadonlyMap<string, ListIds>
}

type ListSink = { start: Int32Array; count: Int32Array; ids: IntBuffer }

class Interner {
  /** Every distinct string of the pooled properties, by value: its number. */
  private readonly ids = new Map<string, number>()
  readonly strings: string[] = []
  /** Whether the last `idOf` found the value already pooled (the document may hold another instance). */
  private found = false
  /** Folded into by every string made flat, so that reading its first unit is not optimised away. */
  private touched = 0

  /** The number of `value` in the pool, or -1 when its property is not pooled; either way it is made flat. */
  idOf(value: string, stats: KeyStats): number {
    const length = value.length
    if (stats.pooled && length <= MAX_POOLED_LENGTH && length > 0) {
      const recent = (stats.recent ??= new Array<string>(RECENT_SLOTS).fill(''))
      const recentIds = (stats.recentIds ??= new Int32Array(RECENT_SLOTS))
      const slot = recentSlot(value, length)
      if (recent[slot] === value) {
        stats.hits++
        this.found = true
        return recentIds[slot]!
      }
      const known = this.ids.get(value)
      if (known !== undefined) {
        stats.hits++
        this.found = true
        recent[slot] = this.strings[known]!
        recentIds[slot] = known
        return known
      }
      this.found = false
      const id = this.strings.length
      recent[slot] = value
      recentIds[slot] = id
      this.ids.set(value, id)
      this.strings.push(value)
      // Values that repeat less than once in five lookups (ids, registration numbers) are not worth a lookup.
      if (++stats.misses > POOL_TRIAL && stats.hits * 4 < stats.misses) stats.pooled = false
      this.flatten(value)
      return id
    }
    this.found = false
    this.flatten(value)
    return -1
  }

  /** Reading a unit flattens a concatenated string in place: the pieces it was built from are then garbage. */
  private flatten(value: string): void {
    this.touched ^= value.charCodeAt(0) | 0
  }

  object(value: Record<string, unknown>, layout: KeyLayout): void {
    if (!isPlainObject(value) || !Object.isExtensible(value)) return
    let position = 0
    for (const key in value) {
      const item = value[key]
      if (typeof item === 'string') {
        const id = this.idOf(item, layout.at(position, key))
        if (this.found) value[key] = this.strings[id]!
      } else if (typeof item === 'object' && item !== null) {
        const stats = layout.at(position, key)
        if (Array.isArray(item)) this.array(item, stats)
        else this.object(item as Record<string, unknown>, (stats.children ??= new KeyLayout(null, null)))
      }
      position++
    }
  }

  array(value: unknown[], stats: KeyStats): void {
    if (!Object.isExtensible(value)) return
    for (let i = 0; i < value.length; i++) {
      const item = value[i]
      if (typeof item === 'string') {
        const id = this.idOf(item, stats)
        if (this.found) value[i] = this.strings[id]!
      } else if (typeof item === 'object' && item !== null) {
        if (Array.isArray(item)) this.array(item, stats)
        else this.object(item as Record<string, unknown>, (stats.children ??= new KeyLayout(null, null)))
      }
    }
  }

  /** A top-level list of a field the build reads (the equipment): interned, and its string numbers kept. */
  private fieldList(value: unknown[], stats: KeyStats, index: number, list: ListSink): void {
    list.start[index] = list.ids.length
    list.count[index] = value.length
    for (let i = 0; i < value.length; i++) {
      const item = value[i]
      if (typeof item === 'string') {
        const id = this.idOf(item, stats)
        if (this.found) value[i] = this.strings[id]!
        list.ids.push(id)
        continue
      }
      if (typeof item === 'object' && item !== null) {
        if (Array.isArray(item)) this.array(item, stats)
        else this.object(item as Record<string, unknown>, (stats.children ??= new KeyLayout(null, null)))
      }
      list.ids.push(-1)
    }
  }

  /** A document's top-level properties: interned, and the wanted ones written to their fields' lists. */
  document(
    doc: Record<string, unknown>,
    index: number,
    layout: KeyLayout,
    values: unknown[][],
    ids: Array<Int32Array | null>,
    lists: Array<ListSink | null>,
  ): void {
    const owned = Object.isExtensible(doc)
    let position = 0
    for (const key in doc) {
      const stats = layout.at(position++, key)
      let item = doc[key]
      const field = stats.field
      if (typeof item === 'string') {
        const id = this.idOf(item, stats)
        if (this.found && owned) doc[key] = item = this.strings[id]!
        if (field >= 0 && ids[field] !== null) ids[field]![index] = id
      } else if (owned && typeof item === 'object' && item !== null) {
        if (!Array.isArray(item)) this.object(item as Record<string, unknown>, (stats.children ??= new KeyLayout(null, null)))
        else if (field < 0 || ids[field] === null) this.array(item, stats)
        else this.fieldList(item, stats, index, (lists[field] ??= newListSink(values[field]!.length)))
      }
      if (field >= 0) values[field]![index] = item
    }
  }
}

/**
 * Interns the strings of every document (see above) and reads the wanted top-level fields; `facets` are
 * fields whose strings are always pooled. A field is read as `doc[field]` reads it.
 */
export function ownDocuments(docs: readonly object[], fields: readonly string[], facets: ReadonlySet<string> = new Set()): OwnedDocuments {
  const size = docs.length
  const fieldOf = new Map(fields.map((field, position) => [field, position]))
  const values = fields.map(() => new Array<unknown>(size))
  // String numbers are kept for the facets only: their columns number values through them.
  const ids = fields.map((field) => (facets.has(field) ? new Int32Array(size).fill(-1) : null))
  const lists: Array<ListSink | null> = fields.map(() => null)
  const layout = new KeyLayout(fieldOf, facets)
  const interner = new Interner()
  for (let doc = 0; doc < size; doc++) {
    const source = docs[doc] as Record<string, unknown>
    if (isPlainObject(source)) {
      interner.document(source, doc, layout, values, ids, lists)
    } else {
      for (let field = 0; field < fields.length; field++) values[field]![doc] = source[fields[field]!]
    }
  }
  return {
    values: new Map(fields.map((field, position) => [field, values[position]!])),
    strings: interner.strings,
    stringIds: new Map(fields.flatMap((field, position) => (ids[position] ? [[field, ids[position]!] as const] : []))),
    listIds: new Map(
      fields.flatMap((field, position) => {
        const list = lists[position]
        return list ? [[field, { start: list.start, count: list.count, ids: list.ids.toArray() }] as const] : []
      }),
    ),
  }
}

const newListSink = (size: number): ListSink => ({
  start: new Int32Array(size),
  count: new Int32Array(size).fill(-1),
  ids: new IntBuffer(),
})
