import type { z } from 'zod'

import type { RateLimitStore } from '@/lib/rate-limit'

import type { Answer, PlainAnswer } from './answer'

/**
 * One public HTTP endpoint, declared once: method, path, limits, the schemas of its path, query and body, who may
 * call it, how often, the handler and the domain errors it maps. The edge (src/http/edge.ts) does everything
 * around the handler the same way for every endpoint; `routeOf` (src/http/next-route.ts) makes Next.js's route
 * exports of it, and a `direct` endpoint is also answered by the instance server straight from the socket
 * (src/http/direct.ts). The endpoint table (src/app/api/endpoints.ts) lists them all for the fuzz test.
 */
export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** How an endpoint reads its body. `B` is what its handler gets. */
export type BodySpec<B> = {
  kind: 'json' | 'text' | 'stream'
  /** The largest body taken (413 beyond). */
  maxBytes: number
  /** Content types taken (415 otherwise); the first is the one to send. Empty: any, sniffed by the handler. */
  contentTypes: readonly string[]
  /** JSON: its schema (400 with `fields` when the body does not match). */
  schema?: z.ZodType<B>
  /** JSON: how deep it may nest. */
  maxDepth?: number
  /** The 413 message, e.g. "A form is at most 32 KB." */
  tooLarge?: string
  /** Type only: what the handler gets. */
  readonly __body?: B
}

const kilobytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`)

/** A JSON body checked by `schema` (`z.unknown()` for a body the domain checks itself). */
export function jsonBody<S extends z.ZodType>(
  schema: S,
  limits: { maxBytes: number; tooLarge?: string; maxDepth?: number; contentTypes?: readonly string[] },
): BodySpec<z.output<S>> {
  return {
    kind: 'json',
    contentTypes: ['application/json'],
    tooLarge: `The body is at most ${kilobytes(limits.maxBytes)}.`,
    ...limits,
    schema: schema as z.ZodType<z.output<S>>,
  }
}

/** A body as UTF-8 text. */
export function textBody(limits: { maxBytes: number; contentTypes: readonly string[]; tooLarge?: string }): BodySpec<string> {
  return { kind: 'text', tooLarge: `The body is at most ${kilobytes(limits.maxBytes)}.`, ...limits }
}

/** A body read as it arrives (a feed of hundreds of megabytes), never held whole; past `maxBytes` reading stops with 413. */
export function streamBody(limits: {
  maxBytes: number
  contentTypes: readonly string[]
  tooLarge?: string
}): BodySpec<AsyncIterable<Uint8Array>> {
  return { kind: 'stream', tooLarge: `The body is at most ${kilobytes(limits.maxBytes)}.`, ...limits }
}

/** A header by its name in lower case; null when it was not sent. */
export type HeaderReader = (name: string) => string | null

/** Who may call an endpoint: a refusal answer, or null to go on. */
export type EndpointAuth = {
  /** The credential it asks for (the fuzz test sends it to reach the checks behind). */
  kind: 'search-key' | 'stock-key' | 'internal'
  check(header: HeaderReader): PlainAnswer | null
}

/** Calls one client address may make per window (429 with Retry-After beyond). */
export type EndpointRateLimit = {
  bucket: string
  limit: () => number
  windowMs: number
  message: (retryAfterSeconds: number) => string
  /** Where the counts are kept: the process's store (wiring/rate-limit.ts, shared through Redis when configured), or a test's. */
  store: () => Promise<RateLimitStore>
}

/** Whether a request's Host header names a site (unknown hosts get the group site's pages, never its calls). */
export type SiteGate = (host: string | null) => Promise<boolean>

/**
 * A domain error the handler may throw, and the answer it becomes: an error class with the status and code it is
 * answered with (its message the answer's), or a test with the answer it writes (for an API whose errors have a
 * shape of their own, and for errors recognised by a mark rather than their class, which code bundled more than
 * once does not share).
 */
export type ErrorMapping =
  | { error: abstract new (...args: never[]) => Error; status: number; code: string }
  | { is: (error: unknown) => boolean; answer: (error: unknown) => PlainAnswer }

export type EndpointInput<P, Q, B> = {
  params: P
  query: Q
  body: B
  header: HeaderReader
  /** The client's address (from the socket, or a trusted proxy's X-Forwarded-For). */
  clientAddress: string
  /** The path and query as sent. */
  url: string
  requestId: string
  /** Next.js's request: for endpoints that need its request scope (cookies, draft mode); null when served directly. */
  request: Request | null
}

export type Endpoint<P = unknown, Q = unknown, B = unknown> = {
  method: EndpointMethod
  /** As Next.js names it: `/api/stock-images/[name]`. */
  path: string
  /** One line for the endpoint table. */
  summary: string
  /** Path segments; a path that does not match is not found (404), unless `invalidParams` answers it. */
  params?: z.ZodType<P>
  /**
   * The answer to path segments out of their shape, by the names of those segments (in the order of the path),
   * for an API whose errors name bad input (a malformed registration number is `400 InvalidReg`); without it, 404.
   */
  invalidParams?: (names: string[]) => PlainAnswer
  /** Query string, one value per name (the first); 400 with `fields` when it does not match. */
  query?: z.ZodType<Q>
  body?: BodySpec<B>
  auth?: EndpointAuth
  /**
   * A call a site's pages make for its visitors (a form, a booking, the tire hotel): on a host of no site it
   * answers 404 `unknown_site` before anything else is read, never on the group site's behalf.
   */
  site?: SiteGate
  rateLimit?: EndpointRateLimit
  errors?: readonly ErrorMapping[]
  /**
   * Answered by the instance server straight from the socket, without Next.js's router (about 2 ms of CPU a
   * request): only for endpoints that need nothing of Next.js's request scope and are kept out of the request
   * pipeline (src/proxy.ts).
   */
  direct?: boolean
  /**
   * A request it takes, for the endpoint table: what a caller sends, and what the fuzz test changes into the
   * requests it must refuse.
   */
  example?: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown }
  handle(input: EndpointInput<P, Q, B>): Promise<Answer>
}

/** Declares an endpoint, its types read off its schemas. */
export function defineEndpoint<P = undefined, Q = undefined, B = undefined>(endpoint: Endpoint<P, Q, B>): Endpoint<P, Q, B> {
  return endpoint
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- endpoints of every shape go in one table (Endpoint is invariant in its schemas: unknown would not admit them)
export type AnyEndpoint = Endpoint<any, any, any>
