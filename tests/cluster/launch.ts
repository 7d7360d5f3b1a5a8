/**
 * A Forecourt cluster on this machine's loopback ports, as docs/deployment.md describes one: two instances of
 * the production build on one PostgreSQL database and one Redis, a mail server they deliver to, and nginx from
 * Debian's package in front of them with the deployment's own configuration (deploy/nginx/forecourt.conf). The
 * cluster test (tests/cluster/) and its benchmark (bench/cluster.ts) start it; each can stop and start every
 * part of it again, as an outage would.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { BUILD_COMMAND, buildInputsDigest, isBuildCurrent, recordBuild } from '../../scripts/build'
import { startDemoInstance } from '../../scripts/demo-instance'
import { freePort } from '../helpers/ports'
import { postgresBinaries, startTemporaryPostgres, temporaryPostgresControl } from '../helpers/postgres-server'

const root = path.resolve(import.meta.dirname, '../..')

/** The cluster's secrets and keys: one set for every instance, as a deployment gives them. */
export const CLUSTER = {
  secret: 'cluster-payload-secret-0123456789abcdef0123456789',
  adminEmail: 'admin@forecourt.test',
  adminPassword: 'cluster-admin-password-for-tests',
  searchKey: 'cluster-search-key-0123456789',
  stockKey: 'cluster-stock-key-0123456789',
  encryptionKey: '5f0c8a7d1e2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5',
  serverActionsKey: 'P2xG2zwbM1CQAAjqRXq/uhw2fJxvvIaIxMxWmpsLL4Y=',
  /** Shared by every instance, as a network volume would be: uploaded media and rendered stock pictures. */
  dataDir: 'data/cluster',
}

/** Whether this machine can run a cluster: nginx, PostgreSQL and Redis from Debian's packages (npm test installs them). */
export function clusterToolsMissing(): string[] {
  const missing: string[] = []
  if (!existsSync('/usr/sbin/nginx')) missing.push('nginx')
  if (!postgresBinaries()) missing.push('postgresql')
  if (spawnSync('redis-server', ['--version']).status !== 0) missing.push('redis-server')
  return missing
}

function runToEnd(args: string[], env: NodeJS.ProcessEnv, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-20_000)))
    child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-20_000)))
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${what} failed (exit code ${code}):\n${output.slice(-4000)}`)),
    )
  })
}

/** The production build, made first when the sources changed since the last one (as `npm start` does). */
export async function ensureBuild(log: (line: string) => void = console.log): Promise<void> {
  const digest = buildInputsDigest()
  if (isBuildCurrent(digest)) return
  log('Building the production build for the cluster …')
  await runToEnd(BUILD_COMMAND, { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }, 'The build')
  recordBuild(digest)
}

/** The environment every instance of the cluster shares (the database's and the caller's settings on top). */
function sharedEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const { REDIS_URL: _redis, SMTP_URL: _smtp, PORT: _port, ...inherited } = process.env
  return {
    ...inherited,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    FORECOURT_DEMO_MODE: 'true',
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: CLUSTER.secret,
    FORECOURT_ADMIN_PASSWORD: CLUSTER.adminPassword,
    FORECOURT_SEARCH_API_KEY: CLUSTER.searchKey,
    FORECOURT_STOCK_API_KEY: CLUSTER.stockKey,
    FORECOURT_ENCRYPTION_KEY: CLUSTER.encryptionKey,
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: CLUSTER.serverActionsKey,
    FORECOURT_DATA_DIR: `./${CLUSTER.dataDir}`,
    FORECOURT_MEDIA_DIR: `./${CLUSTER.dataDir}/media`,
    LOG_LEVEL: 'warn',
  }
}

export type ClusterDatabase = { url: string; dir: string; port: number; stop: () => void }

/** What the first `npm start` on the empty database printed, and the se2 home page it then served. */
export type FirstStart = { output: string; seconds: number; home: { status: number; body: string } }

async function get(port: number, host: string, pathname: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`http://127.0.0.1:${port}${pathname}`, {
    headers: { host: `${host}:${port}` },
    signal: AbortSignal.timeout(30_000),
  }).catch(() => null)
  return { status: response?.status ?? 0, body: response ? await response.text() : '' }
}

/**
 * `npm start` (scripts/start.ts, as a person runs it) on the cluster's PostgreSQL database, in the cluster's
 * shared data folder, until it serves: it builds if needed, migrates, seeds an empty database and serves.
 * Answers what it printed, the se2 home page it served, and a stop that ends it with every step it started.
 */
