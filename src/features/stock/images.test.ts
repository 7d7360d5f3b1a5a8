import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { StockImage } from './image-url'
import { drawnPictures } from '../../../scripts/demo/drawn/pictures'

import { createStockImageLibrary, STOCK_IMAGE_RENDERS_AT_ONCE } from './images'
import type { VehiclePictureSource } from './ports'

const NAME = 'showroom-day-1f3a5f-a1b2c3-320.jpg'

let cacheDir: string
beforeEach(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'stock-images-'))
})
afterEach(async () => {
  await rm(cacheDir, { recursive: true, force: true })
})

/** A stand-in drawing: a tiny JPEG made of the name's parts, returned when the test lets it finish. */
function controlledRenderer() {
  let running = 0
  let mostAtOnce = 0
  const waiting: Array<() => void> = []
  const render = vi.fn<VehiclePictureSource>(async (image: StockImage) => {
    running++
    mostAtOnce = Math.max(mostAtOnce, running)
    await new Promise<void>((finish) => waiting.push(finish))
    running--
    return Buffer.from(`${image.scene}|${image.color}|${image.seed}|${image.width}`)
  })
  return {
    render,
    get running() {
      return running
    },
    get mostAtOnce() {
      return mostAtOnce
    },
    /** Drawings started and not yet let finish. */
    get waiting() {
      return waiting.length
    },
    finishOne() {
      waiting.shift()?.()
    },
  }
}

/** Lets pending file reads, writes and promise callbacks run. */
async function settle() {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve))
}

/**
 * Waits until a drawing has started. The library first looks for the picture on disk, and on a busy machine
 * that read can take longer than any fixed number of turns of the event loop.
 */
