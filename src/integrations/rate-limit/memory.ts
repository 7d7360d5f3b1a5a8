import type { RateLimitStore } from './port'

/** The default store: one process's memory. Fine for one instance; set REDIS_URL when running several. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number) {
    const now = this.now()
    const current = this.windows.get(key)
    if (!current || current.resetAt <= now) {
      this.prune(now)
      const fresh = { count: 1, resetAt: now + windowMs }
      this.windows.set(key, fresh)
      return { ...fresh }
    }
    current.count += 1
    return { ...current }
  }

  async reset(key: string) {
    this.windows.delete(key)
  }

  private prune(now: number) {
    if (this.windows.size < 10_000) return
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key)
  }
}
