import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import type { CmsApiDescription } from '@/cms/api/describe'
import { CLAIM_HOLD_MS, MAX_RETRY_MS } from '@/features/leads/delivery-worker'
import type { EndpointDescription } from '@/http/describe'

import { answerProblem, cmsAnswerProblem, cmsFuzzRequests, fuzzRequests, type CmsIdentity, type Credentials } from '../helpers/fuzz'
import { sendRaw } from '../helpers/raw-http'
import { clientAddress, send } from './client'
import { CLUSTER } from './launch'
import { adminToken, cmsCall, serviceRequest, swedishDealer, within } from './requests'
import { clusterUnavailable, useCluster } from './use-cluster'

const internalKey = createHmac('sha256', CLUSTER.secret).update('forecourt-internal').digest('base64url')
const credentials: Credentials = {
  'search-key': { header: 'x-api-key', value: CLUSTER.searchKey },
  'stock-key': { header: 'x-api-key', value: CLUSTER.stockKey },
  internal: { header: 'x-forecourt-internal-key', value: internalKey },
}

/** Requests each endpoint gets through nginx (tests/e2e/api-edge.spec.ts sends 220 to one instance); each carries a defect. */
const REQUESTS_PER_ENDPOINT = Number(process.env.CLUSTER_FUZZ_REQUESTS ?? 120)
const SEED = Number(process.env.FUZZ_SEED ?? 20261128)
const LEAD_LIMIT = 5
/** Malformed REST calls each CMS collection gets from each identity through nginx (tests/e2e/api-edge.spec.ts sends 16). */
const CMS_REQUESTS_PER_COLLECTION = Number(process.env.CLUSTER_CMS_FUZZ_REQUESTS ?? 8)
/** A fuzz test's time: the e-mails' settling at most, and the requests (about a minute). */
const SETTLE_AND_FUZZ_MS = CLAIM_HOLD_MS + MAX_RETRY_MS + 180_000

/**
 * The malformed requests of the API edge's fuzz test, sent through nginx to the two instances: no answer is a
 * 5xx, every answer is a 4xx with a JSON error — nginx's own refusals included — and nothing stored in
 * PostgreSQL changes. And nginx hands the instances the client's address: a forged X-Forwarded-For is not a new
 * client, and each real address is one.
 */
