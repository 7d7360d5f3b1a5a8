/**
 * Calls `update` at most once per `interval` while events keep coming, and once more `finalDelay` after
 * the last event, so the final size is always measured (resize handling, spec 1 §9).
 */
export function throttleWithFinalUpdate(update: () => void, interval: number, finalDelay: number) {
  let last = -Infinity
  let finalTimer: ReturnType<typeof setTimeout> | undefined
  const handler = () => {
    const now = Date.now()
    if (now - last >= interval) {
      last = now
      update()
    }
    clearTimeout(finalTimer)
    finalTimer = setTimeout(() => {
      last = Date.now()
      update()
    }, finalDelay)
  }
  handler.cancel = () => clearTimeout(finalTimer)
  return handler
}
