/** Building blocks shared by the scenes: sky, sun, terrain, trees, car placement and finishing. */

import type { SceneVariant } from '../scene-names'
import { type BodyStyle, type CarAnchors, type CarEnvironment, type CarOptions, drawCar, randomCarLook } from '../car'
import { darken, lighten, mix, multiply } from '../color'
import type { Lighting } from '../palette'
import { Rng } from '../random'
import { type Canvas, n, op, path, type PathBuilder } from '../svg'

export type Pt = [number, number]

export type SceneContext = {
  c: Canvas
  W: number
  H: number
  /** Uniform size unit: 1 at 1920×1080, scales with the shorter side relative to that frame. */
  u: number
  light: Lighting
  variant: SceneVariant
  rng: Rng
  /** The caller's seed: things that should match across a site's scenes (its car) derive from it. */
  seed: string
  carColor: string
  /** The hero car's body when the picture asks for one (a MINI page's compact car), else the seed's. */
  carBody?: BodyStyle
}

export type SceneFn = (ctx: SceneContext) => void

/** Sky gradient filling the canvas down to `horizon` (and beyond, so nothing is left blank). */
export function sky(ctx: SceneContext, horizon: number): void {
  const { c, W, H, light } = ctx
  const [top, mid, low] = light.sky
  const h = Math.max(1, horizon) / H
  c.rect(
    0,
    0,
    W,
    H,
    c.linear([
      [0, top],
      [h * 0.55, mid],
      [h * 0.96, low],
      [Math.min(1, h + 0.02), low],
      [1, low],
    ]),
  )
}

/** Sun (or moon) disc with a wide atmospheric glow. */
export function sun(ctx: SceneContext, x: number, y: number, r: number, strength = 1): void {
  const { c, light } = ctx
  const night = light.variant === 'night'
  c.glow(x, y, r * 16, r * 8, light.glow, (night ? 0.18 : 0.5) * strength, 0.6)
  c.glow(x, y, r * 5, r * 4, light.sun, (night ? 0.25 : 0.6) * strength, 0.8)
  c.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${light.sun}" fill-opacity="${op(night ? 0.95 : 0.97)}"/>`)
}

export function stars(ctx: SceneContext, maxY: number, count: number): void {
  const { c, W } = ctx
  const rng = ctx.rng.fork('stars')
  const bright = path()
  const faint = path()
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, W)
    const y = rng.range(0, maxY) * rng.range(0.3, 1)
    const r = rng.range(0.6, 1.6) * ctx.u
    ;(rng.chance(0.2) ? bright : faint).circle(x, y, r)
  }
  c.path(bright.toString(), '#ffffff', { 'fill-opacity': 0.85 })
  c.path(faint.toString(), '#dfe6ff', { 'fill-opacity': 0.45 })
}

/**
 * Soft clouds from overlapping ellipses sharing bounding-box radial gradients: long, thin and lit
 * from below at dawn and dusk; flat-based cumulus when `puffy`.
 */
export function clouds(ctx: SceneContext, area: { x0: number; x1: number; y0: number; y1: number }, count: number, puffy = false): void {
  const { c, light, u } = ctx
  const rng = ctx.rng.fork(`clouds${area.y0}`)
  const fill = c.radial(
    [
      [0, lighten(light.cloud, 0.2), 0.95],
      [0.6, light.cloud, 0.6],
      [1, light.cloud, 0],
    ],
    { cx: 0.5, cy: 0.5, r: 0.5, fx: 0.45, fy: 0.3 },
  )
  const shade = c.radial([
    [0, light.cloudShade, 0.6],
    [0.6, light.cloudShade, 0.3],
    [1, light.cloudShade, 0],
  ])
  const parts: string[] = []
  for (let i = 0; i < count; i++) {
    const cx = rng.range(area.x0, area.x1)
    const cy = rng.range(area.y0, area.y1)
    const w = rng.range(160, 420) * u * (puffy ? 0.9 : 1.4)
    if (puffy) {
      const h = w * rng.range(0.22, 0.32)
      parts.push(`<ellipse cx="${n(cx)}" cy="${n(cy + h * 0.25)}" rx="${n(w * 0.62)}" ry="${n(h * 0.38)}" fill="${shade}"/>`)
      const lobes = rng.int(4, 7)
      for (let k = 0; k < lobes; k++) {
        const t = (k + 0.5) / lobes - 0.5
        const r = h * rng.range(0.55, 0.95) * (1 - Math.abs(t) * 0.9)
        parts.push(`<ellipse cx="${n(cx + t * w * 0.95)}" cy="${n(cy - r * 0.35)}" rx="${n(r * 1.25)}" ry="${n(r)}" fill="${fill}"/>`)
      }
    } else {
      const h = w * rng.range(0.05, 0.1)
      parts.push(`<ellipse cx="${n(cx)}" cy="${n(cy + h * 0.35)}" rx="${n(w * 0.75)}" ry="${n(h * 0.6)}" fill="${shade}"/>`)
      for (let k = 0, lobes = rng.int(2, 3); k < lobes; k++) {
        const lx = cx + rng.range(-0.45, 0.45) * w
        const ly = cy - rng.range(0, 0.35) * h
        parts.push(`<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="${n(w * rng.range(0.35, 0.6))}" ry="${n(h * rng.range(0.5, 0.9))}" fill="${fill}"/>`)
      }
    }
  }
  c.add(parts.join(''))
}

