/** Small helpers for assembling SVG markup as strings. */

import { mix } from './color'

/** One decimal is far below a pixel at 1920 px and keeps the markup (and parse time) small. */
export const n = (v: number): string => {
  const r = Math.round(v * 10) / 10
  return Object.is(r, -0) ? '0' : String(r)
}

/** Opacity with three decimals (one decimal is too coarse for faint washes). */
export const op = (a: number): string => String(Math.round(Math.min(1, Math.max(0, a)) * 1000) / 1000)

export type Stop = [offset: number, color: string, opacity?: number]

const stopsMarkup = (stops: Stop[]): string =>
  stops.map(([o, c, a]) => `<stop offset="${n(o * 100)}%" stop-color="${c}"${a === undefined || a === 1 ? '' : ` stop-opacity="${op(a)}"`}/>`).join('')

/** A vertical colour ramp in scene pixels; it can be painted and also sampled at any height. */
export type Ramp = { y0: number; y1: number; stops: Array<[offset: number, color: string]> }

export function rampColor(r: Ramp, y: number): string {
  const t = Math.min(1, Math.max(0, (y - r.y0) / (r.y1 - r.y0)))
  const stops = r.stops
  for (let i = 1; i < stops.length; i++) {
    const [o1, c1] = stops[i]!
    const [o0, c0] = stops[i - 1]!
    if (t <= o1) return mix(c0, c1, o1 > o0 ? (t - o0) / (o1 - o0) : 1)
  }
  return stops[stops.length - 1]![1]
}

export type Attrs = Record<string, string | number | undefined>

export const attrs = (a: Attrs): string =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('')

/**
 * Collects defs and drawing layers for one image. Ids come from a counter, so the markup (and
 * therefore the rasterised bytes) depends only on the drawing calls, never on global state.
 */
export class Canvas {
  private readonly defs: string[] = []
  private readonly body: string[] = []
  private counter = 0

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  id(prefix: string): string {
    return `${prefix}${(this.counter++).toString(36)}`
  }

  /** Run drawing calls and return their markup instead of adding it (for groups reused via <use>). */
  capture(draw: () => void): string {
    const start = this.body.length
    draw()
    return this.body.splice(start).join('')
  }

  def(markup: string): void {
    this.defs.push(markup)
  }

  add(markup: string): void {
    this.body.push(markup)
  }

  /** Linear gradient; by default in objectBoundingBox units, top to bottom. Returns a fill reference. */
  linear(stops: Stop[], dir: { x1?: number; y1?: number; x2?: number; y2?: number; user?: boolean } = {}): string {
    const id = this.id('l')
    const { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = dir
    this.def(`<linearGradient id="${id}"${attrs({ x1, y1, x2, y2 })}${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${stopsMarkup(stops)}</linearGradient>`)
    return `url(#${id})`
  }

  /** Radial gradient; objectBoundingBox units unless `user` is set (then cx/cy/r are pixels). */
  radial(stops: Stop[], geo: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number; user?: boolean; transform?: string } = {}): string {
    const id = this.id('r')
    const { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, user = false, transform } = geo
    this.def(
      `<radialGradient id="${id}"${attrs({ cx, cy, r, fx, fy })}${user ? ' gradientUnits="userSpaceOnUse"' : ''}${transform ? ` gradientTransform="${transform}"` : ''}>${stopsMarkup(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }

  /** Paint for a Ramp (user-space gradient, so it lines up with rampColor samples). */
  ramp(r: Ramp): string {
    return this.linear(r.stops, { x1: 0, y1: r.y0, x2: 0, y2: r.y1, user: true })
  }

  clip(markup: string): string {
    const id = this.id('c')
    this.def(`<clipPath id="${id}">${markup}</clipPath>`)
    return `url(#${id})`
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): void {
    this.add(`<rect${attrs({ x, y, width: w, height: h, fill, ...extra })}/>`)
  }

  path(d: string, fill: string, extra: Attrs = {}): void {
    if (d) this.add(`<path${attrs({ d, fill, ...extra })}/>`)
  }

  /** Soft round light or shadow without filters (filters are slow in librsvg at this size). */
  glow(cx: number, cy: number, rx: number, ry: number, color: string, opacity: number, falloff = 1): void {
    const fill = this.radial([
      [0, color, opacity],
      [0.35 * falloff, color, opacity * 0.45],
      [1, color, 0],
    ])
    this.add(`<ellipse${attrs({ cx, cy, rx, ry, fill })}/>`)
  }

  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    )
  }
}

/** Path builder; with `flipY` the caller works y-up (ground at 0), as the car geometry does. */
export class PathBuilder {
  private readonly parts: string[] = []

  constructor(private readonly flipY = false) {}

  private y(v: number): string {
    return n(this.flipY ? -v : v)
  }

  M(x: number, y: number): this {
    this.parts.push(`M${n(x)} ${this.y(y)}`)
    return this
  }

  L(x: number, y: number): this {
    this.parts.push(`L${n(x)} ${this.y(y)}`)
    return this
  }

  C(x1: number, y1: number, x2: number, y2: number, x: number, y: number): this {
    this.parts.push(`C${n(x1)} ${this.y(y1)} ${n(x2)} ${this.y(y2)} ${n(x)} ${this.y(y)}`)
    return this
  }

  Q(x1: number, y1: number, x: number, y: number): this {
    this.parts.push(`Q${n(x1)} ${this.y(y1)} ${n(x)} ${this.y(y)}`)
    return this
  }

  /** Circular arc to (x, y); `sweep` is given in the caller's orientation and flipped with y. */
  A(r: number, large: boolean, sweep: boolean, x: number, y: number): this {
    const s = this.flipY ? !sweep : sweep
    this.parts.push(`A${n(r)} ${n(r)} 0 ${large ? 1 : 0} ${s ? 1 : 0} ${n(x)} ${this.y(y)}`)
    return this
  }

  Z(): this {
    this.parts.push('Z')
    return this
  }

  /** Full circle as two arcs, so many circles can share one path element. */
  circle(cx: number, cy: number, r: number): this {
    return this.M(cx - r, cy)
      .A(r, false, true, cx + r, cy)
      .A(r, false, true, cx - r, cy)
      .Z()
  }

  rect(x: number, y: number, w: number, h: number): this {
    return this.M(x, y)
      .L(x + w, y)
      .L(x + w, y + h)
      .L(x, y + h)
      .Z()
  }

  /** Smooth closed or open curve through points (Catmull-Rom converted to cubic Béziers). */
  smooth(points: Array<[number, number]>, options: { move?: boolean; tension?: number } = {}): this {
    const { move = true, tension = 1 } = options
    const p = points
    if (p.length < 2) return this
    const first = p[0]!
    if (move) this.M(first[0], first[1])
    else this.L(first[0], first[1])
    for (let i = 0; i < p.length - 1; i++) {
      const p0 = p[Math.max(0, i - 1)]!
      const p1 = p[i]!
      const p2 = p[i + 1]!
      const p3 = p[Math.min(p.length - 1, i + 2)]!
      const k = tension / 6
      this.C(p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k, p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k, p2[0], p2[1])
    }
    return this
  }

  polyline(points: Array<[number, number]>, move = true): this {
    points.forEach(([x, y], i) => (i === 0 && move ? this.M(x, y) : this.L(x, y)))
    return this
  }

  get empty(): boolean {
    return this.parts.length === 0
  }

  toString(): string {
    return this.parts.join('')
  }
}

export const path = (flipY = false): PathBuilder => new PathBuilder(flipY)