describe.skipIf(clusterUnavailable)('the cluster under malformed requests', () => {
  const { cluster, query } = useCluster({
    FORECOURT_LEAD_RATE_LIMIT: String(LEAD_LIMIT),
    // Malformed look-ups must reach the checks, not stop at the rate limit.
    FORECOURT_WORKSHOP_RATE_LIMIT: '1000000',
    FORECOURT_TIREHOTEL_RATE_LIMIT: '1000000',
  })

  /** Every table's rows, hashed in PostgreSQL: what is stored, to compare before and after. */
  async function fingerprint(): Promise<Record<string, string>> {
    const tables = await query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")
    const prints: Record<string, string> = {}
    for (const { name } of tables) {
      const [row] = await query<{ n: string; digest: string | null }>(`SELECT count(*) AS n, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest FROM "${name}" t`)
      prints[name] = `${row!.n}:${row!.digest ?? ''}`
    }
    return prints
  }

  /**
   * E-mails still to send (the earlier files' forms, the new editor's welcome) are sent before anything is compared.
   * A message an instance had claimed when it crashed waits for its claim to run out, after at most its retry pause.
   */
  const emailsSent = () =>
    within(CLAIM_HOLD_MS + MAX_RETRY_MS, async () => Number((await query<{ n: string }>("SELECT count(*) AS n FROM email_outbox WHERE status = 'pending'"))[0]!.n) === 0, 500)

  it('every endpoint refuses every malformed request through nginx with a JSON 4xx, and nothing stored changes', async () => {
    const port = cluster().port
    const table = await send(port, { host: 'localhost', path: '/api/internal/endpoints', headers: { 'x-forecourt-internal-key': internalKey } })
    expect(table.status).toBe(200)
    const endpoints = table.json().endpoints as EndpointDescription[]
    expect(endpoints.length).toBeGreaterThanOrEqual(18)
    await emailsSent()
    const before = await fingerprint()
    const problems: string[] = []
    let sent = 0
    for (const [index, endpoint] of endpoints.entries()) {
      const requests = fuzzRequests(endpoint, { count: REQUESTS_PER_ENDPOINT, seed: SEED + index, host: `se2.localhost:${port}`, credentials })
      for (let start = 0; start < requests.length; start += 4) {
        await Promise.all(
          requests.slice(start, start + 4).map(async (request, offset) => {
            const answer = await sendRaw(port, request, 30_000, clientAddress(30, start + offset)).catch((error: Error) => ({ status: 0, headers: {}, body: Buffer.from(error.message) }))
            sent++
            const problem = answerProblem(answer)
            if (problem) problems.push(`${request.label}: ${problem}`)
          }),
        )
      }
    }
    expect(sent).toBeGreaterThanOrEqual(endpoints.length * REQUESTS_PER_ENDPOINT * 0.9)
    expect(problems.slice(0, 30), `${problems.length} of ${sent} answers were wrong (seed ${SEED})`).toEqual([])
    expect(new Set(cluster().accessLog().filter((line) => line.client.startsWith('127.30.')).map((line) => line.upstream)).size).toBeGreaterThanOrEqual(2)
    expect(await fingerprint()).toEqual(before)
  }, SETTLE_AND_FUZZ_MS)

  it('the CMS’s REST and GraphQL routes refuse malformed calls through nginx, anonymously and from an editor, and nothing stored changes', async () => {
    const port = cluster().port
    const table = await send(port, { host: 'localhost', path: '/api/internal/endpoints', headers: { 'x-forecourt-internal-key': internalKey } })
    const cmsApi = table.json().cms as CmsApiDescription
    expect(cmsApi.collections.length).toBeGreaterThanOrEqual(20)
    // An editor of se2 only, made and signed in before anything is compared.
    const admin = await adminToken(port)
    const se2 = await cmsCall(port, admin, 'GET', '/sites?where[key][equals]=se-dealer-2&depth=0')
    const editor = { email: `cluster-fuzz-editor-${Date.now().toString(36)}@forecourt.test`, password: 'cluster-fuzz-editor-2026' }
    expect((await cmsCall(port, admin, 'POST', '/users', { ...editor, roles: ['editor'], sites: [{ site: se2.json.docs[0].id }] })).status).toBe(201)
    const login = await send(port, { host: 'localhost', path: '/api/users/login', body: editor, from: '127.0.0.200' })
    const identities: CmsIdentity[] = [
      { name: 'anonymous', headers: [] },
      { name: 'editor', headers: [['Authorization', `JWT ${login.json().token}`]] },
    ]
    await emailsSent()
    const before = await fingerprint()
    const problems: string[] = []
    let sent = 0
    for (const [index, identity] of identities.entries()) {
      const requests = cmsFuzzRequests(cmsApi, { countPerCollection: CMS_REQUESTS_PER_COLLECTION, seed: SEED + 1000 + index, host: `se2.localhost:${port}`, identity })
      for (let start = 0; start < requests.length; start += 4) {
        await Promise.all(
          requests.slice(start, start + 4).map(async (request, offset) => {
            const answer = await sendRaw(port, request, 30_000, clientAddress(33, start + offset)).catch((error: Error) => ({ status: 0, headers: {}, body: Buffer.from(error.message) }))
            sent++
            const problem = cmsAnswerProblem(answer, request.path === '/api/graphql')
            if (problem) problems.push(`${request.label}: ${problem}`)
          }),
        )
      }
    }
    expect(sent).toBeGreaterThanOrEqual(cmsApi.collections.length * CMS_REQUESTS_PER_COLLECTION * 2)
    expect(problems.slice(0, 30), `${problems.length} of ${sent} answers were wrong (seed ${SEED})`).toEqual([])
    expect(await fingerprint()).toEqual(before)
  }, SETTLE_AND_FUZZ_MS)

  it('answers what nginx itself refuses with a JSON error too', async () => {
    const port = cluster().port
    const raw = (request: Parameters<typeof sendRaw>[1]) => sendRaw(port, request, 30_000, clientAddress(31, 0))
    const answers = [
      await raw({ method: 'GET', path: '/', headers: [] }),
      await raw({ method: 'GET', path: `/${'a'.repeat(20_000)}`, headers: [['Host', 'se2.localhost']] }),
      await raw({ method: 'GET', path: '/', headers: [['Host', 'se2.localhost'], ['X-Huge', 'h'.repeat(20_000)]] }),
      await raw({ method: 'POST', path: '/api/forms/comhub', headers: [['Host', 'se2.localhost'], ['Content-Type', 'application/json']], declaredLength: 40 * 1024 * 1024, body: Buffer.from('{') }),
    ]
    // No Host; an address longer than nginx reads; a header longer than it reads; a body larger than it takes.
    expect(answers.map((answer) => answer.status)).toEqual([400, 414, 400, 413])
    for (const answer of answers) expect(answerProblem(answer)).toBeNull()
  })

  it('passes each client’s own address: a forged X-Forwarded-For is not a new client, another address is', async () => {
    const port = cluster().port
    const dealer = await swedishDealer(port)
    const tag = Date.now().toString(36)
    const from = clientAddress(32, 0)
    const statuses: number[] = []
    for (let n = 0; n < LEAD_LIMIT + 2; n++) {
      const answer = await send(port, { path: '/api/forms/comhub', headers: { 'x-forwarded-for': `198.51.100.${n}` }, body: serviceRequest(dealer, `forged-${tag}-${n}`, `XF${n}`), from })
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([...Array(LEAD_LIMIT).fill(202), 429, 429])
    expect((await send(port, { path: '/api/forms/comhub', body: serviceRequest(dealer, `forged-${tag}-other`, 'XFO'), from: clientAddress(32, 1) })).status).toBe(202)
  })
})