export async function npmStart(databaseUrl: string): Promise<{ output: () => string; port: number; stop: () => Promise<void> }> {
  const port = await freePort()
  const env = Object.fromEntries(
    Object.entries(sharedEnvironment(databaseUrl)).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
  const child = startDemoInstance({ port, dataDir: CLUSTER.dataDir, stdio: ['ignore', 'pipe', 'pipe'], ownGroup: true, env })
  let output = ''
  const collect = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-40_000))
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let alive = true
  void exited.then(() => (alive = false))
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // Already gone.
    }
    await exited
  }
  while ((await answers(port)) !== 200) {
    if (!alive) throw new Error(`npm start on PostgreSQL ended before it served:\n${output.slice(-4000)}`)
    await sleep(1_000)
  }
  return { output: () => output, port, stop }
}

/**
 * A throwaway PostgreSQL server with the demo group in it, seeded by the first `npm start` on its empty database
 * as a person's first start seeds it, and the shared data folder its media went to.
 */
export async function seededDatabase(log: (line: string) => void = console.log): Promise<ClusterDatabase & { firstStart: FirstStart }> {
  rmSync(path.join(root, CLUSTER.dataDir), { recursive: true, force: true })
  mkdirSync(path.join(root, CLUSTER.dataDir), { recursive: true })
  const postgres = startTemporaryPostgres(await freePort('TEST_POSTGRES_PORTS'))
  try {
    const started = Date.now()
    const first = await npmStart(postgres.url)
    const home = await get(first.port, 'se2.localhost', '/')
    await first.stop()
    const seconds = Math.round((Date.now() - started) / 1000)
    log(`npm start seeded the demo group into PostgreSQL on port ${postgres.port} and served it (${seconds} s).`)
    return {
      url: postgres.url,
      dir: postgres.dir,
      port: postgres.port,
      stop: postgres.stop,
      firstStart: { output: first.output(), seconds, home },
    }
  } catch (error) {
    postgres.stop()
    throw error
  }
}

/** A process the cluster runs, with its output in a log file of its own. */
type Managed = { process: ChildProcess | null; log: string }

/**
 * Every process a cluster of this process runs now: told to stop when this process ends, however it ends (nginx
 * on SIGTERM stops its workers too).
 */
const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGTERM')
})

function startProcess(managed: Managed, command: string, args: string[], options: { env?: NodeJS.ProcessEnv } = {}): ChildProcess {
  const out = openSync(managed.log, 'a')
  const child = spawn(command, args, { cwd: root, env: options.env ?? process.env, stdio: ['ignore', out, out] })
  running.add(child)
  child.once('exit', () => running.delete(child))
  managed.process = child
  return child
}

async function stopProcess(managed: Managed, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const running = managed.process
  managed.process = null
  if (!running || running.exitCode !== null || running.signalCode !== null) return
  const exited = new Promise((resolve) => running.once('exit', resolve))
  running.kill(signal)
  const late = setTimeout(() => running.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(late)
}

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number, log?: string): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(
        `${what} (after ${timeoutMs / 1000} s)${log && existsSync(log) ? `:\n${readFileSync(log, 'utf8').slice(-3000)}` : ''}`,
      )
    await sleep(250)
  }
}

