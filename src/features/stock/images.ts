import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { logger } from '@/lib/logger'

import { parseStockImageName, STOCK_IMAGE_PREFIX, stockImageHeight, stockImageUrl, type StockImage } from './image-url'
import type { VehiclePictureSource } from './ports'

/**
 * Drawings at once: one scene keeps a core busy for 50–160 ms, so a page of 48 cards queues its
 * pictures instead of starving every other request of the server.
 */
export const STOCK_IMAGE_RENDERS_AT_ONCE = 2

export type StockImageLibraryOptions = {
  /** Where drawn pictures are kept, one file per name. */
  cacheDir: string
  /** Whether a car in the stock or a dealer site shows the picture: no other picture is drawn. */
  inUse: (image: StockImage) => Promise<boolean>
  /** Draws or fetches a picture: the vehicle-media port's adapter. */
  render: VehiclePictureSource
  rendersAtOnce?: number
}

export type StockImageLibrary = {
  /** The JPEG a picture name asks for, or null when the name is not one this product draws or nothing shows it. */
  stockImage(name: string): Promise<Buffer | null>
}

export function createStockImageLibrary({
  cacheDir,
  inUse,
  render,
  rendersAtOnce = STOCK_IMAGE_RENDERS_AT_ONCE,
}: StockImageLibraryOptions): StockImageLibrary {
  const drawingQueue = createQueue(rendersAtOnce)
  // Requests for a picture that is being read or drawn wait for that one instead of starting another.
  const pending = new Map<string, Promise<Buffer | null>>()

  async function readOrDraw(name: string, image: StockImage): Promise<Buffer | null> {
    const file = path.join(cacheDir, name)
    const kept = await readKept(file)
    if (kept) return kept
    if (!(await inUse(image))) return null
    const bytes = await drawingQueue.run(() => render({ ...image, height: stockImageHeight(image.width) }))
    await keep(file, bytes)
    return bytes
  }

  return {
    async stockImage(name) {
      const image = parseStockImageName(name)
      // One picture, one address: a name written another way (a width of 0640) is not ours.
      if (!image || stockImageUrl(image) !== `${STOCK_IMAGE_PREFIX}${name}`) return null
      let picture = pending.get(name)
      if (!picture) {
        picture = readOrDraw(name, image).finally(() => pending.delete(name))
        pending.set(name, picture)
      }
      return picture
    },
  }
}

/** A picture kept before, or null; an unreadable cache is drawn around rather than failing the page. */
async function readKept(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') logger.warn({ err: error, file }, 'stock picture cache unreadable')
    return null
  }
}

/**
 * Written beside its final name and renamed into place, so no reader (of this or another instance)
 * ever sees half a picture. A disk that refuses the write only costs a redraw next time.
 */
async function keep(file: string, bytes: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}-${randomUUID()}.tmp`
  try {
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(temporary, bytes)
    await rename(temporary, file)
  } catch (error) {
    logger.warn({ err: error, file }, 'stock picture not kept on disk')
    await rm(temporary, { force: true }).catch(() => undefined)
  }
}

function createQueue(limit: number): { run<T>(task: () => Promise<T>): Promise<T> } {
  let running = 0
  const waiting: Array<() => void> = []
  return {
    async run(task) {
      if (running >= limit) await new Promise<void>((start) => waiting.push(start))
      else running++
      try {
        return await task()
      } finally {
        // The slot passes straight to the next waiting task, so the count never drops and rises again.
        const next = waiting.shift()
        if (next) next()
        else running--
      }
    },
  }
}
