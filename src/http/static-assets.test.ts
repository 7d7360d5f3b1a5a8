import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { acceptsEncoding, compressStaticAssets, loadCompressedAssets, serveCompressedAsset, type CompressedAssets } from './static-assets'

const SCRIPT = `${'export const greeting = "Välkommen till Nordvik Bilhall";\n'.repeat(200)}`
const STYLE = `${'.card { color: rgb(16 24 40); padding: 1.5rem; }\n'.repeat(200)}`

let dir: string

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'forecourt-static-'))
  mkdirSync(path.join(dir, 'chunks'))
  mkdirSync(path.join(dir, 'media'))
  writeFileSync(path.join(dir, 'chunks', 'app.js'), SCRIPT)
  writeFileSync(path.join(dir, 'chunks', 'site.css'), STYLE)
  writeFileSync(path.join(dir, 'media', 'font.woff2'), 'not compressible text')
  writeFileSync(path.join(dir, 'chunks', 'later.js'), 'export {}')
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('compressStaticAssets', () => {
  it('writes a Brotli copy beside each script and style sheet, and no other file', async () => {
    const report = await compressStaticAssets(dir)
    expect(report).toMatchObject({ compressed: 3, kept: 0 })
    expect(report.compressedBytes).toBeLessThan(report.bytes / 10)
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'chunks', 'app.js.br'))).toString()).toBe(SCRIPT)
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'chunks', 'site.css.br'))).toString()).toBe(STYLE)
    expect(() => statSync(path.join(dir, 'media', 'font.woff2.br'))).toThrow()
  })

  it('keeps a current copy, and compresses again a file written after its copy', async () => {
    expect(await compressStaticAssets(dir)).toMatchObject({ compressed: 0, kept: 3 })
    const later = path.join(dir, 'chunks', 'later.js')
    writeFileSync(later, 'export const changed = true')
    const past = new Date(Date.now() - 60_000)
    utimesSync(`${later}.br`, past, past)
    expect(await compressStaticAssets(dir)).toMatchObject({ compressed: 1, kept: 2 })
    expect(brotliDecompressSync(readFileSync(`${later}.br`)).toString()).toBe('export const changed = true')
  })

  it('finds nothing to do in a folder that does not exist', async () => {
    expect(await compressStaticAssets(path.join(dir, 'missing'))).toEqual({ compressed: 0, kept: 0, bytes: 0, compressedBytes: 0 })
    expect(loadCompressedAssets(path.join(dir, 'missing')).size).toBe(0)
  })
})

describe('acceptsEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['gzip;q=1.0, br;q=0.8', true],
    ['BR', true],
    ['gzip, br;q=0', false],
    ['gzip, deflate', false],
    ['*', true],
    ['*;q=0', false],
    ['br;q=0, *', false],
    ['', false],
  ])('%j → %s', (header, accepted) => {
    expect(acceptsEncoding(header, 'br')).toBe(accepted)
  })

  it('reads a header sent several times', () => {
    expect(acceptsEncoding(['gzip', 'br'], 'br')).toBe(true)
    expect(acceptsEncoding(undefined, 'br')).toBe(false)
  })
})

describe('serveCompressedAsset', () => {
  let server: Server
  let port: number
  let assets: CompressedAssets

  type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer; servedBy: string }

  function get(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path: pathname, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), servedBy: String(res.headers['x-served-by'] ?? 'compressed') }))
      })
      req.on('error', reject)
      req.end()
    })
  }

  beforeAll(async () => {
    await compressStaticAssets(dir)
    assets = loadCompressedAssets(dir)
    server = createServer((req, res) => {
      if (serveCompressedAsset(assets, req, res)) return
      res.writeHead(200, { 'x-served-by': 'next' }).end('from the framework')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('sends the Brotli copy to a browser that accepts it, with the build files’ caching', async () => {
    const answer = await get('/_next/static/chunks/app.js?v=1', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(answer.status).toBe(200)
    expect(answer.servedBy).toBe('compressed')
    expect(answer.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=UTF-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    })
    expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength)
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT)
    const style = await get('/_next/static/chunks/site.css', { 'accept-encoding': 'br' })
    expect(style.headers['content-type']).toBe('text/css; charset=UTF-8')
    expect(brotliDecompressSync(style.body).toString()).toBe(STYLE)
  })

  it('answers a HEAD with the headers alone, and a matching If-None-Match with 304', async () => {
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.byteLength).toBe(0)
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0)
    const etag = String(head.headers.etag)
    const again = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br', 'if-none-match': `W/"other", ${etag}` })
    expect(again.status).toBe(304)
    expect(again.body.byteLength).toBe(0)
    expect((await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br', 'if-none-match': '"other"' })).status).toBe(200)
  })

  it('leaves to the framework a browser without Brotli, other methods, other files and other paths', async () => {
    for (const [pathname, headers, method] of [
      ['/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' }, 'GET'],
      ['/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br;q=0' }, 'GET'],
      ['/_next/static/chunks/app.js', {}, 'GET'],
      ['/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'POST'],
      ['/_next/static/media/font.woff2', { 'accept-encoding': 'br' }, 'GET'],
      ['/_next/static/chunks/missing.js', { 'accept-encoding': 'br' }, 'GET'],
      ['/_next/static/chunks/../chunks/app.js', { 'accept-encoding': 'br' }, 'GET'],
      ['/chunks/app.js', { 'accept-encoding': 'br' }, 'GET'],
    ] as const) {
      const answer = await get(pathname, headers, method)
      expect({ pathname, headers, method, servedBy: answer.servedBy }).toEqual({ pathname, headers, method, servedBy: 'next' })
    }
  })
})
