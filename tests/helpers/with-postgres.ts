/**
 * `npx tsx tests/helpers/with-postgres.ts <command> [args…]`: runs the command with TEST_POSTGRES_URL pointing
 * at a throwaway PostgreSQL server from Debian's package (a data directory of its own in a temporary folder, on a
 * free port — one of TEST_POSTGRES_PORTS=first-last when set), and stops the server and deletes its data when
 * the command ends, fails or is interrupted. Exits with the command's status. With TEST_POSTGRES_URL already set,
 * or without PostgreSQL installed, it runs the command as it is.
 */
import { spawn } from 'node:child_process'

import { freePort } from './ports'
import { postgresBinaries, startTemporaryPostgres, type TemporaryPostgres } from './postgres-server'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: tsx tests/helpers/with-postgres.ts <command> [args…]')
  process.exit(2)
}

let server: TemporaryPostgres | null = null
const env = { ...process.env }
if (!env.TEST_POSTGRES_URL && postgresBinaries()) {
  const started = Date.now()
  server = startTemporaryPostgres(await freePort('TEST_POSTGRES_PORTS'))
  env.TEST_POSTGRES_URL = server.url
  console.log(`PostgreSQL for the tests on port ${server.port} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

let stopped = false
const stopServer = () => {
  if (stopped) return
  stopped = true
  server?.stop()
}

const child = spawn(command, args, { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    child.kill(signal)
  })
}
child.on('exit', (code, signal) => {
  stopServer()
  process.exit(code ?? (signal ? 128 + 1 : 1))
})
child.on('error', (error) => {
  console.error(error)
  stopServer()
  process.exit(1)
})
