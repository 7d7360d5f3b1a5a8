/**
 * Regenerates the demo videos committed next to this file (<name>.mp4 and <name>.webm for every
 * SEED_VIDEOS entry). The seed only reads the committed files, so ffmpeg is needed here and
 * nowhere else:
 *
 *   npx tsx --conditions=production scripts/seed/videos/render.ts [name-filter]
 *   FFMPEG=/path/to/ffmpeg …   use another ffmpeg binary
 *
 * Each video is one large scene render (the same SVG scenes the image seed paints) filmed with a
 * slow floating camera: the frame drifts along an ellipse and breathes in and out, so the last
 * frame leads straight back into the first and the clip loops without a jump. On top of that a
 * soft light sweep crosses the picture once per loop, and the winter road gets falling snow.
 * Frames are resampled here (a separable tent filter, sub-pixel exact, so the pan never judders)
 * and piped raw into one ffmpeg process that writes both encodings.
 */

import { spawn, spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import sharp from 'sharp'

import { sceneSvg } from '../../demo/drawn'
import { SEED_VIDEOS, type SceneName, type SceneVariant, type SeedVideo } from '../types'
import { VIDEO_DIR } from './index'

const OUT = { width: 1280, height: 720 }
const SOURCE = { width: 2400, height: 1350 }
const FPS = 24
const SECONDS = 6
const FRAMES = FPS * SECONDS
/** Warn when an encoding exceeds this size (bytes); the unit test enforces it too. */
const BUDGET = 600_000

type Rgb = [number, number, number]

type Clip = {
  scene: SceneName
  variant: SceneVariant
  carColor: string
  /** Camera: window width as a share of the source at its widest and narrowest. */
  zoom: [number, number]
  /** Amplitude of the drift (source pixels) and its direction (1 = counter-clockwise). */
  drift: { x: number; y: number; direction: 1 | -1; phase: number }
  /** Light sweep colour and peak strength (0–1, screen blend). */
  sweep: { color: Rgb; strength: number; angle: number }
  snow?: boolean
}

const CLIPS: Record<SeedVideo, Clip> = {
  'coast-drive': {
    scene: 'hero-coast',
    variant: 'dusk',
    carColor: '#243447',
    zoom: [0.9, 0.84],
    drift: { x: 70, y: 26, direction: 1, phase: 0 },
    sweep: { color: [255, 196, 140], strength: 0.16, angle: 0.35 },
  },
  'city-night': {
    scene: 'hero-city',
    variant: 'night',
    carColor: '#1d1f22',
    zoom: [0.9, 0.85],
    drift: { x: 64, y: 22, direction: -1, phase: 0.25 },
    sweep: { color: [170, 200, 255], strength: 0.12, angle: -0.3 },
  },
  'winter-road': {
    scene: 'hero-winter',
    variant: 'dusk',
    carColor: '#2b2f36',
    zoom: [0.9, 0.85],
    drift: { x: 60, y: 20, direction: 1, phase: 0.5 },
    sweep: { color: [255, 214, 178], strength: 0.1, angle: 0.3 },
    snow: true,
  },
}

function ffmpegBinary(): string {
  const bin = process.env.FFMPEG || 'ffmpeg'
  const probe = spawnSync(bin, ['-hide_banner', '-encoders'], { encoding: 'utf8' })
  if (probe.error || probe.status !== 0) {
    throw new Error(
      `ffmpeg not found (tried "${bin}"). It is only needed to regenerate the demo videos; the seed uses the committed files in ${VIDEO_DIR}.`,
    )
  }
  for (const encoder of ['libx264', 'libvpx-vp9']) {
    if (!probe.stdout.includes(encoder)) throw new Error(`${bin} has no ${encoder} encoder`)
  }
  return bin
}

// ---------------------------------------------------------------------------------------------
// The still

/**
 * The scene's own falling snow is painted as the last two white circle paths before the film grain.
 * It would hang frozen in the air while the animated snow falls, so it is taken out of the still.
 */
function withoutStaticSnow(svg: string): string {
  const circles = /<path d="(?:M[-\d.]+ [-\d.]+A[^"MLZ]+A[^"MLZ]+Z)+" fill="#ffffff" fill-opacity="[\d.]+"\/>/g
  const matches = [...svg.matchAll(circles)]
  const [a, b] = matches.slice(-2)
  if (!a || !b || a.index + a[0].length !== b.index) {
    console.warn('  (static snow not found in the winter scene; keeping the still as painted)')
    return svg
  }
  return svg.slice(0, a.index) + svg.slice(b.index + b[0].length)
}

async function renderStill(name: SeedVideo, clip: Clip): Promise<Buffer> {
  let svg = sceneSvg({ scene: clip.scene, variant: clip.variant, carColor: clip.carColor, ...SOURCE, seed: `video/${name}` })
  if (clip.snow) svg = withoutStaticSnow(svg)
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  if (info.width !== SOURCE.width || info.height !== SOURCE.height || info.channels !== 3) {
    throw new Error(`Unexpected still ${info.width}×${info.height}×${info.channels}`)
  }
  return data
}

// ---------------------------------------------------------------------------------------------
// Resampling

type Taps = { first: Int32Array; count: Int32Array; weights: Float32Array; stride: number }

/**
 * 1-D resampling taps for `outSize` samples covering [start, start + span) of the source axis with
 * a tent filter as wide as one output pixel (at least one source pixel): an anti-aliased, sub-pixel
 * exact scale.
 */
function taps(start: number, span: number, outSize: number, sourceSize: number): Taps {
  const scale = span / outSize
  const radius = Math.max(1, scale)
  const stride = Math.ceil(radius * 2) + 2
  const first = new Int32Array(outSize)
  const count = new Int32Array(outSize)
  const weights = new Float32Array(outSize * stride)
  for (let i = 0; i < outSize; i++) {
    const center = start + (i + 0.5) * scale - 0.5
    const lo = Math.max(0, Math.ceil(center - radius))
    const hi = Math.min(sourceSize - 1, Math.floor(center + radius))
    let sum = 0
    for (let s = lo; s <= hi; s++) {
      const w = Math.max(0, 1 - Math.abs(s - center) / radius)
      weights[i * stride + (s - lo)] = w
      sum += w
    }
    for (let s = lo; s <= hi; s++) weights[i * stride + (s - lo)]! /= sum || 1
    first[i] = lo
    count[i] = hi - lo + 1
  }
  return { first, count, weights, stride }
}

/** Crop the window (x, y, w, h) out of the source and scale it to the output size, as floats 0–255. */
function resample(source: Buffer, x: number, y: number, w: number, h: number): Float32Array {
  const cols = taps(x, w, OUT.width, SOURCE.width)
  const rows = taps(y, h, OUT.height, SOURCE.height)
  const rowLo = rows.first[0]!
  const rowHi = rows.first[OUT.height - 1]! + rows.count[OUT.height - 1]! - 1
  // Horizontal pass over the source rows the window touches.
  const horizontal = new Float32Array((rowHi - rowLo + 1) * OUT.width * 3)
  for (let sy = rowLo; sy <= rowHi; sy++) {
    const src = sy * SOURCE.width * 3
    const dst = (sy - rowLo) * OUT.width * 3
    for (let ox = 0; ox < OUT.width; ox++) {
      let r = 0
      let g = 0
      let b = 0
      const base = ox * cols.stride
      for (let k = 0, sx = cols.first[ox]!; k < cols.count[ox]!; k++, sx++) {
        const wgt = cols.weights[base + k]!
        const p = src + sx * 3
        r += source[p]! * wgt
        g += source[p + 1]! * wgt
        b += source[p + 2]! * wgt
      }
      horizontal[dst + ox * 3] = r
      horizontal[dst + ox * 3 + 1] = g
      horizontal[dst + ox * 3 + 2] = b
    }
  }
  // Vertical pass.
  const out = new Float32Array(OUT.width * OUT.height * 3)
  const rowFloats = OUT.width * 3
  for (let oy = 0; oy < OUT.height; oy++) {
    const dst = oy * rowFloats
    const base = oy * rows.stride
    for (let k = 0; k < rows.count[oy]!; k++) {
      const wgt = rows.weights[base + k]!
      const src = (rows.first[oy]! + k - rowLo) * rowFloats
      for (let i = 0; i < rowFloats; i++) out[dst + i]! += horizontal[src + i]! * wgt
    }
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Motion and effects. `t` runs from 0 to 1 over the loop; everything is periodic in t.

/** The camera window at time t: an ellipse around the centre plus a slow breathing zoom. */
function camera(clip: Clip, t: number): { x: number; y: number; w: number; h: number } {
  const angle = 2 * Math.PI * (t + clip.drift.phase) * clip.drift.direction
  const [wide, narrow] = clip.zoom
  const share = wide + (narrow - wide) * (0.5 - 0.5 * Math.cos(2 * Math.PI * t))
  const w = SOURCE.width * share
  const h = (w * OUT.height) / OUT.width
  const cx = SOURCE.width / 2 + clip.drift.x * Math.cos(angle)
  const cy = SOURCE.height / 2 + clip.drift.y * Math.sin(angle)
  // The drift is small enough to stay inside the source; clamp anyway in case of edits.
  const x = Math.min(Math.max(cx - w / 2, 0), SOURCE.width - w)
  const y = Math.min(Math.max(cy - h / 2, 0), SOURCE.height - h)
  return { x, y, w, h }
}

/**
 * A soft diagonal band of light crossing the frame during the middle of the loop (screen blend).
 * It is outside the frame at t = 0, so the loop point stays invisible.
 */
function lightSweep(frame: Float32Array, clip: Clip, t: number): void {
  const { color, strength, angle } = clip.sweep
  const travel = (t - 0.15) / 0.7 // 0 → 1 while the band crosses
  if (travel <= 0 || travel >= 1) return
  const eased = travel * travel * (3 - 2 * travel)
  const envelope = Math.sin(Math.PI * travel)
  // Position across the band: u = x - y·slope. The band centre travels over every u in the frame.
  const slope = Math.tan(angle)
  const halfWidth = OUT.width * 0.22
  const uMin = Math.min(0, -OUT.height * slope) - halfWidth
  const uMax = OUT.width + Math.max(0, -OUT.height * slope) + halfWidth
  const center = uMin + eased * (uMax - uMin)
  for (let y = 0; y < OUT.height; y++) {
    const rowShift = y * slope
    // Stronger towards the upper part of the picture, like light catching the sky and the car roof.
    const vertical = 1 - 0.35 * (y / OUT.height)
    for (let x = 0; x < OUT.width; x++) {
      const d = (x - rowShift - center) / halfWidth
      if (d <= -1 || d >= 1) continue
      const a = strength * envelope * vertical * (0.5 + 0.5 * Math.cos(Math.PI * d))
      const p = (y * OUT.width + x) * 3
      for (let c = 0; c < 3; c++) frame[p + c] = 255 - ((255 - frame[p + c]!) * (255 - color[c]! * a)) / 255
    }
  }
}

type Flake = { x: number; y: number; radius: number; opacity: number; laps: number; sway: number; swayPhase: number; swayLaps: number }

/** A deterministic pseudo-random generator (mulberry32) for the snowflakes. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let r = Math.imul(a ^ (a >>> 15), 1 | a)
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296
  }
}

/** Two depths of snow. Every flake falls a whole number of frame heights per loop, so it loops. */
function makeSnow(): Flake[] {
  const rng = random(20240611)
  const flakes: Flake[] = []
  const add = (count: number, radius: [number, number], opacity: [number, number], laps: number[]) => {
    for (let i = 0; i < count; i++) {
      flakes.push({
        x: rng() * OUT.width,
        y: rng() * OUT.height,
        radius: radius[0] + rng() * (radius[1] - radius[0]),
        opacity: opacity[0] + rng() * (opacity[1] - opacity[0]),
        laps: laps[Math.floor(rng() * laps.length)]!,
        sway: 6 + rng() * 14,
        swayPhase: rng(),
        swayLaps: 1 + Math.floor(rng() * 2),
      })
    }
  }
  add(240, [0.9, 1.5], [0.45, 0.75], [1]) // far: small, slow
  add(70, [1.8, 3], [0.35, 0.6], [2]) // near: larger, faster, softer
  return flakes
}

function drawSnow(frame: Float32Array, flakes: Flake[], t: number): void {
  for (const flake of flakes) {
    const margin = flake.radius + 2
    const period = OUT.height + margin * 2
    const y = ((((flake.y + flake.laps * period * t) % period) + period) % period) - margin
    const x = flake.x + flake.sway * Math.sin(2 * Math.PI * (flake.swayLaps * t + flake.swayPhase))
    const reach = flake.radius + 1
    for (let py = Math.max(0, Math.floor(y - reach)); py <= Math.min(OUT.height - 1, Math.ceil(y + reach)); py++) {
      for (let px = Math.floor(x - reach); px <= Math.ceil(x + reach); px++) {
        // Horizontally the snow wraps around, so a swaying flake never pops at the edges.
        const wx = ((px % OUT.width) + OUT.width) % OUT.width
        const d = Math.hypot(px + 0.5 - x, py + 0.5 - y)
        // A soft disc: full inside the radius, fading out over one pixel.
        const coverage = Math.min(1, Math.max(0, flake.radius + 0.5 - d)) * (1 - 0.3 * Math.min(1, d / flake.radius))
        if (coverage <= 0) continue
        const a = flake.opacity * coverage
        const p = (py * OUT.width + wx) * 3
        for (let c = 0; c < 3; c++) frame[p + c] = frame[p + c]! + (248 - frame[p + c]!) * a
      }
    }
  }
}

function toBytes(frame: Float32Array): Buffer {
  const out = Buffer.allocUnsafe(frame.length)
  for (let i = 0; i < frame.length; i++) out[i] = Math.min(255, Math.max(0, Math.round(frame[i]!)))
  return out
}

// ---------------------------------------------------------------------------------------------
// Encoding

/** Colour handling shared by both encodings: BT.709, limited range, tagged so browsers agree. */
const COLOUR = ['-vf', 'scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int,format=yuv420p']
const COLOUR_TAGS = ['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv']

function ffmpegArgs(mp4: string, webm: string): string[] {
  return [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${OUT.width}x${OUT.height}`, '-r', String(FPS), '-i', 'pipe:0'],
    // MP4: H.264 High, moov atom first so playback starts before the download ends.
    ...['-map', '0:v', ...COLOUR, ...COLOUR_TAGS, '-c:v', 'libx264', '-preset', 'slow', '-crf', '28', '-profile:v', 'high'],
    ...['-movflags', '+faststart', '-an', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', mp4],
    // WebM: VP9 in constant-quality mode.
    ...['-map', '0:v', ...COLOUR, ...COLOUR_TAGS, '-c:v', 'libvpx-vp9', '-crf', '40', '-b:v', '0', '-deadline', 'good', '-cpu-used', '1'],
    ...['-row-mt', '1', '-an', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', webm],
  ]
}

async function renderClip(ffmpeg: string, name: SeedVideo, workDir: string): Promise<void> {
  const clip = CLIPS[name]
  const started = performance.now()
  const still = await renderStill(name, clip)
  const flakes = clip.snow ? makeSnow() : []
  const mp4 = join(workDir, `${name}.mp4`)
  const webm = join(workDir, `${name}.webm`)

  const child = spawn(ffmpeg, ffmpegArgs(mp4, webm), { stdio: ['pipe', 'inherit', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg failed for ${name} (exit ${code}):\n${stderr}`))))
  })
  // Surface an early ffmpeg failure instead of an EPIPE while writing frames.
  child.stdin.on('error', () => {})

  for (let i = 0; i < FRAMES; i++) {
    const t = i / FRAMES
    const view = camera(clip, t)
    const frame = resample(still, view.x, view.y, view.w, view.h)
    lightSweep(frame, clip, t)
    if (flakes.length) drawSnow(frame, flakes, t)
    if (!child.stdin.write(toBytes(frame))) {
      const early = exited.then(() => Promise.reject(new Error(`ffmpeg exited early for ${name}`)))
      await Promise.race([new Promise((resolve) => child.stdin.once('drain', resolve)), early])
    }
  }
  child.stdin.end()
  await exited

  for (const file of [mp4, webm]) {
    const target = join(VIDEO_DIR, file.slice(workDir.length + 1))
    copyFileSync(file, target)
    const size = statSync(target).size
    const note = size > BUDGET ? `  ⚠ over the ${BUDGET / 1000} kB budget` : ''
    console.log(`  ${target.slice(VIDEO_DIR.length + 1).padEnd(18)} ${(size / 1000).toFixed(0).padStart(5)} kB${note}`)
  }
  console.log(`  ${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

async function main(): Promise<void> {
  const ffmpeg = ffmpegBinary()
  const filter = process.argv[2]
  const names = SEED_VIDEOS.filter((name) => !filter || name.includes(filter))
  if (!names.length) throw new Error(`No video matches "${filter}" (have: ${SEED_VIDEOS.join(', ')})`)
  const workDir = mkdtempSync(join(tmpdir(), 'forecourt-videos-'))
  try {
    for (const name of names) {
      console.log(`${name}:`)
      await renderClip(ffmpeg, name, workDir)
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
