import type { RateLimitStore } from '@/lib/rate-limit'

/**
 * Fixed-window counts on a clock the test moves, so a test can step past a 10-minute or daily window without
 * waiting (the product's stores count on the wall clock).
 */
export class ClockedRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()

  constructor(private readonly now: () => number) {}

  async hit(key: string, windowMs: number) {
    const now = this.now()
    const current = this.windows.get(key)
    if (!current || current.resetAt <= now) {
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
}
