import { z } from 'zod'

import type { AnyEndpoint } from './endpoint'

/** An endpoint as the endpoint table describes it: what to send it, with JSON Schemas of its inputs. */
export type EndpointDescription = {
  method: string
  path: string
  summary: string
  auth: string | null
  direct: boolean
  /** Answers only on a site's hosts (404 `unknown_site` elsewhere). */
  siteBound: boolean
  params: unknown
  query: unknown
  body: { kind: string; maxBytes: number; contentTypes: readonly string[]; maxDepth?: number; schema: unknown } | null
  rateLimited: boolean
  example: AnyEndpoint['example'] | null
}

const schemaOf = (schema: z.ZodType | undefined) => (schema ? z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) : null)

export function describeEndpoint(endpoint: AnyEndpoint): EndpointDescription {
  const body = endpoint.body
  return {
    method: endpoint.method,
    path: endpoint.path,
    summary: endpoint.summary,
    auth: endpoint.auth?.kind ?? null,
    direct: Boolean(endpoint.direct),
    siteBound: Boolean(endpoint.site),
    params: schemaOf(endpoint.params),
    query: schemaOf(endpoint.query),
    body: body ? { kind: body.kind, maxBytes: body.maxBytes, contentTypes: body.contentTypes, maxDepth: body.maxDepth, schema: schemaOf(body.schema) } : null,
    rateLimited: Boolean(endpoint.rateLimit),
    example: endpoint.example ?? null,
  }
}
