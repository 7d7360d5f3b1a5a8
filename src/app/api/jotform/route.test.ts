import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestProvider, submissionsBody, type TestProvider } from '@/integrations/jotform/test-provider'

const FORM = '241234567890123'

// The sites' hosts come from the CMS; here one site answers on localhost.
vi.mock('@/wiring/site-hosts', () => ({
  onSiteHosts: <E extends object>(endpoint: E) => ({ ...endpoint, site: async (host: string | null) => host === 'localhost' }),
}))
let provider: TestProvider

beforeAll(async () => {
  provider = await startTestProvider()
  provider.reply((_request, _url, response) => response.end(submissionsBody({ '4': { name: 'email', type: 'control_email', answer: 'anna@example.se' } })))
})
afterAll(async () => {
  await provider.close()
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

/** The route as the server loads it: a fresh module reads the environment anew (env() is cached per module). */
async function route(environment: Record<string, string>) {
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value)
  vi.resetModules()
  return import('./route')
}

const post = (body: unknown) => new Request('http://localhost/api/jotform', { method: 'POST', headers: { host: 'localhost', 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' }, body: JSON.stringify(body) })

describe('the /api/jotform route', () => {
  it('is switched off without JOTFORM_API_KEY', async () => {
    const { POST } = await route({ JOTFORM_API_KEY: '' })
    const response = await POST(post({ formId: FORM }))
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: 'not_configured', message: 'The form provider is not configured (JOTFORM_API_KEY).' })
  })

  it('asks the provider at JOTFORM_API_URL with JOTFORM_API_KEY', async () => {
    const { POST } = await route({ JOTFORM_API_KEY: 'route-test-key-123', JOTFORM_API_URL: provider.url })
    const response = await POST(post({ formId: FORM }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ answers: 1 })
    expect(provider.requests.at(-1)?.searchParams.get('apiKey')).toBe('route-test-key-123')
  })

  it('answers only on a site’s host', async () => {
    const { POST } = await route({ JOTFORM_API_KEY: 'route-test-key-123', JOTFORM_API_URL: provider.url })
    const elsewhere = new Request('http://unknown.example/api/jotform', { method: 'POST', headers: { host: 'unknown.example', 'content-type': 'application/json' }, body: JSON.stringify({ formId: FORM }) })
    const response = await POST(elsewhere)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: 'unknown_site' })
  })

  it('limits how often one client may report, as FORECOURT_LEAD_RATE_LIMIT says', async () => {
    const { POST } = await route({ JOTFORM_API_KEY: 'route-test-key-123', JOTFORM_API_URL: provider.url, FORECOURT_LEAD_RATE_LIMIT: '2' })
    const request = () => new Request('http://localhost/api/jotform', { method: 'POST', headers: { host: 'localhost', 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.23' }, body: JSON.stringify({ formId: FORM }) })
    expect((await POST(request())).status).toBe(200)
    expect((await POST(request())).status).toBe(200)
    const limited = await POST(request())
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
