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
  let inflight: Promise<HostMap> | null = null

  const reload = (): Promise<HostMap> => {
    const startedAt = now()
    const startedVersion = version()
    inflight ??= load()
      .then((sites) => {
        const map = buildHostMap(sites)
        current = { map, loadedAt: startedAt, version: startedVersion }
        return map
      })
      .finally(() => {
        inflight = null
      })
    return inflight
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
