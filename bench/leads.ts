/**
 * `npm run bench -- leads`: the lead intake under load, with the mail server down for a while.
 *
 * 1,000 service requests (to a dealer of the Swedish site index) are posted to `POST /api/forms/comhub` on
 * the bench server at 20 concurrent connections (bench/raw-http.ts, a client that leaves the server the CPU);
 * 10% are a repeat of an earlier submission (the same id and body: a client's retry). The bench runs the mail
 * server the bench server delivers to (SMTP_URL, see bench/server.ts): it refuses every message while the
 * middle third of the submissions is sent, then accepts again. Printed: accepted (202 answers), stored (leads
 * in the database for this run), delivered (distinct messages the mail server received), duplicates (messages
 * received more than once, and leads stored more than once), and the intake's latency, also by third of the run.
 * Targets: stored = distinct ids, delivered = stored, duplicates 0, p95 ≤ 30 ms.
 *
 * Before the measured run, WARM_UP forms of their own are sent the same way (mail server up) and their e-mails
 * delivered, so the server runs the intake as a server that has been up a while does (the JIT has compiled it);
 * the run starts SETTLE_MS after the last of them. How late the bench's own event loop ran during the run is
 * printed too: a late loop times its answers late. BENCH_LEADS_WARM_UP sets the number of warm-up forms (500),
 * BENCH_LEADS_WAIT_MS how long to wait for the e-mails (3 minutes).
 */
import { Agent, request as httpRequest } from 'node:http'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'

import { createClient } from '@libsql/client'
import { SMTPServer } from 'smtp-server'

import { postInTurn } from './raw-http'
import { BENCH, BENCH_KEYS, BENCH_SMTP_PORT, ensureServer } from './server'
import { summarize } from './stats'

const SUBMISSIONS = 1_000
const CONCURRENCY = 20
const REPEAT_SHARE = 0.1
/** Forms sent before the measured run, so the intake runs as the JIT has compiled it. */
const WARM_UP = Number(process.env.BENCH_LEADS_WARM_UP ?? 500)
const HOST = 'se2.localhost'
/** The pause between the warm-up's last e-mail and the measured run. */
const SETTLE_MS = 2_000
/** How long to wait for the last e-mails once the mail server is back (the worker's longest pause is a minute). */
const DELIVERY_WAIT_MS = Number(process.env.BENCH_LEADS_WAIT_MS ?? 3 * 60_000)

type Answer = { status: number; body: string; ms: number }

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })

function post(pathname: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: BENCH.port,
        method: 'POST',
        path: pathname,
        agent,
        headers: { host: `${HOST}:${BENCH.port}`, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, ms: Number(process.hrtime.bigint() - started) / 1e6 }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** A dealer of the Swedish site index: its e-mail receives the requests. */
async function dealer(): Promise<{ email: string; name: string }> {
  const answer = await post('/api/search', JSON.stringify({ index: 'sites-se', limit: 1, fields: ['site_email', 'site_official_name'] }), { 'x-api-key': BENCH_KEYS.search })
  const site = (JSON.parse(answer.body) as { content: Array<{ site_email: string; site_official_name: string }> }).content[0]
  if (!site) throw new Error(`no Swedish dealer site in the search index (${answer.status})`)
  return { email: site.site_email, name: site.site_official_name }
}

/** A header of a received message: unfolded, its MIME encoded words (RFC 2047) decoded. */
function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ')
  const value = new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? ''
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))), 'latin1').toString('utf8'),
  )
}

const unavailable = () => Object.assign(new Error('Service not available'), { responseCode: 421 })

