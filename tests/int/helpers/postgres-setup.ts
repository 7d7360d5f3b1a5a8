import type { TestProject } from 'vitest/node'

import { freePort } from '../../helpers/ports'
import { startTemporaryPostgres } from '../../helpers/postgres-server'

/**
 * The PostgreSQL pass's server, made once for the whole pass: TEST_POSTGRES_URL when it is set (`npm test`
 * starts one, see scripts/test.sh), otherwise a throwaway server from Debian's package on a free port (one of
 * TEST_POSTGRES_PORTS=first-last when set), stopped when the pass ends. Each test file makes a database of its own on it.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_POSTGRES_URL
  if (given) {
    project.provide('testPostgresUrl', given)
    return
  }
  const server = startTemporaryPostgres(await freePort('TEST_POSTGRES_PORTS'))
  project.provide('testPostgresUrl', server.url)
  // The repository tests' throwaway databases (src/db/test-database.ts) read the server from the environment.
  process.env.TEST_POSTGRES_URL = server.url
  return () => server.stop()
}
