import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const NAME = 'showroom-day-1f3a5f-a1b2c3-320.jpg'

let dataDir: string
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'stock-images-wiring-'))
  vi.stubEnv('FORECOURT_DATA_DIR', dataDir)
  // The wiring makes its library once per process, on the environment of the first call.
  vi.resetModules()
})
afterEach(async () => {
  vi.unstubAllEnvs()
  await rm(dataDir, { recursive: true, force: true })
})

describe('the stock pictures as wired', () => {
  it('are drawn by the demo’s adapter at the size the name asks for, and kept under the data folder', async () => {
    const { stockImage } = await import('./stock-images')
    const jpeg = await stockImage(NAME, async () => true)
    expect(jpeg).not.toBeNull()
    expect(await sharp(jpeg!).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 180 })
    expect(existsSync(path.join(dataDir, 'stock-images', NAME))).toBe(true)
  })

  it('draw nothing for a picture no car or dealer site shows', async () => {
    const { stockImage } = await import('./stock-images')
    expect(await stockImage('showroom-day-1f3a5f-nosuchcar-320.jpg', async () => false)).toBeNull()
    expect(existsSync(path.join(dataDir, 'stock-images', 'showroom-day-1f3a5f-nosuchcar-320.jpg'))).toBe(false)
  })
})
