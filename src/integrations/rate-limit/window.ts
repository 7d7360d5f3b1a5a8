/** A window in whole seconds (the limiters count in seconds), at least one. */
export function windowSeconds(windowMs: number): number {
  return Math.max(1, Math.ceil(windowMs / 1000))
}
