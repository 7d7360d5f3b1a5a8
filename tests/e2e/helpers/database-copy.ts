import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import Database from 'libsql'

import { E2E } from './server'

const root = path.resolve(import.meta.dirname, '../../..')

/**
 * A consistent copy of the live end-to-end database in a data folder of its own (emptied first), for an instance
 * that must neither wait for the demo server's writes nor change what the other tests read. Returns the copy's path.
 */
export function copyDemoDatabase(dataDir: string): string {
  rmSync(path.join(root, dataDir), { recursive: true, force: true })
  mkdirSync(path.join(root, dataDir), { recursive: true })
  const copy = path.join(root, dataDir, 'forecourt.db')
  const source = new Database(path.join(root, E2E.dataDir, 'forecourt.db'))
  try {
    source.exec(`VACUUM INTO '${copy.replaceAll("'", "''")}'`)
  } finally {
    source.close()
  }
  return copy
}
