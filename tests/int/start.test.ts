import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

function start(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-start-'))
  const { PAYLOAD_SECRET: _ignored, ...inherited } = process.env
  return spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...inherited, FORECOURT_DATA_DIR: dataDir, DATABASE_URL: `file:${dataDir}/never.db`, ...env },
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
})
