/** How long the database may take to answer before the instance reports itself unhealthy. */
export const HEALTH_PROBE_TIMEOUT_MS = 3_000

/** Redis as an instance sees it: `off` when it runs without (REDIS_URL unset). */
export type RedisStatus = { status: 'off' } | { status: 'up' | 'down'; latencyMs: number; error?: string }

export type HealthReport = {
  /**
   * `ok`; `degraded` while Redis is down (the instance serves on its in-process fallbacks: 200); `unavailable`
   * while the database does not answer (503, so a load balancer sends its traffic elsewhere).
   */
  status: 'ok' | 'degraded' | 'unavailable'
  database: { status: 'up' | 'down'; kind: string; latencyMs: number; error?: string }
  redis: RedisStatus
  uptimeSeconds: number
}

function withinTime<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
    }),
  ]).finally(() => clearTimeout(timer))
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Asks the database a trivial question, and Redis (when the instance uses it) for a ping, side by side: the
 * database's answer decides whether this instance takes traffic.
 */
export async function checkHealth(
  probe: () => Promise<unknown>,
  kind: string,
  timeoutMs = HEALTH_PROBE_TIMEOUT_MS,
  redisProbe: () => Promise<RedisStatus> = async () => ({ status: 'off' }),
): Promise<HealthReport> {
  const started = performance.now()
  const [database, redis] = await Promise.all([
    withinTime(probe(), timeoutMs).then(
      (): HealthReport['database'] => ({ status: 'up', kind, latencyMs: Math.round(performance.now() - started) }),
      (error: unknown): HealthReport['database'] => ({
        status: 'down',
        kind,
        latencyMs: Math.round(performance.now() - started),
        error: messageOf(error),
      }),
    ),
    withinTime(redisProbe(), timeoutMs).catch((error: unknown): RedisStatus => ({
      status: 'down',
      latencyMs: Math.round(performance.now() - started),
      error: messageOf(error),
    })),
  ])
  const status = database.status === 'down' ? 'unavailable' : redis.status === 'down' ? 'degraded' : 'ok'
  return { status, database, redis, uptimeSeconds: Math.round(process.uptime()) }
}

export function healthStatusCode(report: HealthReport): 200 | 503 {
  return report.status === 'unavailable' ? 503 : 200
}

/**
 * What /healthz answers while the instance's event loop is blocked: its watchdog answers for it (503), so a load
 * balancer sends the traffic elsewhere; past `endsAfterMs` of it the instance ends and its supervisor starts a
 * fresh one.
 */
export type BlockedReport = {
  status: 'blocked'
  eventLoop: { status: 'blocked'; blockedMs: number; endsAfterMs: number }
  uptimeSeconds: number
}

export function blockedReport(blockedMs: number, endsAfterMs: number, uptimeSeconds: number): BlockedReport {
  return {
    status: 'blocked',
    eventLoop: { status: 'blocked', blockedMs: Math.round(blockedMs), endsAfterMs },
    uptimeSeconds: Math.round(uptimeSeconds),
  }
}
