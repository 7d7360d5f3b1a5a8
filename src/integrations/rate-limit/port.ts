/** Counts hits per key in fixed windows. Shared across instances when backed by Redis. */
export interface RateLimitStore {
  /** Records one hit and returns the hits so far in the current window and when the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>
  reset(key: string): Promise<void>
}

export type RateLimitDecision = { allowed: boolean; count: number; retryAfterSeconds: number }

export async function consume(store: RateLimitStore, key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateLimitDecision> {
  const { count, resetAt } = await store.hit(key, windowMs)
  return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) }
}