/** Fractal ridge line between x0 and x1 (midpoint displacement around a baseline). */
export function ridge(rng: Rng, x0: number, x1: number, base: (x: number) => number, amp: number, levels = 7, rough = 0.52): Pt[] {
  const count = 2 ** levels
  const ys = new Array<number>(count + 1).fill(0)
  let step = count
  let a = amp
  while (step > 1) {
    const half = step / 2
    for (let i = half; i < count; i += step) ys[i] = (ys[i - half]! + ys[i + half]!) / 2 + rng.range(-a, a)
    a *= rough
    step = half
  }
  return ys.map((dy, i) => {
    const x = x0 + ((x1 - x0) * i) / count
    return [x, base(x) + dy] as Pt
  })
}

/** Closed silhouette from a ridge line down to `bottom`. */
export function silhouette(points: Pt[], bottom: number): string {
  const first = points[0]!
  const last = points[points.length - 1]!
  return path().polyline(points).L(last[0], bottom).L(first[0], bottom).Z().toString()
}

/**
 * Nordic spruce: narrow, irregular tiers of drooping branches around a thin spire. Added to `p`;
 * optional snow caps go to `snow`.
 */
export function spruce(p: PathBuilder, rng: Rng, x: number, base: number, h: number, snow?: PathBuilder): void {
  const tiers = Math.round(Math.min(80, Math.max(7, h / 10)) * rng.range(0.85, 1.15))
  const w = h * rng.range(0.24, 0.32)
  const top = base - h
  const side = (dir: 1 | -1): Pt[] => {
    const pts: Pt[] = []
    let prevHalf = 0
    for (let i = 0; i < tiers; i++) {
      const f = (i + rng.range(0.7, 1.2)) / tiers
      const y = top + h * 0.94 * Math.min(1, f)
      const half = (w / 2) * (0.08 + 0.92 * Math.pow(Math.min(1, f), 0.85)) * rng.range(0.7, 1.15)
      const step = (h * 0.94) / tiers
      const notchY = y - step * rng.range(0.5, 0.8)
      const droop = step * rng.range(0.1, 0.5)
      pts.push([x + dir * Math.max(half * 0.28, prevHalf * 0.3), notchY])
      if (half > 10) pts.push([x + dir * half * 0.62, y - step * 0.3 + rng.range(-1, 1)], [x + dir * half * 0.55, y - step * 0.1])
      pts.push([x + dir * half, y + droop])
      if (snow && i > 0 && rng.chance(0.85)) {
        const n0 = pts[pts.length - (half > 10 ? 4 : 2)]!
        snow
          .M(n0[0], n0[1] - 1.5)
          .L(x + dir * half * 0.95, y + droop - 2)
          .L(x + dir * half * 0.7, y + droop * 0.4 + 1.5)
          .L(n0[0] + dir * half * 0.1, n0[1] + step * 0.35)
          .Z()
      }
      prevHalf = half
    }
    return pts
  }
  const right = side(1)
  const left = side(-1)
  const trunkW = Math.max(1.2, h * 0.018)
  p.M(x, top)
  for (const pt of right) p.L(pt[0], pt[1])
  p.L(x + trunkW, base - h * 0.03)
    .L(x + trunkW, base)
    .L(x - trunkW, base)
    .L(x - trunkW, base - h * 0.03)
  for (let i = left.length - 1; i >= 0; i--) p.L(left[i]![0], left[i]![1])
  p.Z()
  if (snow)
    snow
      .M(x, top + h * 0.02)
      .L(x + w * 0.06, top + h * 0.1)
      .L(x - w * 0.06, top + h * 0.1)
      .Z()
}

/** A band of forest: many spruces along `baseline`, heights scaled by `size`. */
export function forestBand(
  ctx: SceneContext,
  opts: { baseline: (x: number) => number; size: number; density: number; fill: string; snow?: string; x0?: number; x1?: number; fillBelow?: number },
): void {
  const { c, rng, W } = ctx
  const p = path()
  const snow = opts.snow ? path() : undefined
  const x0 = opts.x0 ?? -20
  const x1 = opts.x1 ?? W + 20
  let x = x0
  while (x < x1) {
    const h = opts.size * rng.range(0.6, 1.25)
    spruce(p, rng, x, opts.baseline(x) + rng.range(0, opts.size * 0.08), h, snow)
    x += (opts.size * rng.range(0.25, 1.1)) / opts.density
  }
  if (opts.fillBelow !== undefined) {
    // Solid ground under the trunks so the band never shows gaps at its base.
    const pts: Pt[] = []
    for (let sx = x0; sx <= x1 + 40; sx += 40) pts.push([sx, opts.baseline(sx) + opts.size * 0.05])
    p.polyline(pts)
      .L(x1 + 40, opts.fillBelow)
      .L(x0, opts.fillBelow)
      .Z()
  }
  c.path(p.toString(), opts.fill)
  if (snow && opts.snow) c.path(snow.toString(), opts.snow, { 'fill-opacity': 0.9 })
}

