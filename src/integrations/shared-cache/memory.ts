import type { SharedCache } from './port'

/**
 * Values in this process's memory, each until its time is up, at most `maxEntries` of them (the oldest go first):
 * the cache of one instance, and what a Redis cache keeps while Redis is away.
 */
export class MemorySharedCache implements SharedCache {
  private readonly entries = new Map<string, { value: string; expiresAt: number }>()

  constructor(
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return null
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key)
      return null
    }
    return entry.value
  }

  async set(key: string, value: string, ttlMs: number) {
    this.entries.delete(key)
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string)
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs })
  }

  async delete(key: string) {
    this.entries.delete(key)
  }

  shared() {
    return false
  }
}
