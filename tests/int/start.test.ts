import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { startDemoMode } from '../../src/lib/env'

const root = path.resolve(import.meta.dirname, '../..')

/** scripts/start.ts on a development machine, plus what the test sets: none of the caller's secret, mode or NODE_ENV. */
function start(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-start-'))
  const { PAYLOAD_SECRET: _secret, FORECOURT_DEMO_MODE: _mode, NODE_ENV: _nodeEnv, ...inherited } = process.env
  return spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...inherited, NODE_ENV: 'development', FORECOURT_DATA_DIR: dataDir, DATABASE_URL: `file:${dataDir}/never.db`, ...env },
  })
}

describe('npm start as a production deployment', () => {
  it('refuses to start without PAYLOAD_SECRET, saying what to do', () => {
    const result = start({ FORECOURT_DEMO_MODE: 'false' })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Forecourt cannot start: PAYLOAD_SECRET is not set.')
    expect(result.stderr).toContain('openssl rand -hex 32')
    expect(result.stdout).not.toContain('Building')
  })

  it('refuses a weak secret', () => {
    const result = start({ FORECOURT_DEMO_MODE: 'false', PAYLOAD_SECRET: 'changeme' })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('PAYLOAD_SECRET is too weak')
  })

  it('is what a start is when the caller’s environment is production: demo mode off, so no start without PAYLOAD_SECRET', () => {
    const result = start({ NODE_ENV: 'production' })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Forecourt cannot start: PAYLOAD_SECRET is not set.')
    expect(result.stderr).toContain('Demo mode is off because NODE_ENV=production. FORECOURT_DEMO_MODE=true runs the demo instead.')
    expect(result.stdout).not.toContain('Building')
  })
})

describe('npm start’s demo mode', () => {
  it('is on for a development machine with nothing set', () => {
    expect(startDemoMode({})).toBe(true)
    expect(startDemoMode({ NODE_ENV: 'development' })).toBe(true)
    expect(startDemoMode({ NODE_ENV: 'test' })).toBe(true)
    expect(startDemoMode({ FORECOURT_DEMO_MODE: '' })).toBe(true)
  })

  it('is off when the caller’s environment is production and does not ask for the demo', () => {
    expect(startDemoMode({ NODE_ENV: 'production' })).toBe(false)
    expect(startDemoMode({ NODE_ENV: 'production', FORECOURT_DEMO_MODE: '' })).toBe(false)
    expect(startDemoMode({ NODE_ENV: 'production', FORECOURT_DEMO_MODE: 'false' })).toBe(false)
  })

  it('follows FORECOURT_DEMO_MODE whenever it is set', () => {
    expect(startDemoMode({ NODE_ENV: 'production', FORECOURT_DEMO_MODE: 'true' })).toBe(true)
    expect(startDemoMode({ NODE_ENV: 'production', FORECOURT_DEMO_MODE: '1' })).toBe(true)
    expect(startDemoMode({ FORECOURT_DEMO_MODE: 'false' })).toBe(false)
    expect(startDemoMode({ NODE_ENV: 'development', FORECOURT_DEMO_MODE: 'no' })).toBe(false)
  })
})
