/**
 * Short-lived values several instances share (answers worth keeping, sessions): Redis with REDIS_URL, this
 * process's memory otherwise. Never throws: a store that cannot be reached keeps nothing and finds nothing (or,
 * with an in-process fallback, keeps and finds in this instance until the store is back).
 */
export interface SharedCache {
  /** The value under `key`, or null when there is none (missing, expired, or the store unreachable). */
  get(key: string): Promise<string | null>
  /** Keeps `value` under `key` for `ttlMs`. */
  set(key: string, value: string, ttlMs: number): Promise<void>
  delete(key: string): Promise<void>
  /** Whether the values are shared with other instances now (false: memory, or Redis away). */
  shared(): boolean
}
