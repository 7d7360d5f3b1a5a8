/**
 * Procedural, deterministic images for the demo seed: SVG scenes rasterised with sharp.
 * Nothing is downloaded and no fonts are needed, so seeding works offline on any machine.
 */

import sharp, { type JpegOptions } from 'sharp'

import type { SceneName, SceneVariant } from './scene-names'
import { darken, lighten, luminance, normalizeColor } from './color'
import type { BodyStyle } from './car'
import { LIGHTING } from './palette'
import { Rng } from './random'
import { SCENE_DEFS } from './scenes'
import { Canvas, path } from './svg'

export type SceneOptions = { scene: SceneName; variant?: SceneVariant; carColor?: string; carBody?: BodyStyle; width?: number; height?: number; seed: string }

/** Deep blue-graphite: reads as premium on every background. */
export const DEFAULT_CAR_COLOR = '#243447'

/** The share of a portrait picture the scene itself takes, from the top; its ground runs on below it. */
const PORTRAIT_SCENE_SHARE = 0.42
/** How much of the scene's lower edge fades into the ground below it. */
const PORTRAIT_FADE = 0.16

/** Whether a picture of this size is a portrait one (a phone's), composed for that shape. */
export const isPortrait = (width: number, height: number) => height > width * 1.2

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
    carBody: options.carBody,
  })
  return c.toString()
}

/**
 * A portrait picture (a phone's hero), composed for that shape rather than cut from a wide one: the scene in
 * the upper half, where the hero's text does not cover the car, and its ground running on below, fading to a
 * calm, darker colour the text can be read on.
 */
export function portraitSvg(scene: string, W: number, H: number, sceneH: number, ground: string): string {
  const inner = scene.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')
  const fade = Math.round(sceneH * PORTRAIT_FADE)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><linearGradient id="pfade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground}" stop-opacity="0"/><stop offset="1" stop-color="${ground}"/></linearGradient>` +
    `<linearGradient id="pground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground}"/><stop offset="1" stop-color="${darken(ground, 0.45)}"/></linearGradient></defs>` +
    `<svg width="${W}" height="${sceneH}" viewBox="0 0 ${W} ${sceneH}">${inner}</svg>` +
    `<rect x="0" y="${sceneH - fade}" width="${W}" height="${fade}" fill="url(#pfade)"/>` +
    `<rect x="0" y="${sceneH}" width="${W}" height="${H - sceneH}" fill="url(#pground)"/>` +
    `</svg>`
  )
}

/** The mean colour of the bottom rows of a rendered scene: the ground a portrait picture continues. */
async function groundColour(svg: string): Promise<string> {
  const image = sharp(Buffer.from(svg))
  const { width = 1, height = 1 } = await image.metadata()
  const rows = Math.max(1, Math.round(height * 0.04))
  const { channels } = await sharp(Buffer.from(svg)).extract({ left: 0, top: height - rows, width, height: rows }).stats()
  const hex = channels.slice(0, 3).map((channel) => Math.round(channel.mean).toString(16).padStart(2, '0')).join('')
  return `#${hex}`
}

/**
 * mozjpeg settings without scan optimisation: about 3% larger files than full mozjpeg, but the
 * encode takes roughly 60% of the time, which keeps a 1920×1080 render well under the budget.
 */
const JPEG: JpegOptions = { quality: 82, mozjpeg: true, optimiseScans: false }

/**
 * A JPEG (quality 82) of the scene. Deterministic: same options → byte-identical output. Default 1920×1080; a
 * portrait size gives the phone composition of portraitSvg.
 */
export async function renderScene(options: SceneOptions): Promise<Buffer> {
  const W = Math.round(options.width ?? 1920)
  const H = Math.round(options.height ?? 1080)
  if (!isPortrait(W, H)) return sharp(Buffer.from(sceneSvg(options))).jpeg(JPEG).toBuffer()
  const sceneH = Math.round(H * PORTRAIT_SCENE_SHARE)
  const scene = sceneSvg({ ...options, width: W, height: sceneH })
  return sharp(Buffer.from(portraitSvg(scene, W, H, sceneH, await groundColour(scene))))
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
