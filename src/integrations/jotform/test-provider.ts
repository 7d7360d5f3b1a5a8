/** Test scaffolding: a local HTTP server that stands in for the form provider's API. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type ProviderReply = (request: IncomingMessage, url: URL, response: ServerResponse) => void

export type TestProvider = {
  url: string
  /** Every request the provider received, as path and query. */
  requests: URL[]
  reply: (handler: ProviderReply) => void
  close: () => Promise<void>
}

/** A submission list as the provider answers it, with one submission's answers. */
export function submissionsBody(answers: unknown): string {
  return JSON.stringify({ responseCode: 200, message: 'success', content: [{ id: '5712345678901234567', form_id: '241234567890123', created_at: '2025-05-01 10:00:00', answers }] })
}

export async function startTestProvider(): Promise<TestProvider> {
  const requests: URL[] = []
  let handler: ProviderReply = (_request, _url, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(submissionsBody({}))
  }
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://provider.test')
    requests.push(url)
    handler(request, url, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (next) => void (handler = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
