import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { postInTurn, rawRequest, sendInTurn } from './raw-http'

let server: Server | null = null

/** A server answering each JSON body `{ status, pad }` with that status and a body of `pad` characters. */
async function listen(handler?: Parameters<typeof createServer>[1]): Promise<number> {
  server = createServer(
    handler ??
      ((req, res) => {
        let text = ''
        req.setEncoding('utf8')
        req.on('data', (chunk: string) => (text += chunk))
        req.on('end', () => {
          const { status, pad } = JSON.parse(text) as { status: number; pad: number }
          const body = JSON.stringify({ host: req.headers.host, type: req.headers['content-type'], path: req.url, pad: 'x'.repeat(pad) })
          res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body)
        })
      }),
  )
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = null
})

describe('postInTurn', () => {
  it('sends every body once, in order, and times each answer, large and small', async () => {
    const port = await listen()
    const bodies = Array.from({ length: 50 }, (_, n) => JSON.stringify({ status: n % 10 === 0 ? 422 : 202, pad: n % 7 === 0 ? 200_000 : n }))
    const sent: number[] = []
    const result = await postInTurn({ port, host: 'se2.localhost:1', path: '/api/forms/comhub', contentType: 'application/json', bodies, connections: 4, before: (position) => sent.push(position) })
    expect(sent).toEqual(bodies.map((_, n) => n))
    expect(result.latencies.filter((latency) => latency > 0)).toHaveLength(50)
    expect(Object.fromEntries(result.statuses)).toEqual({ 202: 45, 422: 5 })
  })

  it('reads chunked answers', async () => {
    const port = await listen((req, res) => {
      req.resume()
      req.on('end', () => {
        res.writeHead(202, { 'content-type': 'text/plain' })
        res.write('a'.repeat(70_000))
        setTimeout(() => res.end('b'), 5)
      })
    })
    const result = await postInTurn({ port, host: 'h', path: '/', contentType: 'application/json', bodies: ['{}', '{}', '{}'], connections: 1 })
    expect(Object.fromEntries(result.statuses)).toEqual({ 202: 3 })
  })

  it('fails on a connection closed before the answer', async () => {
    const port = await listen((req) => req.socket.end())
    await expect(postInTurn({ port, host: 'h', path: '/', contentType: 'application/json', bodies: ['{}'], connections: 1 })).rejects.toThrow(/closed the connection/)
  })
})

describe('sendInTurn', () => {
  it('sends requests of any method with their query, and keeps each answer’s body by position', async () => {
    const port = await listen((req, res) => {
      req.resume()
      req.on('end', () => {
        const body = JSON.stringify({ method: req.method, path: req.url })
        res.writeHead(req.method === 'GET' ? 200 : 201, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body)
      })
    })
    const requests = Array.from({ length: 30 }, (_, n) => rawRequest(n % 2 ? 'POST' : 'GET', `/api/tirehotel/authorization/search?regNo=TIR${n}`, 'se2.localhost:1'))
    const result = await sendInTurn({ port, requests, connections: 5, keepBodies: true })
    expect(result.bodies.map((body) => JSON.parse(body).path)).toEqual(requests.map((_, n) => `/api/tirehotel/authorization/search?regNo=TIR${n}`))
    expect(JSON.parse(result.bodies[1]!).method).toBe('POST')
    expect(Object.fromEntries(result.statuses)).toEqual({ 200: 15, 201: 15 })
  })
})
