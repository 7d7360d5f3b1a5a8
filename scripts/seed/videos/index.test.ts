import { describe, expect, it } from 'vitest'

import { SEED_VIDEOS, type SeedVideo } from '../types'
import { demoVideo, demoVideoPath, readVideoFile } from './index'

/** render.ts keeps every encoding under this size; a page background must stay light. */
const MAX_BYTES = 600_000

/** Top-level ISO BMFF boxes of an MP4, in file order. */
function mp4Boxes(file: Buffer): string[] {
  const boxes: string[] = []
  for (let offset = 0; offset + 8 <= file.length; ) {
    let size = file.readUInt32BE(offset)
    const type = file.toString('latin1', offset + 4, offset + 8)
    if (size === 1) size = Number(file.readBigUInt64BE(offset + 8))
    else if (size === 0) size = file.length - offset
    if (size < 8) throw new Error(`Broken MP4 box "${type}" at ${offset}`)
    boxes.push(type)
    offset += size
  }
  return boxes
}

describe('demo videos', () => {
  for (const name of SEED_VIDEOS) {
    it(`${name}: an MP4 with the moov box first`, () => {
      const mp4 = demoVideo(name, 'mp4')
      expect(mp4.length).toBeGreaterThan(10_000)
      expect(mp4.length).toBeLessThan(MAX_BYTES)
      expect(mp4.toString('latin1', 4, 8)).toBe('ftyp')
      const boxes = mp4Boxes(mp4)
      expect(boxes).toContain('mdat')
      // +faststart: the index comes before the media data, so playback starts while downloading.
      expect(boxes.indexOf('moov')).toBeGreaterThan(-1)
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'))
    })

    it(`${name}: a WebM file`, () => {
      const webm = demoVideo(name, 'webm')
      expect(webm.length).toBeGreaterThan(10_000)
      expect(webm.length).toBeLessThan(MAX_BYTES)
      expect([...webm.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3])
      // The EBML header declares the DocType "webm" (not plain Matroska).
      expect(webm.subarray(0, 64).includes(Buffer.from('webm'))).toBe(true)
    })
  }

  it('names a missing file and how to regenerate it', () => {
    expect(() => readVideoFile('/nonexistent/coast-drive.mp4')).toThrow(/\/nonexistent\/coast-drive\.mp4 is missing.*render\.ts/)
    expect(() => demoVideo('nope' as SeedVideo, 'mp4')).toThrow(/Unknown demo video "nope"/)
    expect(demoVideoPath('coast-drive', 'webm')).toMatch(/scripts[\\/]seed[\\/]videos[\\/]coast-drive\.webm$/)
  })
})
