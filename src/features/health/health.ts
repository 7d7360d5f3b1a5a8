/** How long the database may take to answer before the instance reports itself unhealthy. */
export const HEALTH_PROBE_TIMEOUT_MS = 3_000

export type HealthReport = {
  status: 'ok' | 'unavailable'
  database: { status: 'up' | 'down'; kind: string; latencyMs: number; error?: string }
  uptimeSeconds: number
}

/** Asks the database a trivial question; the answer decides whether this instance takes traffic. */
export async function checkHealth(probe: () => Promise<unknown>, kind: string, timeoutMs = HEALTH_PROBE_TIMEOUT_MS): Promise<HealthReport> {
  const started = performance.now()
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
      }),
    ])
    return { status: 'ok', database: { status: 'up', kind, latencyMs: Math.round(performance.now() - started) }, uptimeSeconds: Math.round(process.uptime()) }
  } catch (error) {
    return {
      status: 'unavailable',
      database: { status: 'down', kind, latencyMs: Math.round(performance.now() - started), error: error instanceof Error ? error.message : String(error) },
      uptimeSeconds: Math.round(process.uptime()),
    }
  } finally {
    clearTimeout(timer)
  }
}

export function healthStatusCode(report: HealthReport): 200 | 503 {
  return report.status === 'ok' ? 200 : 503
}
