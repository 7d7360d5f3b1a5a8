/**
 * Server-Timing (https://www.w3.org/TR/server-timing/): how long a step of the server took, in a response
 * header browsers' developer tools and load tools read. `redirects;dur=0.004` — names are tokens, durations
 * milliseconds.
 */
export function serverTiming(name: string, ms: number): string {
  return `${name};dur=${Math.max(0, ms).toFixed(3)}`
}

/** The duration of the metric `name` in a Server-Timing header (several metrics, comma-separated), or null. */
export function serverTimingDuration(header: string | null | undefined, name: string): number | null {
  if (!header) return null
  for (const metric of header.split(',')) {
    const [metricName, ...params] = metric.split(';').map((part) => part.trim())
    if (metricName !== name) continue
    for (const param of params) {
      const [key, value] = param.split('=')
      if (key?.trim().toLowerCase() === 'dur' && value !== undefined) {
        const duration = Number(value.trim().replace(/^"|"$/g, ''))
        return Number.isFinite(duration) ? duration : null
      }
    }
    return null
  }
  return null
}
