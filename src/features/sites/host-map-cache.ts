import { buildHostMap, type HostMap, type SiteRoute } from './host-map'

/** After this long the host map is refreshed in the background; other instances see a site change within it. */
export const HOST_MAP_TTL_MS = 10_000

type Options = {
  load: () => Promise<SiteRoute[]>
  /** Changes when a site changes in this process: the map is then reloaded before use. */
  version: () => number
  ttlMs?: number
  now?: () => number
  onError?: (error: unknown) => void
}

/**
 * The request pipeline's copy of every site's hosts. It serves the cached map and refreshes it after the
 * time-to-live without making a visitor wait; a site change in this process reloads it at once.
 */
export function createHostMapCache({ load, version, ttlMs = HOST_MAP_TTL_MS, now = Date.now, onError }: Options) {
  let current: { map: HostMap; loadedAt: number; version: number } | null = null
  let inflight: { promise: Promise<HostMap>; version: number } | null = null

  const reload = (): Promise<HostMap> => {
    const startedVersion = version()
    // A load begun before the latest site change may have read the sites as they were: it cannot serve.
    if (inflight && inflight.version === startedVersion) return inflight.promise
    const startedAt = now()
    const promise = load()
      .then((sites) => {
        const map = buildHostMap(sites)
        if (!current || startedVersion >= current.version) current = { map, loadedAt: startedAt, version: startedVersion }
        return map
      })
      .finally(() => {
        if (inflight?.promise === promise) inflight = null
      })
    inflight = { promise, version: startedVersion }
    return promise
  }

  return async function hostMap(): Promise<HostMap> {
    if (!current || current.version !== version()) {
      try {
        return await reload()
      } catch (error) {
        if (!current) throw error
        onError?.(error)
        return current.map
      }
    }
    if (now() - current.loadedAt > ttlMs && !inflight) {
      reload().catch((error) => onError?.(error))
    }
    return current.map
  }
}
