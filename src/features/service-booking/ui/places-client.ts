import type { PlacesLibrary } from '@/features/service-booking/places'

/**
 * The place search in the browser: the bundled list, loaded in a script of its own when the car step first
 * needs it. The page waits for it as it would for a maps provider's library: polling every 100 ms for up to
 * 10 s (spec 3 §7), then shows that it failed to load.
 */
export const PLACES_POLL_MS = 100
export const PLACES_WAIT_MS = 10_000
/** 'place suggestion debounce 300 ms' (spec 3 §9). */
export const PLACE_SUGGESTION_DEBOUNCE_MS = 300

let library: PlacesLibrary | null = null
let loading: Promise<void> | null = null
/** Whether the last load failed (its script did not come): nothing more is coming, so nobody waits for it. */
let failed = false

function startLoading(): void {
  if (loading) return
  failed = false
  loading = import('@/features/service-booking/places')
    .then((module) => {
      library = module.placesLibrary()
    })
    .catch(() => {
      failed = true
      // The next wait tries again.
      loading = null
    })
}

/**
 * Waits for the place library, polling until it is there or the wait is over; null when it never came, or at
 * once when its script failed to load.
 */
export async function waitForPlaces(
  options: { pollMs?: number; waitMs?: number; ready?: () => PlacesLibrary | null; failed?: () => boolean } = {},
): Promise<PlacesLibrary | null> {
  const ready = options.ready ?? (() => library)
  const gone = options.failed ?? (() => failed)
  if (!options.ready) startLoading()
  const deadline = Date.now() + (options.waitMs ?? PLACES_WAIT_MS)
  for (;;) {
    const found = ready()
    if (found) return found
    if (gone() || Date.now() >= deadline) return null
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? PLACES_POLL_MS))
  }
}
