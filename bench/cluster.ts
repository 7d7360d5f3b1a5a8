/**
 * `npm run bench -- cluster`: the group's mixed traffic through nginx to two instances on PostgreSQL and Redis, with
 * the shipped nginx configuration (which keeps pages every visitor sees alike for 2 s: its edge cache), then the
 * same with nginx keeping nothing, to two instances and to one, for the instances' own ratio
 * (tests/cluster/launch.ts starts each).
 *
 * The load (tests/cluster/load.ts): 70% content and car pages of several sites, 20% search API calls, 10% lead
 * forms and workshop bookings, for 60 s at 50 connections, each a keep-alive client of its own address. Before
 * each measured run, WARM_UP_MS of the same load lets the instances compile and cache what they serve. Printed:
 * requests per second, p50/p95/p99, errors (5xx or no answer), the answers by status, and the CPU seconds each
 * instance, nginx, the load generator and the whole machine used, so the ratio can be read against them.
 * Targets: zero errors, p95 ≤ 150 ms, two instances ≥ 1.7× one instance's throughput.
 *
 * BENCH_CLUSTER_SECONDS sets the measured run's length (60), BENCH_CLUSTER_CONNECTIONS its connections (50).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { cpus } from 'node:os'

import { ensureBuild, seededDatabase, startCluster, type Cluster, type ClusterDatabase } from '../tests/cluster/launch'
import { isError, loadTargets, runLoad, type LoadTargets } from '../tests/cluster/load'
import { summarize } from './stats'

const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 60)
const CONNECTIONS = Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 50)
const WARM_UP_MS = 20_000
const TICKS_PER_SECOND = 100

/** CPU seconds a process has used (user and system), from /proc. */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
  } catch {
    return 0
  }
}

/** CPU seconds of every nginx process (the cluster's master and workers). */
function nginxSeconds(): number {
  let total = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'nginx') total += cpuSeconds(Number(entry))
    } catch {
      // Gone meanwhile.
    }
  }
  return total
}

/** The whole machine's busy and total CPU seconds, from /proc/stat. */
function machineSeconds(): { busy: number; total: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/)
  const ticks = values.map(Number)
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0)
  const total = ticks.reduce((sum, value) => sum + value, 0)
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND }
}

type Measured = {
  instances: number
  requests: number
  requestsPerSecond: number
  latencyMs: { p50: number; p95: number; p99: number; max: number }
  errors: number
  statuses: Record<string, number>
  /** p50 / p95 by kind of request: where the time goes. */
  byKind: Record<string, { requests: number; p50: number; p95: number }>
  cpuSeconds: { instances: number[]; nginx: number; loadGenerator: number; machineBusy: number; machineAvailable: number }
}

async function measure(cluster: Cluster, targets: LoadTargets, tag: string): Promise<Measured> {
  await runLoad({ port: cluster.port, durationMs: WARM_UP_MS, connections: CONNECTIONS, targets, tag: `${tag}w`, addressBlock: 40 })
  const pids = cluster.instances.map((instance) => instance.pid())
  const before = { instances: pids.map(cpuSeconds), nginx: nginxSeconds(), self: process.cpuUsage(), machine: machineSeconds() }
  const { records, startedAt, endedAt } = await runLoad({
    port: cluster.port,
    durationMs: SECONDS * 1000,
    connections: CONNECTIONS,
    targets,
    tag,
    addressBlock: 41,
  })
  const self = process.cpuUsage(before.self)
  const machine = machineSeconds()
  const latency = summarize(records.map((record) => record.ms))
  const statuses: Record<string, number> = {}
  for (const record of records) statuses[record.status] = (statuses[record.status] ?? 0) + 1
  const round = (value: number) => Number(value.toFixed(1))
  const byKind: Measured['byKind'] = {}
  for (const kind of ['page', 'search', 'lead', 'booking'] as const) {
    const of = records.filter((record) => record.kind === kind)
    const figures = summarize(of.map((record) => record.ms))
    byKind[kind] = { requests: of.length, p50: round(figures.p50), p95: round(figures.p95) }
  }
  return {
    instances: cluster.instances.length,
    requests: records.length,
    requestsPerSecond: round(records.length / ((endedAt - startedAt) / 1000)),
    latencyMs: { p50: round(latency.p50), p95: round(latency.p95), p99: round(latency.p99), max: round(latency.max) },
    errors: records.filter(isError).length,
    statuses,
    byKind,
    cpuSeconds: {
      instances: pids.map((pid, n) => round(cpuSeconds(pid) - before.instances[n]!)),
      nginx: round(nginxSeconds() - before.nginx),
      loadGenerator: round((self.user + self.system) / 1e6),
      machineBusy: round(machine.busy - before.machine.busy),
      machineAvailable: round(machine.total - before.machine.total),
    },
  }
}

