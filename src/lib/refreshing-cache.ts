/** After this long a value is refreshed in the background; other instances see a change within it. */
export const REFRESH_AFTER_MS = 10_000

type Options<Value> = {
  load: () => Promise<Value>
  /** Changes when the source changes in this process: the value is then reloaded before use. */
  version: () => number
  ttlMs?: number
  now?: () => number
  onError?: (error: unknown) => void
}

/**
 * A value every request reads (the sites' hosts, the host map) kept in this process's memory. It serves the cached
 * value and refreshes it after the time-to-live without making a visitor wait; a change in this process (a new
 * version) reloads it at once. A failed reload keeps the last good value; with none, the call fails.
 */
export function createRefreshingCache<Value>({ load, version, ttlMs = REFRESH_AFTER_MS, now = Date.now, onError }: Options<Value>) {
  let current: { value: Value; loadedAt: number; version: number } | null = null
  let inflight: { promise: Promise<Value>; version: number } | null = null

  const reload = (): Promise<Value> => {
    const startedVersion = version()
    // A load begun before the latest change may have read the source as it was: it cannot serve.
    if (inflight && inflight.version === startedVersion) return inflight.promise
    const startedAt = now()
    const promise = load()
      .then((value) => {
        if (!current || startedVersion >= current.version) current = { value, loadedAt: startedAt, version: startedVersion }
        return value
      })
      .finally(() => {
        if (inflight?.promise === promise) inflight = null
      })
    inflight = { promise, version: startedVersion }
    return promise
  }

  return async function cached(): Promise<Value> {
    if (!current || current.version !== version()) {
      try {
        return await reload()
      } catch (error) {
        if (!current) throw error
        onError?.(error)
        return current.value
      }
    }
    if (now() - current.loadedAt > ttlMs && !inflight) {
      reload().catch((error) => onError?.(error))
    }
    return current.value
  }
}
