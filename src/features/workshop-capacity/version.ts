/**
 * Changes whenever a workshop or the service catalogue is saved in this process, so the booking engine's
 * in-memory view of them is rebuilt at once here; other instances rebuild within their view's lifetime.
 */
let version = 0

export function bumpWorkshopVersion(): void {
  version += 1
}

export function workshopVersion(): number {
  return version
}
