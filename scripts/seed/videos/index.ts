/**
 * The demo group's looping background videos, committed next to this module as <name>.mp4
 * (H.264) and <name>.webm (VP9). They are made by ./render.ts, which needs ffmpeg; seeding only
 * reads the files, so it works on machines without ffmpeg.
 */

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { SEED_VIDEOS, type SeedVideo } from '../types'

export type DemoVideoFormat = 'mp4' | 'webm'

/** The folder holding the committed videos (this module's folder). */
export const VIDEO_DIR = fileURLToPath(new URL('.', import.meta.url)).replace(/[\\/]$/, '')

export const DEMO_VIDEO_MIME_TYPES: Record<DemoVideoFormat, string> = { mp4: 'video/mp4', webm: 'video/webm' }

/** Absolute path of a committed demo video. */
export function demoVideoPath(name: SeedVideo, format: DemoVideoFormat): string {
  if (!(SEED_VIDEOS as readonly string[]).includes(name)) throw new Error(`Unknown demo video "${name}" (have: ${SEED_VIDEOS.join(', ')})`)
  if (format !== 'mp4' && format !== 'webm') throw new Error(`Unknown demo video format "${format}"`)
  return join(VIDEO_DIR, `${name}.${format}`)
}

/** The bytes of a committed demo video. Throws, naming the file, when it is missing. */
export function demoVideo(name: SeedVideo, format: DemoVideoFormat): Buffer {
  return readVideoFile(demoVideoPath(name, format))
}

/** Read a video file, turning "not found" into an error that says how to recreate it. */
export function readVideoFile(file: string): Buffer {
  try {
    return readFileSync(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        `Demo video file ${file} is missing. Regenerate it with \`npx tsx --conditions=production scripts/seed/videos/render.ts\` (needs ffmpeg).`,
        { cause: error },
      )
    }
    throw error
  }
}