async function drawingStarted(renderer: { waiting: number }) {
  const deadline = Date.now() + 10_000
  while (renderer.waiting === 0) {
    if (Date.now() > deadline) throw new Error('No drawing started within 10 s')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  await settle()
}

/** Every picture is shown by some car, as far as these tests go; the last one is about those none shows. */
const shown = async () => true

describe('stockImage', () => {
  it('draws a JPEG of the width the name asks for, 16:9, and keeps it on disk', async () => {
    const library = createStockImageLibrary({ cacheDir, inUse: shown, render: drawnPictures })
    const picture = await library.stockImage(NAME)
    expect(picture).not.toBeNull()
    const meta = await sharp(picture!).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 320, height: 180 })
    expect(await readFile(path.join(cacheDir, NAME))).toEqual(picture)
  })

  it('draws the colour and seed of the name', async () => {
    const render = vi.fn(drawnPictures)
    const library = createStockImageLibrary({ cacheDir, inUse: shown, render })
    await library.stockImage('hero-city-dusk-aa3322-x9-640.jpg')
    expect(render).toHaveBeenCalledWith({ scene: 'hero-city', variant: 'dusk', color: '#aa3322', seed: 'x9', width: 640, height: 360 })
  })

  it('serves a picture drawn before from disk, also to another instance', async () => {
    const render = vi.fn(drawnPictures)
    const first = await createStockImageLibrary({ cacheDir, inUse: shown, render }).stockImage(NAME)
    const again = await createStockImageLibrary({ cacheDir, inUse: shown, render }).stockImage(NAME)
    expect(render).toHaveBeenCalledTimes(1)
    expect(again).toEqual(first)
  })

  it('draws a picture once for requests that arrive together', async () => {
    const renderer = controlledRenderer()
    const library = createStockImageLibrary({ cacheDir, inUse: shown, render: renderer.render })
    const requests = Array.from({ length: 5 }, () => library.stockImage(NAME))
    await drawingStarted(renderer)
    renderer.finishOne()
    const pictures = await Promise.all(requests)
    expect(renderer.render).toHaveBeenCalledTimes(1)
    expect(new Set(pictures.map((picture) => picture!.toString())).size).toBe(1)
  })

  it('never draws more than two pictures at once, and draws them all', async () => {
    expect(STOCK_IMAGE_RENDERS_AT_ONCE).toBe(2)
    const renderer = controlledRenderer()
    const library = createStockImageLibrary({ cacheDir, inUse: shown, render: renderer.render })
    const names = Array.from({ length: 12 }, (_, i) => `dealership-night-0a0b0c-card${i}-640.jpg`)
    const requests = Promise.all(names.map((name) => library.stockImage(name)))
    for (let finished = 0; finished < names.length; finished++) {
      await drawingStarted(renderer)
      expect(renderer.running).toBeLessThanOrEqual(2)
      renderer.finishOne()
    }
    const pictures = await requests
    expect(renderer.mostAtOnce).toBe(2)
    expect(pictures.map((picture) => picture!.toString())).toEqual(names.map((_, i) => `dealership|#0a0b0c|card${i}|640`))
  })

  it('leaves only finished pictures in the cache directory', async () => {
    const library = createStockImageLibrary({ cacheDir, inUse: shown, render: async () => Buffer.from('jpeg') })
    await Promise.all([library.stockImage(NAME), library.stockImage('showroom-night-1f3a5f-a1b2c3-640.jpg')])
    expect((await readdir(cacheDir)).sort()).toEqual([NAME, 'showroom-night-1f3a5f-a1b2c3-640.jpg'])
  })

  it('still answers when the picture cannot be kept on disk', async () => {
    const blocked = path.join(cacheDir, 'a-file')
    await writeFile(blocked, '')
    const library = createStockImageLibrary({ cacheDir: blocked, inUse: shown, render: async () => Buffer.from('jpeg') })
    expect((await library.stockImage(NAME))?.toString()).toBe('jpeg')
  })

  it('draws no picture that no car or dealer site shows, and answers null for it', async () => {
    const render = vi.fn<VehiclePictureSource>(async () => Buffer.from('jpeg'))
    const inUse = vi.fn(async (image: { seed: string }) => image.seed === 'shown1a')
    const library = createStockImageLibrary({ cacheDir, inUse, render })
    expect(await library.stockImage('showroom-day-1f3a5f-someonelse-640.jpg')).toBeNull()
    expect(render).not.toHaveBeenCalled()
    expect((await library.stockImage('showroom-day-1f3a5f-shown1a-640.jpg'))?.toString()).toBe('jpeg')
    expect(render).toHaveBeenCalledTimes(1)
    expect(await readdir(cacheDir)).toEqual(['showroom-day-1f3a5f-shown1a-640.jpg'])
  })

  it.each([
    ['a scene not drawn for stock', 'workshop-day-1f3a5f-a1b2c3-320.jpg'],
    ['an unknown scene', 'garage-day-1f3a5f-a1b2c3-320.jpg'],
    ['an unknown light', 'showroom-noon-1f3a5f-a1b2c3-320.jpg'],
    ['a width not drawn', 'showroom-day-1f3a5f-a1b2c3-500.jpg'],
    ['a width written another way', 'showroom-day-1f3a5f-a1b2c3-0640.jpg'],
    ['an upper-case colour', 'showroom-day-1F3A5F-a1b2c3-320.jpg'],
    ['a short colour', 'showroom-day-1f3a5-a1b2c3-320.jpg'],
    ['another format', 'showroom-day-1f3a5f-a1b2c3-320.png'],
    ['a path out of the directory', '..%2f..%2fetc%2fpasswd'],
    ['a decoded path out of the directory', '../showroom-day-1f3a5f-a1b2c3-320.jpg'],
    ['a path inside the name', 'showroom-day-1f3a5f-a1b2c3-320.jpg/../x.jpg'],
    ['an empty name', ''],
  ])('answers null for %s', async (_, name) => {
    const render = vi.fn<VehiclePictureSource>()
    const library = createStockImageLibrary({ cacheDir, inUse: shown, render })
    expect(await library.stockImage(name)).toBeNull()
    expect(render).not.toHaveBeenCalled()
    expect(await readdir(cacheDir)).toEqual([])
  })
})
