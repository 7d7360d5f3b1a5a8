/**
 * bench/shop: the shop's pages under load, each beside nginx serving that page's own gzipped bytes from a file with
 * the same load generator in the same run, so the ratio holds whatever the machine.
 *   - a car page, the same car page from a shared link (a click id of its own on every request, as a crowd from a
 *     social post sends), the car list of all cars, a car list of a query never seen before (a new price limit on
 *     every request: rendered each time), a dealer page, a content page and /healthz, each under 20 connections for
 *     8 s (autocannon, gzip accepted): requests per second, p95, p97.5, and the share of nginx's throughput.
 *   - each page's HTML size.
 * Targets: car pages, dealer pages and content pages at least a third of nginx's throughput with p95 under 50 ms; a
 * repeated car list served like a cached page; car list HTML ≤ 200 KB and car page HTML ≤ 150 KB.
 */
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { freePort } from '../tests/helpers/ports'
import { BENCH, ensureServer, get } from './server'
import { formatKb, percentile, summarize } from './stats'

const CONNECTIONS = 20
const SECONDS = Number(process.env.BENCH_SHOP_SECONDS ?? 8)
const HOST = 'se2.localhost'
const LIST = '/kop-bil/alla-bilar-i-lager'
const SHARE_TARGET = 1 / 3
const P95_TARGET_MS = 50
const SIZE_TARGETS_KB: Record<string, number> = { 'car page': 150, 'car list, all cars': 200 }

/** A query string of its own for the n-th request of a load. */
type Variation = (n: number) => string

type Target = { label: string; path: string; vary?: Variation; shareTarget?: boolean }

/** A list asked with a price limit no request asked before: a render every time. */
const unseenQuery: Variation = (n) => `?car_price=0-${5_000_000 + n}`
/** A link shared on social media, as each visitor's click arrives: a campaign and a click id of its own. */
const clickFromSharedLink: Variation = (n) => `?utm_source=facebook&utm_medium=social&fbclid=IwAR${process.pid}x${n}`

type Figures = { rps: number; p50: number; p95: number; p975: number; errors: number }