function print(title: string, result: Measured) {
  const cpu = result.cpuSeconds
  console.log(`\n${title}`)
  console.log(
    `${result.requestsPerSecond} req/s (${result.requests} requests) · p50 ${result.latencyMs.p50} ms · p95 ${result.latencyMs.p95} ms · p99 ${result.latencyMs.p99} ms · max ${result.latencyMs.max} ms · errors ${result.errors}`,
  )
  console.log(
    `by kind (p50 / p95): ${Object.entries(result.byKind)
      .map(([kind, figures]) => `${kind} ${figures.p50} / ${figures.p95} ms (${figures.requests})`)
      .join(' · ')}`,
  )
  console.log(
    `answers: ${Object.entries(result.statuses)
      .map(([status, count]) => `${status === '0' ? 'none' : status} × ${count}`)
      .join(', ')}`,
  )
  console.log(
    `CPU seconds: instances ${cpu.instances.join(' + ')} · nginx ${cpu.nginx} · load generator ${cpu.loadGenerator} · whole machine ${cpu.machineBusy} busy of ${cpu.machineAvailable}`,
  )
}

async function runOn(database: ClusterDatabase, instances: number, tag: string, edgeCache: boolean): Promise<Measured> {
  const cluster = await startCluster({
    edgeCache,
    database,
    instances,
    // The load's forms and bookings come from 50 addresses for a minute and more: no rate limit is what is measured.
    env: {
      FORECOURT_LEAD_RATE_LIMIT: '1000000',
      FORECOURT_BOOKING_RATE_LIMIT: '1000000',
      FORECOURT_WORKSHOP_RATE_LIMIT: '1000000',
      LOG_LEVEL: 'error',
    },
    nginxWorkers: 1,
  })
  try {
    const targets = await loadTargets(cluster.port, { times: 10 })
    return await measure(cluster, targets, tag)
  } finally {
    await cluster.stop()
  }
}

export async function run() {
  await ensureBuild()
  const database = await seededDatabase()
  try {
    const tag = Date.now().toString(36)
    const edge = await runOn(database, 2, `${tag}e`, true)
    const two = await runOn(database, 2, `${tag}2`, false)
    const one = await runOn(database, 1, `${tag}1`, false)
    const ratio = Number((two.requestsPerSecond / one.requestsPerSecond).toFixed(2))
    console.log(
      `\nCluster: mixed traffic (70% pages, 20% search API, 10% forms and bookings) for ${SECONDS} s at ${CONNECTIONS} connections through nginx · ${cpus().length} cores`,
    )
    print('nginx keeping pages (the shipped configuration) → two instances', edge)
    print('nginx keeping nothing → two instances', two)
    print('nginx keeping nothing → one instance', one)
    console.log(`\nthroughput two instances / one instance, nginx keeping nothing: ${ratio}×`)
    console.log(
      `targets: zero errors ${edge.errors + two.errors === 0 ? 'met' : 'NOT met'}, p95 ≤ 150 ms ${edge.latencyMs.p95 <= 150 ? 'met' : 'NOT met'} (shipped configuration, ${edge.latencyMs.p95} ms; ${two.latencyMs.p95} ms keeping nothing), ratio ≥ 1.7× ${ratio >= 1.7 ? 'met' : 'NOT met'}`,
    )
    return { seconds: SECONDS, connections: CONNECTIONS, cores: cpus().length, edgeCache: edge, twoInstances: two, oneInstance: one, ratio }
  } finally {
    database.stop()
  }
}