async function answers(port: number, pathname = '/api/healthz'): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}${pathname}`, { signal: AbortSignal.timeout(5_000) }).catch(() => null)
  await response?.body?.cancel()
  return response?.status ?? 0
}

export type Instance = {
  name: string
  port: number
  /** Its process id while it runs. */
  pid: () => number | undefined
  running: () => boolean
  start: () => Promise<void>
  /** Stops it: SIGTERM lets it finish what it answers, SIGKILL is a crash. */
  stop: (signal?: NodeJS.Signals) => Promise<void>
  log: string
}

export type Cluster = {
  /** nginx's port: where visitors and the dealer systems send their requests. */
  port: number
  instances: Instance[]
  database: ClusterDatabase & { halt: () => void; resume: () => void }
  redis: { url: string; halt: () => Promise<void>; resume: () => Promise<void> }
  mail: {
    port: number
    halt: () => Promise<void>
    resume: () => Promise<void>
    messages: () => Array<{ messageId: string; subject: string; to: string[]; receivedAt: string }>
  }
  /**
   * nginx's access log: each request's client, the instance that answered (none when `edge` is HIT), the edge cache's
   * status and nginx's id for the request (the one it sent the instance and answered with).
   */
  accessLog: () => Array<{
    client: string
    method: string
    path: string
    status: number
    upstream: string
    edge: string
    requestId: string
  }>
  /** The folder of the cluster's logs (each instance's, nginx's, the mail server's). */
  logs: string
  stop: () => Promise<void>
}

export type ClusterOptions = {
  database: ClusterDatabase
  /** How many instances (2). */
  instances?: number
  /** Settings of every instance on top of the shared ones (rate limits, log level). */
  env?: Record<string, string>
  /** Whether nginx keeps pages as the shipped configuration does (true); the benchmark compares without. */
  edgeCache?: boolean
  /** nginx's worker processes (1). */
  nginxWorkers?: number
  /** Each instance's Node flags (npm start's profiler budget, as the servers of npm start run). */
  nodeFlags?: string[]
}

/** nginx's own configuration around the deployment's file: a prefix, a pid file, temporary folders and an access log of its own. */
function nginxConfig(dir: string, forecourtConf: string, workers: number): string {
  return `worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  log_format cluster '$remote_addr $request_method $request_uri $status $upstream_addr $upstream_cache_status $request_id';
  access_log ${dir}/access.log cluster;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${forecourtConf};
}
`
}

/**
 * deploy/nginx/forecourt.conf with this cluster's ports and edge cache folder on its marked lines; without
 * `edgeCache`, nginx keeps no page (what the instances alone do, for the benchmark's comparison).
 */
export function renderForecourtConf(listenPort: number, instancePorts: number[], cacheDir: string, edgeCache = true): string {
  const source = readFileSync(path.join(root, 'deploy/nginx/forecourt.conf'), 'utf8')
  const lines = source.split('\n')
  const upstreamAt = lines.findIndex((line) => line.includes('# forecourt:upstream'))
  const template = lines[upstreamAt]!
  const rendered = lines.filter((line) => !line.includes('# forecourt:upstream') || line === template)
  const at = rendered.indexOf(template)
  rendered.splice(at, 1, ...instancePorts.map((port) => template.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${port}`)))
  let text = rendered
    .join('\n')
    .replace(/listen \d+ default_server;\s*# forecourt:listen/, `listen 127.0.0.1:${listenPort} default_server;`)
    .replace(/proxy_cache_path \S+ (.*)# forecourt:cache-path/, `proxy_cache_path ${cacheDir} $1`)
  if (!edgeCache) text = text.replace('proxy_cache forecourt_pages;', 'proxy_cache off;')
  if (!text.includes(`listen 127.0.0.1:${listenPort}`) || upstreamAt < 0 || !text.includes(`proxy_cache_path ${cacheDir} `))
    throw new Error('deploy/nginx/forecourt.conf has lost its marked listen, upstream or cache folder lines')
  return text
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const logs = path.join(root, CLUSTER.dataDir, 'logs')
  mkdirSync(logs, { recursive: true })
  const stack: Array<() => Promise<void> | void> = []
  const stopAll = async () => {
    while (stack.length > 0) await stack.pop()!()
  }
  try {
    // Redis, on a port of its own; stopped and started again empty, as a restarted cache server comes back.
    const redisPort = await freePort('TEST_REDIS_PORTS')
    const redisManaged: Managed = { process: null, log: path.join(logs, 'redis.log') }
    const redisUrl = `redis://127.0.0.1:${redisPort}`
    const redisUp = async () => {
      startProcess(redisManaged, 'redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'])
      await until(
        'redis-server did not start',
        () => spawnSync('redis-cli', ['-p', String(redisPort), 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG',
        10_000,
        redisManaged.log,
      )
    }
    await redisUp()
    stack.push(() => stopProcess(redisManaged, 'SIGKILL'))

    // The mail server.
    const mailPort = await freePort()
    const mailFile = path.join(logs, 'mail.jsonl')
    writeFileSync(mailFile, '')
    const mailManaged: Managed = { process: null, log: path.join(logs, 'mail.log') }
    const mailUp = async () => {
      // One process (tsx as a loader, not its CLI, which would run the server in a child a SIGKILL does not reach).
      startProcess(mailManaged, process.execPath, ['--import', 'tsx', 'tests/cluster/smtp-sink.ts', String(mailPort), mailFile])
      await until('the mail server did not start', () => listening(mailPort), 30_000, mailManaged.log)
    }
    await mailUp()
    stack.push(() => stopProcess(mailManaged, 'SIGKILL'))

    // The instances.
    const count = options.instances ?? 2
    const ports: number[] = []
    for (let n = 0; n < count; n++) {
      let port = await freePort()
      while (ports.includes(port)) port = await freePort()
      ports.push(port)
    }
    const nginxPort = await freePort()
    const environment = {
      ...sharedEnvironment(options.database.url),
      REDIS_URL: redisUrl,
      SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
      // nginx connects from 127.0.0.1: only its X-Forwarded-For counts. The tests' clients send from other
      // loopback addresses (127.0.0.2 and up), so each is a client of its own.
      FORECOURT_TRUSTED_PROXIES: '127.0.0.1',
      FORECOURT_CMS_URL: `http://localhost:${nginxPort}`,
      ...options.env,
    }
    const instances = ports.map((port, n): Instance => {
      const name = String.fromCharCode(65 + n)
      const managed: Managed = { process: null, log: path.join(logs, `instance-${name}.log`) }
      return {
        name,
        port,
        log: managed.log,
        pid: () => managed.process?.pid,
        running: () => Boolean(managed.process && managed.process.exitCode === null && managed.process.signalCode === null),
        start: async () => {
          startProcess(
            managed,
            process.execPath,
            [...(options.nodeFlags ?? ['--interrupt-budget=16384']), '--import', 'tsx', 'scripts/serve.ts'],
            { env: { ...environment, PORT: String(port) } },
          )
          await until(`instance ${name} did not answer /healthz with 200`, async () => (await answers(port)) === 200, 120_000, managed.log)
        },
        stop: (signal) => stopProcess(managed, signal),
      }
    })
    await Promise.all(instances.map((instance) => instance.start()))
    // Stopped as a deployment stops them (SIGTERM): what they had begun is finished or given back.
    stack.push(() => Promise.all(instances.map((instance) => instance.stop('SIGTERM'))).then(() => undefined))

    // nginx in front, with the deployment's configuration.
    const nginxDir = mkdtempSync(path.join(tmpdir(), 'forecourt-nginx-'))
    chmodSync(nginxDir, 0o777)
    writeFileSync(
      path.join(nginxDir, 'forecourt.conf'),
      renderForecourtConf(nginxPort, ports, path.join(nginxDir, 'edge-cache'), options.edgeCache ?? true),
    )
    writeFileSync(
      path.join(nginxDir, 'nginx.conf'),
      nginxConfig(nginxDir, path.join(nginxDir, 'forecourt.conf'), options.nginxWorkers ?? 1),
    )
    const nginxManaged: Managed = { process: null, log: path.join(logs, 'nginx.log') }
    const check = spawnSync('/usr/sbin/nginx', ['-t', '-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf')], { encoding: 'utf8' })
    if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`)
    startProcess(nginxManaged, '/usr/sbin/nginx', ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'])
    stack.push(async () => {
      await stopProcess(nginxManaged, 'SIGQUIT')
      for (const file of ['access.log', 'error.log'])
        if (existsSync(path.join(nginxDir, file))) writeFileSync(path.join(logs, `nginx-${file}`), readFileSync(path.join(nginxDir, file)))
      rmSync(nginxDir, { recursive: true, force: true })
    })
    await until('nginx did not answer', async () => (await answers(nginxPort)) === 200, 20_000, path.join(nginxDir, 'error.log'))

    const postgres = temporaryPostgresControl(options.database.dir, options.database.port)
    return {
      port: nginxPort,
      instances,
      database: { ...options.database, ...postgres },
      redis: { url: redisUrl, halt: () => stopProcess(redisManaged, 'SIGKILL'), resume: redisUp },
      mail: {
        port: mailPort,
        halt: () => stopProcess(mailManaged, 'SIGKILL'),
        resume: mailUp,
        messages: () =>
          readFileSync(mailFile, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line)),
      },
      accessLog: () => {
        const file = path.join(nginxDir, 'access.log')
        if (!existsSync(file)) return []
        return readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            const [client = '', method = '', requested = '', status = '0', upstream = '', edge = '', requestId = ''] = line.split(' ')
            return { client, method, path: requested, status: Number(status), upstream, edge, requestId }
          })
      },
      logs,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