/** Horizontal mist band: transparent → colour → transparent. */
export function mist(ctx: SceneContext, y: number, h: number, color: string, opacity: number): void {
  const { c, W } = ctx
  c.rect(
    0,
    y - h / 2,
    W,
    h,
    c.linear([
      [0, color, 0],
      [0.5, color, opacity],
      [1, color, 0],
    ]),
  )
}

/** Where the hero car goes: centre-right on wide frames, centred on tall ones. */
export function carSlot(ctx: SceneContext, scale = 1): { x: number; length: number } {
  const { W, H } = ctx
  if (W / H >= 1.2) return { x: W * 0.64, length: Math.min(W * 0.46, H * 0.86) * scale }
  return { x: W * 0.5, length: W * 0.84 * scale }
}

export function carEnv(ctx: SceneContext, ground: string, extra: Partial<CarEnvironment> = {}): CarEnvironment {
  const { light } = ctx
  return {
    sky: light.sky[1],
    horizon: light.sky[2],
    ground,
    ambient: light.ambient,
    brightness: light.brightness,
    lightsOn: light.lampsOn,
    key: light.variant === 'day' ? '#ffffff' : light.variant === 'night' ? '#b9c6ee' : lighten(light.glow, 0.45),
    ...extra,
  }
}

/**
 * Options for the hero car: its look (body, rims) comes from the seed alone, so a site that uses
 * one seed shows the same car in every scene; the colour comes from the site.
 */
export function heroCarOptions(ctx: SceneContext, o: Omit<CarOptions, 'body' | 'color'> & { body?: BodyStyle; color?: string }): CarOptions {
  const look = randomCarLook(new Rng(`car|${ctx.seed}`))
  return { ...look, color: ctx.carColor, ...o, body: ctx.carBody ?? o.body ?? look.body }
}

export function heroCar(ctx: SceneContext, o: Parameters<typeof heroCarOptions>[1]): CarAnchors {
  return drawCar(ctx.c, heroCarOptions(ctx, o))
}

export function facing(ctx: SceneContext): 'left' | 'right' {
  return ctx.rng.fork('facing').chance(0.5) ? 'left' : 'right'
}

/**
 * Darken the left part of the frame where the headline sits, plus a gentle vignette. Linear
 * gradients only: a full-frame radial gradient costs more than the rest of a scene in librsvg.
 */
export function finish(ctx: SceneContext, leftShade = 0.4, vignette = 0.22): void {
  const { c, W, H } = ctx
  const ink = '#05070b'
  if (leftShade > 0)
    c.rect(
      0,
      0,
      W * 0.55,
      H,
      c.linear(
        [
          [0, ink, leftShade],
          [0.45, ink, leftShade * 0.55],
          [1, ink, 0],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    )
  if (vignette > 0) {
    c.rect(
      0,
      0,
      W,
      H * 0.3,
      c.linear([
        [0, ink, vignette],
        [1, ink, 0],
      ]),
    )
    c.rect(
      0,
      H * 0.75,
      W,
      H * 0.25,
      c.linear([
        [0, ink, 0],
        [1, ink, vignette * 1.2],
      ]),
    )
    c.rect(
      W * 0.85,
      0,
      W * 0.15,
      H,
      c.linear(
        [
          [0, ink, 0],
          [1, ink, vignette * 0.8],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    )
  }
}

/** Fine deterministic speckle so large gradients do not band after JPEG compression. */
export function grain(ctx: SceneContext, amount = 1): void {
  const { c, W, H, u } = ctx
  const rng = ctx.rng.fork('grain')
  const light = path()
  const dark = path()
  const count = Math.round(((W * H) / 1400) * amount)
  const s = 1.4 * Math.max(1, u)
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, W)
    const y = rng.range(0, H)
    ;(i % 2 ? light : dark).rect(x, y, s, s)
  }
  c.path(light.toString(), '#ffffff', { 'fill-opacity': 0.05 })
  c.path(dark.toString(), '#000000', { 'fill-opacity': 0.06 })
}

/** A surface colour as seen in this scene's light. */
export function lit(ctx: SceneContext, color: string, amount = 1): string {
  return mix(color, multiply(color, ctx.light.ambient), amount)
}

/** Blend towards the haze colour with distance (0 near … 1 far). */
export function hazed(ctx: SceneContext, color: string, distance: number): string {
  return mix(lit(ctx, color), ctx.light.haze, distance)
}

export { darken, lighten, mix }
