import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Migration, Payload, SanitizedConfig } from 'payload'

import { databaseOf, type Database } from '@/db/database'
import { sqliteFileOf } from '@/db/group-commit'
import { payloadAdapter } from '@/db/payload-adapter'

import { testDatabase } from './postgres'

export type TestCms = {
  payload: Payload
  /** The data layer's session over the same database (src/db). */
  db: Database
  config: SanitizedConfig
  dir: string
  /** The DATABASE_URL the CMS runs on. */
  databaseUrl: string
  /** Calls the CMS's REST API the way a browser or a headless client does. */
  rest: (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    apiPath: string,
    options?: { token?: string; apiKey?: string; cookie?: string; body?: unknown; text?: { body: string; contentType: string }; form?: FormData },
  ) => Promise<{ status: number; json: any; text: string; headers: Headers }>
  /** Calls the CMS's GraphQL endpoint. */
  graphql: (query: string, options?: { token?: string; variables?: Record<string, unknown> }) => Promise<{ status: number; json: any }>
  stop: () => Promise<void>
}

/**
 * A CMS of its own for one test file: a temporary database with the committed migrations applied — a SQLite file,
 * or in the PostgreSQL pass a database of its own on the pass's server (tests/int/helpers/postgres.ts) — and media
 * in a temporary folder. `databaseUrl` puts it on that database instead.
 */
export async function startCms(options: { databaseUrl?: string } = {}): Promise<TestCms> {
  const dir = mkdtempSync(path.join(tmpdir(), 'forecourt-int-'))
  const database = options.databaseUrl ? { url: options.databaseUrl, drop: async () => {} } : await testDatabase(dir)
  process.env.DATABASE_URL = database.url
  process.env.FORECOURT_DATA_DIR = dir
  process.env.FORECOURT_MEDIA_DIR = path.join(dir, 'media')
  const [{ default: configPromise }, { getPayload }, routes] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('@payloadcms/next/routes'),
  ])
  const config = await configPromise
  const payload = await getPayload({ config })
  // A module that read the configuration before this test set DATABASE_URL would put the CMS on the
  // development database (data/forecourt.db): refuse to run there.
  const file = sqliteFileOf(payload)
  const ownDatabase = database.url.startsWith('postgres') ? payload.db.name === 'postgres' && payloadAdapter(payload).poolOptions?.connectionString === database.url : Boolean(file?.startsWith(dir))
  if (!options.databaseUrl && !ownDatabase) throw new Error(`The test CMS is not on its own database but on ${file ?? payload.db.name}: a module read the configuration too early.`)
  // The committed migrations, passed in (the test runner does not load TypeScript files by path): a test database
  // comes migrated, so this finds them all recorded and runs none; a database given by `databaseUrl` may need them.
  const { migrations } = database.url.startsWith('postgres') ? await import('@/migrations/postgres') : await import('@/migrations/sqlite')
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })

  const headers = (token?: string, json = false) => {
    const result = new Headers()
    if (token) result.set('Authorization', `JWT ${token}`)
    if (json) result.set('Content-Type', 'application/json')
    return result
  }
  const handlers = { GET: routes.REST_GET(config), POST: routes.REST_POST(config), PATCH: routes.REST_PATCH(config), DELETE: routes.REST_DELETE(config) }
  const graphqlHandler = routes.GRAPHQL_POST(config)

  return {
    payload,
    db: databaseOf(payload),
    config,
    dir,
    databaseUrl: database.url,
    rest: async (method, apiPath, options = {}) => {
      const url = new URL(`http://localhost/api${apiPath}`)
      const slug = url.pathname.replace(/^\/api\//, '').split('/')
      const requestHeaders = headers(options.token, options.body !== undefined)
      // A script or dealer system signs in with a user's API key (Users → Enable API key).
      if (options.apiKey) requestHeaders.set('Authorization', `users API-Key ${options.apiKey}`)
      if (options.cookie) requestHeaders.set('Cookie', options.cookie)
      if (options.text) requestHeaders.set('Content-Type', options.text.contentType)
      const request = new Request(url, {
        method,
        headers: requestHeaders,
        // A form (an upload) sets its own multipart content type.
        body: options.form ?? (options.text ? options.text.body : options.body === undefined ? undefined : JSON.stringify(options.body)),
      })
      const response = await handlers[method](request, { params: Promise.resolve({ slug }) })
      const text = await response.text()
      let json: unknown = null
      try {
        json = JSON.parse(text)
      } catch {
        // Not JSON (a CSV export, for one).
      }
      return { status: response.status, json, text, headers: response.headers }
    },
    graphql: async (query, options = {}) => {
      const request = new Request('http://localhost/api/graphql', {
        method: 'POST',
        headers: headers(options.token, true),
        body: JSON.stringify({ query, variables: options.variables ?? {} }),
      })
      const response = await graphqlHandler(request)
      return { status: response.status, json: await response.json() }
    },
    stop: async () => {
      // PostgreSQL: idle connections report their server's shutdown; that is expected here.
      payloadAdapter(payload).pool?.on?.('error', () => {})
      await payload.destroy()
      await database.drop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