function mailServer() {
  const received: Array<{ messageId: string; subject: string }> = []
  const state = { down: false }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Down, it refuses new connections and every message on the connections already open.
    onConnect: (_session, callback) => (state.down ? callback(unavailable()) : callback()),
    onMailFrom: (_address, _session, callback) => (state.down ? callback(unavailable()) : callback()),
    onData: (stream, _session, callback) => {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (raw += chunk))
      stream.on('end', () => {
        received.push({ messageId: header(raw, 'Message-ID'), subject: header(raw, 'Subject') })
        callback()
      })
    },
  })
  return {
    received,
    state,
    listen: () => new Promise<void>((resolve, reject) => server.listen(BENCH_SMTP_PORT, '127.0.0.1', resolve).once('error', reject)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

export async function run() {
  const smtp = mailServer()
  await smtp.listen()
  const server = await ensureServer()
  try {
    const receiver = await dealer()
    // A tag of this run in every plate: the counts below are of this run only.
    const tag = Date.now().toString(36).slice(-4).toUpperCase()
    const form = (id: string, plate: string, n: number) =>
      JSON.stringify({
        formName: 'service-request',
        formSubmissionId: id,
        locale: 'sv-SE',
        values: {
          siteEmail: receiver.email,
          siteName: receiver.name,
          customerName: 'Bench Testsson',
          customerPhone: '070 174 06 60',
          customerEmail: 'bench@example.com',
          regno: plate,
          milage: 1000 + n,
          date: inDays(30),
          services: ['Service'],
          gdpr: true,
          newsletter: true,
        },
        consents: [{ name: 'gdpr', text: 'Jag godkänner att mina uppgifter behandlas.' }],
      })
    const distinct = Math.round(SUBMISSIONS * (1 - REPEAT_SHARE))
    const bodies = Array.from({ length: distinct }, (_, n) => form(`bench-${tag}-${String(n).padStart(5, '0')}`, `Q${tag}${String(n).padStart(4, '0')}`, n))
    // Every tenth submission repeats an earlier one, spread through the run.
    const order: number[] = []
    for (let n = 0, next = 0; order.length < SUBMISSIONS; n++) {
      if (n % 10 === 9 && next > 0) order.push(Math.floor((n * 7919) % next))
      else order.push(next++)
    }

    /** Posts the bodies in order over CONCURRENCY connections (see bench/raw-http.ts); `before` runs as each one is sent. */
    const submit = (bodies: string[], before?: (position: number) => void) =>
      postInTurn({ port: BENCH.port, host: `${HOST}:${BENCH.port}`, path: '/api/forms/comhub', contentType: 'application/json', bodies, connections: CONCURRENCY, before })

    // Warm-up, as a server that has been up for a while: WARM_UP forms of their own (mail server up) run the
    // whole intake until the JIT has compiled it, and their e-mails are delivered before the measured run.
    // Plates of their own ('W…', the run's are 'Q…'), ids of their own: never counted with the run.
    const warmUp = await submit(Array.from({ length: WARM_UP }, (_, n) => form(`bench-warm-${tag}-${n}`, `W${tag}${String(n).padStart(4, '0')}`, n)))
    if ((warmUp.statuses.get(202) ?? 0) !== WARM_UP) throw new Error(`warm-up forms were not all accepted: ${JSON.stringify(Object.fromEntries(warmUp.statuses))}`)
    const warmDeadline = Date.now() + DELIVERY_WAIT_MS
    while (smtp.received.filter((message) => message.subject.includes(`W${tag}`)).length < WARM_UP && Date.now() < warmDeadline) await new Promise((resolve) => setTimeout(resolve, 500))
    // The measured run starts on a server at rest: the warm-up's e-mails sent, their writes checkpointed.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))

    // The bench's own event loop sends the forms and times the answers: how late it ran is printed with the figures.
    const clientDelay = monitorEventLoopDelay({ resolution: 1 })
    clientDelay.enable()
    const started = performance.now()
    const { latencies, statuses } = await submit(
      order.map((index) => bodies[index]!),
      (position) => (smtp.state.down = position >= SUBMISSIONS / 3 && position < (2 * SUBMISSIONS) / 3),
    )
    const thirds = [0, 1, 2].map((third) => latencies.slice(Math.round((third * SUBMISSIONS) / 3), Math.round(((third + 1) * SUBMISSIONS) / 3)))
    const intakeSeconds = (performance.now() - started) / 1000
    clientDelay.disable()
    smtp.state.down = false

    const database = createClient({ url: `file:${path.resolve(BENCH.dataDir, 'forecourt.db')}` })
    const storedCount = async () =>
      Number((await database.execute({ sql: 'SELECT count(*) AS n, count(DISTINCT submission_id) AS d FROM leads WHERE submission_id LIKE ?', args: [`bench-${tag}-%`] })).rows[0]!.n)
    const ofThisRun = () => smtp.received.filter((message) => message.subject.includes(`Q${tag}`))
    const stored = await storedCount()
    const deadline = Date.now() + DELIVERY_WAIT_MS
    while (new Set(ofThisRun().map((message) => message.messageId)).size < stored && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1000))
    const deliveryWaitSeconds = (DELIVERY_WAIT_MS - (deadline - Date.now())) / 1000
    const messages = ofThisRun()
    const delivered = new Set(messages.map((message) => message.messageId)).size
    const duplicates = messages.length - delivered + Math.max(0, stored - distinct)
    const latency = summarize(latencies)
    const result = {
      submissions: SUBMISSIONS,
      distinctIds: distinct,
      accepted: statuses.get(202) ?? 0,
      otherAnswers: Object.fromEntries([...statuses].filter(([status]) => status !== 202)),
      stored,
      delivered,
      duplicates,
      intakeSeconds: Number(intakeSeconds.toFixed(1)),
      requestsPerSecond: Math.round(SUBMISSIONS / intakeSeconds),
      latencyMs: { p50: Number(latency.p50.toFixed(1)), p95: Number(latency.p95.toFixed(1)), p99: Number(latency.p99.toFixed(1)), max: Number(latency.max.toFixed(1)) },
      clientDelayMs: { p99: Number((clientDelay.percentile(99) / 1e6).toFixed(1)), max: Number((clientDelay.max / 1e6).toFixed(1)) },
      deliveryWaitAfterIntakeSeconds: Number(deliveryWaitSeconds.toFixed(1)),
    }
    console.log('\nLead intake: 1,000 submissions, 20 connections, 10% repeated ids, mail server down for the middle third')
    console.log(`accepted ${result.accepted} · stored ${stored} (distinct ids ${distinct}) · delivered ${delivered} · duplicates ${duplicates}`)
    if (Object.keys(result.otherAnswers).length > 0) console.log(`other answers: ${JSON.stringify(result.otherAnswers)}`)
    console.log(`intake ${result.intakeSeconds} s (${result.requestsPerSecond} req/s) · latency p50 ${result.latencyMs.p50} ms · p95 ${result.latencyMs.p95} ms (target ≤ 30) · p99 ${result.latencyMs.p99} ms`)
    console.log(`p95 by third of the run (mail server up, down, up): ${thirds.map((part) => summarize(part).p95.toFixed(1)).join(' / ')} ms`)
    console.log(`the bench's own event loop (sending the forms, timing the answers) ran late by up to ${result.clientDelayMs.p99} ms at p99, ${result.clientDelayMs.max} ms at most`)
    console.log(`all e-mails delivered ${result.deliveryWaitAfterIntakeSeconds} s after the last submission`)
    console.log(`targets: stored = distinct ids ${stored === distinct ? 'met' : 'NOT met'}, delivered = stored ${delivered === stored ? 'met' : 'NOT met'}, duplicates 0 ${duplicates === 0 ? 'met' : 'NOT met'}, p95 ≤ 30 ms ${latency.p95 <= 30 ? 'met' : 'NOT met'}`)
    database.close()
    return result
  } finally {
    agent.destroy()
    server.stop()
    await smtp.close()
  }
}
