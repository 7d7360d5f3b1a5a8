/**
 * bench/pages: serving speed of cached pages and the JavaScript a content page makes a visitor download.
 *   - home pages of three sites, and one content page, each under 20 concurrent connections for 10 s
 *     (autocannon): requests per second and p50/p95/p99 latency. Target: p95 ≤ 50 ms for a cached content page.
 *   - first-load JavaScript (gzip) of a content page, read from the build. Target: ≤ 120 KB. Also printed: the
 *     Brotli copies the server sends to browsers that accept Brotli (src/http/static-assets.ts).
 */
import { readFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import autocannon from 'autocannon'

import { BENCH, ensureServer, get } from './server'
import { firstLoadScripts } from './first-load'
import { formatKb, summarize } from './stats'

export const CONNECTIONS = 20
export const DURATION_SECONDS = 10
export const CONTENT_PAGE_P95_TARGET_MS = 50
export const FIRST_LOAD_JS_TARGET_KB = 120

const TARGETS = [
  { label: 'se.localhost /  (home)', host: 'se.localhost', path: '/' },
  { label: 'uk.localhost /  (home)', host: 'uk.localhost', path: '/' },
  { label: 'fi.localhost /  (home)', host: 'fi.localhost', path: '/' },
  {
    label: 'se2.localhost /bilagande/finansiering  (content page)',
    host: 'se2.localhost',
    path: '/bilagande/finansiering',
    contentPage: true,
  },
]

export async function load(host: string, pathname: string) {
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  let instance!: autocannon.Instance
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: `http://127.0.0.1:${BENCH.port}${pathname}`,
        headers: { host: `${host}:${BENCH.port}`, 'accept-encoding': 'gzip' },
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime)
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1)
  })
  const result = await finished
  return {
    rps: result.requests.average,
    total: result.requests.total,
    errors: result.errors + result.non2xx,
    statuses,
    ...summarize(latencies),
  }
}

/** firstLoadScripts' files, gzip-compressed and as Brotli, from the build's own files. */
export async function firstLoadJavaScript(host: string, pathname: string) {
  const { body } = await get(host, pathname)
  const unique = firstLoadScripts(body)
  const files = unique.map((src) => {
    const file = path.resolve(import.meta.dirname, '..', '.next', 'static', decodeURIComponent(src.replace('/_next/static/', '')))
    if (!existsSync(file)) throw new Error(`${src} is not in this build (.next/static): rebuild with npm start`)
    const raw = readFileSync(file)
    const brotli = existsSync(`${file}.br`)
      ? readFileSync(`${file}.br`)
      : brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
    return { src, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length, brotli: brotli.length }
  })
  const total = (size: 'raw' | 'gzip' | 'brotli') => files.reduce((sum, file) => sum + file[size], 0)
  return { files, gzip: total('gzip'), brotli: total('brotli'), raw: total('raw') }
}

export async function run() {
  const server = await ensureServer()
  try {
    for (const target of TARGETS) {
      const warm = await get(target.host, target.path)
      if (warm.status !== 200) throw new Error(`${target.host}${target.path} answered ${warm.status}`)
    }
    console.log(`\nbench/pages — ${CONNECTIONS} connections × ${DURATION_SECONDS} s each, production build, cached pages\n`)
    console.log(
      'page'.padEnd(58),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p95 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'errors'.padStart(7),
    )
    const rows = []
    for (const target of TARGETS) {
      const result = await load(target.host, target.path)
      rows.push({ ...target, ...result })
      console.log(
        target.label.padEnd(58),
        result.rps.toFixed(0).padStart(8),
        result.p50.toFixed(1).padStart(8),
        result.p95.toFixed(1).padStart(8),
        result.p99.toFixed(1).padStart(8),
        String(result.errors).padStart(7),
      )
    }
    const content = rows.find((row) => row.contentPage)!
    console.log(
      `\ncached content page p95: ${content.p95.toFixed(1)} ms (target ≤ ${CONTENT_PAGE_P95_TARGET_MS} ms) ${content.p95 <= CONTENT_PAGE_P95_TARGET_MS ? 'met' : 'NOT MET'}`,
    )

    const js = await firstLoadJavaScript('se2.localhost', '/bilagande/finansiering')
    console.log(`\nfirst-load JavaScript of a content page (se2.localhost /bilagande/finansiering), gzip level 9:`)
    for (const file of js.files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${formatKb(file.gzip).padStart(9)}  ${file.src}`)
    console.log(
      `  total: ${formatKb(js.gzip)} gzip (${formatKb(js.brotli)} as Brotli, as sent to browsers that accept it; ${formatKb(js.raw)} raw) in ${js.files.length} files — target ≤ ${FIRST_LOAD_JS_TARGET_KB} KB ${js.gzip / 1024 <= FIRST_LOAD_JS_TARGET_KB ? 'met' : 'NOT MET'}`,
    )
    return { rows: rows.map(({ statuses, ...row }) => ({ ...row, statuses: Object.fromEntries(statuses) })), firstLoadJs: js }
  } finally {
    server.stop()
  }
}
