import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardedRest } from '@/cms/api/routes'
import { DEFAULT_CONTENT_LOCALE } from '@/features/sites/locales'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/**
 * A CMS API call without `?locale=` reads and writes the default language. Payload resolves a missing locale
 * to the default only when locales fall back to each other, which Forecourt's content never does
 * (payload.config.ts): without this, such a call would drop every translated field (and a create would fail).
 */
function inDefaultLocale(handler: Handler): Handler {
  return (request, context) => {
    const url = new URL(request.url)
    // The admin sends its queries in the body of a POST read as GET, its locale among them.
    if (url.searchParams.has('locale') || request.headers.has('x-payload-http-method-override')) return handler(request, context)
    url.searchParams.set('locale', DEFAULT_CONTENT_LOCALE)
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body
    return handler(new Request(url, { method: request.method, headers: request.headers, body, signal: request.signal, duplex: 'half' } as RequestInit), context)
  }
}

// Bodies Payload cannot read are refused, and its errors answered as the rest of the API (src/cms/api/routes.ts).
export const GET = guardedRest(inDefaultLocale(REST_GET(config)))
export const POST = guardedRest(inDefaultLocale(REST_POST(config)))
export const DELETE = guardedRest(inDefaultLocale(REST_DELETE(config)))
export const PATCH = guardedRest(inDefaultLocale(REST_PATCH(config)))
export const PUT = guardedRest(inDefaultLocale(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