/** autocannon against one address; `vary` gives every request a query of its own. */
async function load(port: number, host: string, pathname: string, vary?: Variation): Promise<Figures> {
  const latencies: number[] = []
  let n = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}${pathname}`,
        headers: { host: `${host}:${port}`, 'accept-encoding': 'gzip' },
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: vary ? [{ setupRequest: (req) => ({ ...req, path: `${pathname}${vary(n++)}` }) }] : undefined,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    )
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms))
  })
  const p975 = percentile(
    [...latencies].sort((a, b) => a - b),
    97.5,
  )
  return { rps: result.requests.average, ...summarize(latencies), p975, errors: result.errors + result.non2xx }
}

/** The page's bytes as the server sends them gzipped (the file nginx serves). */
function gzipped(pathname: string): Promise<{ status: number; gzip: Buffer; cache: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: BENCH.port, path: pathname, headers: { host: `${HOST}:${BENCH.port}`, 'accept-encoding': 'gzip' } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          if (res.headers['content-encoding'] !== 'gzip') return reject(new Error(`${pathname} was not sent gzipped`))
          resolve({ status: res.statusCode ?? 0, gzip: Buffer.concat(chunks), cache: String(res.headers['x-cache'] ?? '') })
        })
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** nginx from Debian's package, one worker, serving each page's gzipped bytes at /page-<n>. */
async function startNginx(pages: Buffer[]): Promise<{ port: number; stop: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'forecourt-bench-nginx-'))
  const port = await freePort()
  // nginx's worker runs as another user: it reads the pages through a folder everyone may enter.
  chmodSync(dir, 0o755)
  pages.forEach((bytes, n) => writeFileSync(path.join(dir, `page-${n}.html.gz`), bytes, { mode: 0o644 }))
  const locations = pages
    .map(
      (_, n) =>
        `    location = /page-${n} { alias ${dir}/page-${n}.html.gz; default_type "text/html; charset=utf-8"; add_header Content-Encoding gzip; }`,
    )
    .join('\n')
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
${locations}
  }
}
`,
  )
  const check = spawnSync('/usr/sbin/nginx', ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`)
  const child = spawn('/usr/sbin/nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' })
  for (let tries = 0; tries < 50; tries++) {
    const up = await new Promise<boolean>((resolve) => {
      const req = request({ host: '127.0.0.1', port, path: '/page-0' }, (res) => {
        res.resume()
        if (res.statusCode !== 200) throw new Error(`nginx answered its page with ${res.statusCode}`)
        resolve(true)
      })
      req.on('error', () => resolve(false))
      req.end()
    })
    if (up) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    port,
    stop: () => {
      child.kill('SIGQUIT')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function pagePaths(): Promise<Target[]> {
  const list = await get(HOST, LIST)
  if (list.status !== 200) throw new Error(`${HOST}${LIST} answered ${list.status}`)
  const car = /href="(\/kop-bil\/\d+\/[a-z0-9-]+)"/.exec(list.body)?.[1]
  if (!car) throw new Error(`${HOST}${LIST} links to no car page`)
  return [
    { label: 'car page', path: car, shareTarget: true },
    { label: 'car page, a click id per visitor', path: car, vary: clickFromSharedLink, shareTarget: true },
    { label: 'car list, all cars', path: LIST },
    { label: 'car list, a query not seen before', path: LIST, vary: unseenQuery },
    { label: 'dealer page (/anlaggningar/boras)', path: '/anlaggningar/boras', shareTarget: true },
    { label: 'content page (/salj-bil)', path: '/salj-bil', shareTarget: true },
    { label: '/healthz', path: '/healthz' },
  ]
}

export async function run() {
  const server = await ensureServer()
  try {
    const targets = await pagePaths()
    const pages = []
    for (const target of targets) {
      // Until the page cache answers (it keeps a page once it has compressed it): the page every visitor after the first gets.
      let page = await gzipped(target.path)
      for (let tries = 0; tries < 20 && page.cache !== 'HIT'; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        page = await gzipped(target.path)
      }
      if (page.status !== 200) throw new Error(`${HOST}${target.path} answered ${page.status}`)
      pages.push(page)
    }
    const nginx = await startNginx(pages.map((page) => page.gzip))
    try {
      console.log(
        `\nbench/shop — ${CONNECTIONS} connections × ${SECONDS} s each, ${HOST}, gzip; nginx serving each page's own gzipped bytes, 1 worker\n`,
      )
      console.log(
        'page'.padEnd(38),
        'HTML KB'.padStart(8),
        'req/s'.padStart(7),
        'nginx'.padStart(7),
        'share'.padStart(7),
        'p95 ms'.padStart(7),
        'p97.5'.padStart(7),
        'errors'.padStart(7),
        ' cache',
      )
      const rows = []
      for (const [n, target] of targets.entries()) {
        const ours = await load(BENCH.port, HOST, target.path, target.vary)
        const reference = await load(nginx.port, 'localhost', `/page-${n}`)
        if (reference.errors > 0) throw new Error(`nginx answered ${reference.errors} requests for page ${n} with an error`)
        const html = (await get(HOST, target.path)).body.length
        const share = ours.rps / reference.rps
        rows.push({ ...target, html, ours, nginx: reference, share })
        console.log(
          target.label.padEnd(38),
          (html / 1024).toFixed(0).padStart(8),
          ours.rps.toFixed(0).padStart(7),
          reference.rps.toFixed(0).padStart(7),
          `1/${(1 / share).toFixed(1)}`.padStart(7),
          ours.p95.toFixed(1).padStart(7),
          ours.p975.toFixed(1).padStart(7),
          String(ours.errors).padStart(7),
          ` ${target.vary === unseenQuery ? 'rendered' : pages[n]!.cache || '—'}`,
        )
      }
      console.log('')
      for (const row of rows.filter((each) => each.shareTarget)) {
        const met = row.share >= SHARE_TARGET && row.ours.p95 < P95_TARGET_MS
        console.log(
          `${row.label}: ${(row.share * 100).toFixed(0)} % of nginx, p95 ${row.ours.p95.toFixed(1)} ms (target ≥ 33 %, p95 < ${P95_TARGET_MS} ms) ${met ? 'met' : 'NOT MET'}`,
        )
      }
      for (const [label, limit] of Object.entries(SIZE_TARGETS_KB)) {
        const row = rows.find((each) => each.label === label)!
        console.log(`${label} HTML: ${formatKb(row.html)} (target ≤ ${limit} KB) ${row.html / 1024 <= limit ? 'met' : 'NOT MET'}`)
      }
      return rows
    } finally {
      nginx.stop()
    }
  } finally {
    server.stop()
  }
}
