/**
 * The demo stock's randomness: a small seeded generator (mulberry32) keyed by the index, the seed and the
 * car's position, so every machine generates the same cars and any car can be generated on its own.
 */

/** A 32-bit FNV-1a hash of a text, mixed once more so neighbouring keys start far apart. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  hash ^= hash >>> 16
  hash = Math.imul(hash, 0x85ebca6b)
  hash ^= hash >>> 13
  hash = Math.imul(hash, 0xc2b2ae35)
  hash ^= hash >>> 16
  return hash >>> 0
}

export class Random {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  static of(key: string): Random {
    return new Random(hash32(key))
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** A number in [min, max). */
  between(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Nothing to pick from')
    return items[Math.floor(this.next() * items.length)] as T
  }

  /** One item, each as likely as its weight. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    let total = 0
    for (const item of items) total += Math.max(0, weight(item))
    if (total <= 0) return this.pick(items)
    let roll = this.next() * total
    for (const item of items) {
      roll -= Math.max(0, weight(item))
      if (roll < 0) return item
    }
    return items[items.length - 1] as T
  }

  /** `count` different items in their original order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const indices = items.map((_, i) => i)
    const n = Math.min(count, items.length)
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (indices.length - i))
      const swap = indices[i] as number
      indices[i] = indices[j] as number
      indices[j] = swap
    }
    return indices
      .slice(0, n)
      .sort((a, b) => a - b)
      .map((i) => items[i] as T)
  }
}
