/** Counts hits per key in fixed windows. Shared across instances when backed by Redis. */
export interface RateLimitStore {
  /** Records one hit and returns the hits so far in the current window and when the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>
  reset(key: string): Promise<void>
}

export type RateLimitDecision = { allowed: boolean; count: number; retryAfterSeconds: number }

export async function consume(
  store: RateLimitStore,
  key: string,
  limit: number,
  windowMs: number,
  now?: number,
): Promise<RateLimitDecision> {
  const { count, resetAt } = await store.hit(key, windowMs)
  // What is left of the window counts from the store's answer: measured from before its round trip, a one-second
  // window would be told as two.
  const answeredAt = now ?? Date.now()
  return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - answeredAt) / 1000)) }
}
