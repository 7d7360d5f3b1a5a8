import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AnyEndpoint } from '@/http/endpoint'

import { startCms, type TestCms } from './helpers/cms'

const root = path.resolve(import.meta.dirname, '../..')
const API_ROUTES = path.join(root, 'src/app/api')

/** Every route file under src/app/api, as the path Next.js serves it at (`/api/stock-images/[name]`). */
function routePaths(dir = API_ROUTES): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry)
    if (statSync(file).isDirectory()) return routePaths(file)
    return entry === 'route.ts' ? [`/api${path.relative(API_ROUTES, dir) ? `/${path.relative(API_ROUTES, dir)}` : ''}`] : []
  })
}

/** The one endpoint table every API route is declared in (src/app/api/endpoints.ts). */
describe('the endpoint table', () => {
  let cms: TestCms
  let endpoints: readonly AnyEndpoint[]

  beforeAll(async () => {
    cms = await startCms()
    ;({ ENDPOINTS: endpoints } = await import('@/app/api/endpoints'))
  })
  afterAll(async () => cms?.stop())

  it('holds every route of src/app/api, and each route file is made from its declarations', () => {
    const declared = new Set(endpoints.map((endpoint) => endpoint.path))
    for (const route of routePaths()) {
      expect(declared, `${route} has no declaration in src/app/api/endpoints.ts`).toContain(route)
      const source = readFileSync(path.join(root, 'src/app', route.slice(1), 'route.ts'), 'utf8')
      expect(source, `${route}/route.ts`).toMatch(/export const \{ GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS \} = routeOf\(/)
    }
    expect(new Set(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).size).toBe(endpoints.length)
  })

  it('names no public route like a collection, a global or the CMS’s own API, which it would shadow', () => {
    const taken = new Set([...cms.config.collections.map((collection) => collection.slug), 'globals', 'access', 'graphql', 'graphql-playground'])
    for (const endpoint of endpoints) {
      const first = endpoint.path.split('/')[2]!
      expect(taken.has(first) || first.startsWith('payload-'), `${endpoint.path} is the CMS's /api/${first}`).toBe(false)
    }
  })

  it('describes each endpoint with JSON Schemas of what it takes', async () => {
    const { describeEndpoint } = await import('@/http/describe')
    for (const endpoint of endpoints) {
      const described = describeEndpoint(endpoint)
      expect(described.path).toBe(endpoint.path)
      if (endpoint.body?.schema) expect(described.body?.schema, endpoint.path).toMatchObject({ $schema: expect.any(String) })
      if (endpoint.query) expect(described.query, endpoint.path).toMatchObject({ type: 'object' })
    }
  })
})
