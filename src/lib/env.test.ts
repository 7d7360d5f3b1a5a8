import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ConfigurationError, cmsOrigin, databaseKind, isDemoMode, parseEnv, payloadSecret, watchdogSettings } from './env'

const strong = 'f'.repeat(64)
const dataDir = () => mkdtempSync(path.join(tmpdir(), 'forecourt-env-'))

describe('configuration', () => {
  it('refuses a production start without a secret, or with a weak one, with a clear message', () => {
    const production = { NODE_ENV: 'production', FORECOURT_DEMO_MODE: 'false', FORECOURT_DATA_DIR: dataDir() } as const
    expect(() => payloadSecret(parseEnv(production))).toThrow(ConfigurationError)
    expect(() => payloadSecret(parseEnv(production))).toThrow('PAYLOAD_SECRET is not set')
    expect(() => payloadSecret(parseEnv({ ...production, PAYLOAD_SECRET: 'changeme' }))).toThrow('PAYLOAD_SECRET is too weak')
    expect(() => payloadSecret(parseEnv({ ...production, PAYLOAD_SECRET: 'short-secret' }))).toThrow('PAYLOAD_SECRET is too weak')
    expect(payloadSecret(parseEnv({ ...production, PAYLOAD_SECRET: strong }))).toBe(strong)
  })

  it('lets the demo and development run on a random secret kept per installation', () => {
    const dir = dataDir()
    const demo = parseEnv({ NODE_ENV: 'production', FORECOURT_DEMO_MODE: 'true', FORECOURT_DATA_DIR: dir })
    const first = payloadSecret(demo)
    expect(first).toHaveLength(64)
    expect(payloadSecret(demo)).toBe(first)
    expect(readFileSync(path.join(dir, '.payload-secret'), 'utf8')).toBe(first)
    expect(payloadSecret(parseEnv({ NODE_ENV: 'production', FORECOURT_DEMO_MODE: 'true', FORECOURT_DATA_DIR: dataDir() }))).not.toBe(first)
  })

  it('lets a production build run without the secret (it is checked when the server starts)', () => {
    expect(payloadSecret(parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build', FORECOURT_DATA_DIR: dataDir() }))).toHaveLength(64)
  })

  it('chooses the database by its URL and refuses others', () => {
    expect(databaseKind('file:./data/forecourt.db')).toBe('sqlite')
    expect(databaseKind('postgres://u@h/db')).toBe('postgres')
    expect(() => parseEnv({ DATABASE_URL: 'mysql://u@h/db' })).toThrow('DATABASE_URL must be a file: URL')
  })

  it('is in demo mode by default except in production', () => {
    expect(isDemoMode(parseEnv({ NODE_ENV: 'development' }))).toBe(true)
    expect(isDemoMode(parseEnv({ NODE_ENV: 'production' }))).toBe(false)
    expect(isDemoMode(parseEnv({ NODE_ENV: 'production', FORECOURT_DEMO_MODE: 'true' }))).toBe(true)
  })

  it('knows the CMS origin', () => {
    expect(cmsOrigin(parseEnv({ PORT: '3100' }))).toBe('http://localhost:3100')
    expect(cmsOrigin(parseEnv({ FORECOURT_CMS_URL: 'https://cms.example.com/admin' }))).toBe('https://cms.example.com')
  })

  it('gives the watchdog 10 s before the instance answers 503 and 30 s before it ends, or what the environment says', () => {
    expect(watchdogSettings(parseEnv({}))).toEqual({ unhealthyAfterMs: 10_000, exitAfterMs: 30_000, blockingRoute: false })
    expect(watchdogSettings(parseEnv({ FORECOURT_WATCHDOG_UNHEALTHY_SECONDS: '0.5', FORECOURT_WATCHDOG_EXIT_SECONDS: '2' }))).toMatchObject({ unhealthyAfterMs: 500, exitAfterMs: 2_000 })
    expect(() => parseEnv({ FORECOURT_WATCHDOG_UNHEALTHY_SECONDS: '0' })).toThrow('FORECOURT_WATCHDOG_UNHEALTHY_SECONDS')
    expect(() => parseEnv({ FORECOURT_WATCHDOG_EXIT_SECONDS: 'soon' })).toThrow('FORECOURT_WATCHDOG_EXIT_SECONDS')
    expect(() => watchdogSettings(parseEnv({ FORECOURT_WATCHDOG_UNHEALTHY_SECONDS: '30', FORECOURT_WATCHDOG_EXIT_SECONDS: '30' }))).toThrow(
      'FORECOURT_WATCHDOG_EXIT_SECONDS must be longer than FORECOURT_WATCHDOG_UNHEALTHY_SECONDS',
    )
  })

  it('lets the route that blocks the event loop on purpose run only in demo mode', () => {
    expect(watchdogSettings(parseEnv({ NODE_ENV: 'production', FORECOURT_DEMO_MODE: 'true', FORECOURT_TEST_BLOCKING_ROUTE: 'true' })).blockingRoute).toBe(true)
    expect(() => watchdogSettings(parseEnv({ NODE_ENV: 'production', FORECOURT_TEST_BLOCKING_ROUTE: 'true' }))).toThrow(ConfigurationError)
    expect(() => watchdogSettings(parseEnv({ NODE_ENV: 'production', FORECOURT_TEST_BLOCKING_ROUTE: '1' }))).toThrow('a production start (demo mode off) refuses it')
    expect(watchdogSettings(parseEnv({ NODE_ENV: 'production', FORECOURT_TEST_BLOCKING_ROUTE: 'false' })).blockingRoute).toBe(false)
  })
})
