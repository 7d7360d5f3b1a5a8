/**
 * Procedural, deterministic images for the demo seed: SVG scenes rasterised with sharp.
 * Nothing is downloaded and no fonts are needed, so seeding works offline on any machine.
 */

import sharp, { type JpegOptions } from 'sharp'

import type { SceneName, SceneVariant } from '../types'
import { darken, lighten, luminance, normalizeColor } from './color'
import { LIGHTING } from './palette'
import { Rng } from './random'
import { SCENE_DEFS } from './scenes'
import { Canvas, path } from './svg'

export type SceneOptions = { scene: SceneName; variant?: SceneVariant; carColor?: string; width?: number; height?: number; seed: string }

/** Deep blue-graphite: reads as premium on every background. */
export const DEFAULT_CAR_COLOR = '#243447'

/** Build the SVG markup of a scene (exposed for debugging and tests). */
export function sceneSvg(options: SceneOptions): string {
  const def = SCENE_DEFS[options.scene]
  if (!def) throw new Error(`Unknown scene "${options.scene}"`)
  if (options.variant !== undefined && !(options.variant in LIGHTING)) throw new Error(`Unknown variant "${options.variant}"`)
  const W = Math.round(options.width ?? 1920)
  const H = Math.round(options.height ?? 1080)
  if (!(W >= 16 && H >= 16 && W <= 8000 && H <= 8000)) throw new Error(`Unsupported image size ${W}×${H}`)
  const variant = options.variant ?? def.variant
  // Composition depends on scene and seed, not on the variant, so the four times of day of one
  // seed show the same place in different light.
  const rng = new Rng(`${options.scene}|${options.seed}`)
  const c = new Canvas(W, H)
  def.draw({
    c,
    W,
    H,
    u: Math.min(W / 1920, H / 1080),
    light: LIGHTING[variant],
    variant,
    rng,
    seed: options.seed,
    carColor: normalizeColor(options.carColor ?? DEFAULT_CAR_COLOR),
  })
  return c.toString()
}

/**
 * mozjpeg settings without scan optimisation: about 3% larger files than full mozjpeg, but the
 * encode takes roughly 60% of the time, which keeps a 1920×1080 render well under the budget.
 */
const JPEG: JpegOptions = { quality: 82, mozjpeg: true, optimiseScans: false }

/** A JPEG (quality 82) of the scene. Deterministic: same options → byte-identical output. Default 1920×1080. */
export async function renderScene(options: SceneOptions): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(options)))
    .jpeg(JPEG)
    .toBuffer()
}

/** A square PNG favicon: a simple emblem (no text) in the given colour on a rounded square. */
export async function renderFavicon(color: string, size = 64): Promise<Buffer> {
  const s = Math.max(16, Math.min(1024, Math.round(size)))
  return sharp(Buffer.from(faviconSvg(normalizeColor(color), s)))
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/**
 * Emblem drawn on a 64-unit grid: a ring around a mountain peak over a road line, bold enough to
 * survive 16 px. On very light brand colours the emblem turns dark to keep its contrast.
 */
function faviconSvg(color: string, size: number): string {
  const ink = luminance(color) > 0.6 ? '#1b2430' : '#ffffff'
  const peak = path().M(17, 40).L(28, 24).L(33, 31).L(37, 26).L(47, 40).Z()
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(color, 0.12)}"/><stop offset="1" stop-color="${darken(color, 0.12)}"/></linearGradient></defs>` +
    `<rect width="64" height="64" rx="14" fill="url(#g)"/>` +
    `<circle cx="32" cy="32" r="20.5" fill="none" stroke="${ink}" stroke-width="4.5"/>` +
    `<path d="${peak}" fill="${ink}"/>` +
    `<rect x="22" y="42.5" width="20" height="3.5" rx="1.75" fill="${ink}"/>` +
    `</svg>`
  )
}
