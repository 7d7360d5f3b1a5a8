/**
 * Car-make wordmarks for the footer's brand row, drawn from a built-in geometric alphabet (no fonts, no
 * files), rasterised with sharp like every other demo image.
 *
 * The alphabet is a monoline geometric sans: every glyph is a handful of stroked centre lines (circles,
 * ellipse arcs and straight strokes) built for a given stroke weight, so light and bold makes share one
 * design. Straight and diagonal strokes are cut flat at the baseline, x-height and cap height with a clip
 * path; round letters overshoot those lines slightly, as they do in type.
 */

import sharp from 'sharp'

import { normalizeColor } from './color'
import { n } from './svg'

export const BRAND_LOGOS = [
  'Volvo',
  'Volkswagen',
  'Kia',
  'BMW',
  'Mercedes-Benz',
  'Toyota',
  'Skoda',
  'Audi',
  'Ford',
  'Polestar',
  'MINI',
  'smart',
  'Peugeot',
  'Renault',
  'Hyundai',
  'Nissan',
] as const
export type BrandLogoName = (typeof BRAND_LOGOS)[number]

/** Output size: twice the 160×60 box the footer shows a logo in. */
export const BRAND_LOGO_WIDTH = 320
export const BRAND_LOGO_HEIGHT = 120
/** The 'mono' style's ink (Tailwind gray-500): quiet on light and mid-tone footers alike. */
export const BRAND_LOGO_MONO_COLOR = '#6b7280'

/** Per make: ink colour, stroke weight (font units, x-height 70) and extra letter spacing. */
type BrandStyle = { color: string; weight: number; tracking: number }

const BRAND_STYLES: Record<BrandLogoName, BrandStyle> = {
  Volvo: { color: '#1b2b4b', weight: 11, tracking: 12 },
  Volkswagen: { color: '#001e50', weight: 11, tracking: 2 },
  Kia: { color: '#05141f', weight: 15, tracking: 6 },
  BMW: { color: '#1c69d4', weight: 14, tracking: 8 },
  'Mercedes-Benz': { color: '#222222', weight: 8, tracking: 3 },
  Toyota: { color: '#d7141a', weight: 12, tracking: 4 },
  Skoda: { color: '#2f8a4e', weight: 13, tracking: 3 },
  Audi: { color: '#111111', weight: 12, tracking: 5 },
  Ford: { color: '#003478', weight: 13, tracking: 2 },
  Polestar: { color: '#101010', weight: 8, tracking: 16 },
  MINI: { color: '#000000', weight: 15, tracking: 12 },
  smart: { color: '#3c3f44', weight: 14, tracking: 0 },
  Peugeot: { color: '#15213a', weight: 10, tracking: 5 },
  Renault: { color: '#1a1a1a', weight: 12, tracking: 4 },
  Hyundai: { color: '#002c5f', weight: 11, tracking: 3 },
  Nissan: { color: '#c3002f', weight: 11, tracking: 8 },
}

// ── The alphabet ─────────────────────────────────────────────────────────────────────────────────────

/** Font units: baseline at y = 0, y grows downwards (SVG), so the cap line is at y = -CAP. */
const CAP = 100
const XH = 70
const DESC = 26
/** Round letters reach this far past the baseline and x-height. */
const OVERSHOOT = 1.2
/** How far clipped strokes run past the line that cuts them. */
const RUN = 40

type Glyph = {
  /** Advance width of the ink (left ink edge at x = 0). */
  w: number
  /** Stroked centre lines; a [path, [top, bottom]] pair is cut to its own band instead of the glyph's. */
  strokes: Array<string | [string, [number, number]]>
  /** Filled circles [cx, cy, r] (the dot of the i). */
  dots?: Array<[number, number, number]>
  /** Vertical band the strokes are cut to, [top, bottom]. */
  clip?: [number, number]
  /** Side-bearing corrections: negative pulls neighbours closer (round sides). */
  left?: number
  right?: number
}

type Point = [number, number]
const M = ([x, y]: Point) => `M${n(x)} ${n(y)}`
const L = ([x, y]: Point) => `L${n(x)} ${n(y)}`
const line = (...points: Point[]) => points.map((p, i) => (i === 0 ? M(p) : L(p))).join('')
/** Elliptical arc to `to`. sweep 1 runs clockwise on screen. */
const arc = (rx: number, ry: number, large: 0 | 1, sweep: 0 | 1, to: Point) => `A${n(rx)} ${n(ry)} 0 ${large} ${sweep} ${n(to[0])} ${n(to[1])}`
/** The point `by` units beyond `from`, on the line from `towards` through `from`. */
function beyond(from: Point, towards: Point, by: number): Point {
  const dx = from[0] - towards[0]
  const dy = from[1] - towards[1]
  const len = Math.hypot(dx, dy)
  return [from[0] + (dx / len) * by, from[1] + (dy / len) * by]
}
const onEllipse = (cx: number, cy: number, rx: number, ry: number, degrees: number): Point => [
  cx + rx * Math.cos((degrees * Math.PI) / 180),
  cy + ry * Math.sin((degrees * Math.PI) / 180),
]
const circle = (cx: number, cy: number, r: number) => `${M([cx - r, cy])}${arc(r, r, 1, 1, [cx + r, cy])}${arc(r, r, 1, 1, [cx - r, cy])}Z`

/** The round bowl shared by o, a, d, e, g: centre line radius and centre. */
function bowl(s: number) {
  const R = XH / 2 + OVERSHOOT
  return { R, r: R - s / 2, cx: R, cy: -XH / 2 }
}

/** An S of the given height and width: two stacked ellipse arcs meeting in the middle. */
function sGlyph(s: number, height: number, width: number): Glyph {
  const h = s / 2
  const top = -height - OVERSHOOT + h
  const bottom = OVERSHOOT - h
  // The top bowl is a little smaller than the bottom one, as in drawn type.
  const ry1 = (bottom - top) * 0.235
  const ry2 = (bottom - top) * 0.265
  const rx1 = width / 2 - h - width * 0.03
  const rx2 = width / 2 - h
  const cx = width / 2
  const cy1 = top + ry1
  const cy2 = bottom - ry2
  const start = onEllipse(cx, cy1, rx1, ry1, -36)
  const end = onEllipse(cx, cy2, rx2, ry2, 146)
  return { w: width, strokes: [M(start) + arc(rx1, ry1, 1, 0, [cx, cy1 + ry1]) + arc(rx2, ry2, 1, 1, end)], left: -1, right: -1 }
}

/** A V-shaped pair of strokes meeting at the baseline, cut flat at `height`. */
function vStrokes(x0: number, x1: number, height: number): string {
  const apex: Point = [(x0 + x1) / 2, 0]
  return line(beyond([x0, -height], apex, RUN), apex, beyond([x1, -height], apex, RUN))
}

type GlyphBuilder = (s: number) => Glyph

const GLYPHS: Record<string, GlyphBuilder> = {
  // Lower case (x-height 70).
  a: (s) => {
    const { R, r, cx, cy } = bowl(s)
    return { w: 2 * R, strokes: [circle(cx, cy, r), line([2 * R - s / 2, -XH - OVERSHOOT], [2 * R - s / 2, 0])], left: -2 }
  },
  c: (s) => {
    const { R, r, cx, cy } = bowl(s)
    return { w: R + r * Math.cos(Math.PI / 4) + s / 2, strokes: [M(onEllipse(cx, cy, r, r, -45)) + arc(r, r, 1, 0, onEllipse(cx, cy, r, r, 45))], left: -2 }
  },
  d: (s) => {
    const { R, r, cx, cy } = bowl(s)
    return { w: 2 * R, strokes: [circle(cx, cy, r), line([2 * R - s / 2, -CAP], [2 * R - s / 2, 0])], left: -2 }
  },
  e: (s) => {
    const { R, r, cx, cy } = bowl(s)
    return { w: 2 * R, strokes: [M([cx - r, cy]) + L([cx + r, cy]) + arc(r, r, 1, 0, onEllipse(cx, cy, r, r, 42))], left: -2, right: -2 }
  },
  g: (s) => {
    const { R, r, cx, cy } = bowl(s)
    const x = 2 * R - s / 2
    const hookRy = DESC - s / 2
    return {
      w: 2 * R,
      strokes: [circle(cx, cy, r), M([x, -XH - OVERSHOOT]) + L([x, 0]) + arc(x - cx, hookRy, 0, 1, onEllipse(cx, 0, x - cx, hookRy, 152))],
      left: -2,
    }
  },
  i: (s) => {
    const dot = s * 0.62
    return { w: s, strokes: [line([s / 2, -XH], [s / 2, 0])], dots: [[s / 2, -(CAP - 2 - dot), dot]] }
  },
  k: (s) => {
    const w = 54
    const h = s / 2
    const join: Point = [h, -XH * 0.36]
    const top: Point = [w - h, -XH]
    const t = 0.42
    const mid: Point = [join[0] + (top[0] - join[0]) * t, join[1] + (top[1] - join[1]) * t]
    const foot: Point = [w - h * 0.6, 0]
    return {
      w,
      strokes: [line([h, -CAP], [h, 0]), [line(join, beyond(top, join, RUN)), [-XH, 0]], [line(mid, beyond(foot, mid, RUN)), [-XH, 0]]],
    }
  },
  l: (s) => ({ w: s, strokes: [line([s / 2, -CAP], [s / 2, 0])] }),
  m: (s) => {
    const w = 98
    const h = s / 2
    const ra = (w / 2 - h) / 2
    const cy = -XH + h + ra
    const mid = w / 2
    return {
      w,
      strokes: [
        line([h, -XH], [h, 0]),
        M([h, cy]) + arc(ra, ra, 0, 1, [mid, cy]) + L([mid, 0]),
        M([mid, cy]) + arc(ra, ra, 0, 1, [w - h, cy]) + L([w - h, 0]),
      ],
    }
  },
  n: (s) => {
    const w = 60
    const h = s / 2
    const ra = w / 2 - h
    const cy = -XH + h + ra
    return { w, strokes: [line([h, -XH], [h, 0]), M([h, cy]) + arc(ra, ra, 0, 1, [w - h, cy]) + L([w - h, 0])] }
  },
  o: (s) => {
    const { R, r, cx, cy } = bowl(s)
    return { w: 2 * R, strokes: [circle(cx, cy, r)], left: -2, right: -2 }
  },
  r: (s) => {
    const h = s / 2
    const ra = XH * 0.32
    const cy = -XH + h + ra
    return { w: h + ra + XH * 0.12, strokes: [line([h, -XH], [h, 0]), M([h, cy]) + arc(ra, ra, 0, 1, [h + ra, -XH + h]) + L([h + ra + XH * 0.12, -XH + h])], right: -3 }
  },
  s: (s) => sGlyph(s, XH, 48),
  t: (s) => {
    const w = 36
    const stem = w * 0.42
    return { w, strokes: [line([stem, -CAP * 0.9], [stem, 0]), line([0, -XH + s / 2], [w, -XH + s / 2])], left: -2, right: -4 }
  },
  u: (s) => {
    const w = 60
    const h = s / 2
    const ra = w / 2 - h
    const cy = -h - ra
    return { w, strokes: [M([h, -XH]) + L([h, cy]) + arc(ra, ra, 0, 0, [w - h, cy]), line([w - h, -XH], [w - h, 0])] }
  },
  v: (s) => ({ w: 62, strokes: [vStrokes(s / 2, 62 - s / 2, XH)], clip: [-XH, 0] }),
  w: (s) => {
    const w = 94
    const h = s / 2
    const q = (w - s) / 4
    const a: Point = [h + q, 0]
    const b: Point = [h + 3 * q, 0]
    const top: Point = [w / 2, -XH]
    return { w, strokes: [line(beyond([h, -XH], a, RUN), a, top, b, beyond([w - h, -XH], b, RUN))], clip: [-XH, 0] }
  },
  y: (s) => {
    const w = 64
    const h = s / 2
    const apex: Point = [w / 2, 0]
    const right: Point = [w - h, -XH]
    return {
      w,
      strokes: [line(beyond([h, -XH], apex, RUN), apex), line(beyond(right, apex, RUN), beyond(apex, right, (DESC / XH) * Math.hypot(right[0] - apex[0], XH) + RUN))],
      clip: [-XH, DESC],
    }
  },
  z: (s) => {
    const w = 54
    const h = s / 2
    return { w, strokes: [line([0, -XH + h], [w - h * 1.2, -XH + h], [h * 1.2, -h], [w, -h])] }
  },
  '-': (s) => ({ w: 30, strokes: [line([0, -XH * 0.46 - s * 0.1], [30, -XH * 0.46 - s * 0.1])] }),

  // Capitals (cap height 100).
  A: (s) => {
    const w = 84
    const h = s / 2
    const apex: Point = [w / 2, -CAP]
    const footL: Point = [h, 0]
    const footR: Point = [w - h, 0]
    const barY = -CAP * 0.3
    const at = (foot: Point) => foot[0] + ((apex[0] - foot[0]) * barY) / apex[1]
    return { w, strokes: [line(beyond(footL, apex, RUN), apex, beyond(footR, apex, RUN)), line([at(footL), barY], [at(footR), barY])], clip: [-CAP, 0] }
  },
  B: (s) => {
    const h = s / 2
    const mid = -CAP * 0.54
    const lobe = (yTop: number, yBottom: number, right: number) => {
      const r = (yBottom - yTop) / 2
      const x = right - h - r
      return M([0, yTop]) + L([x, yTop]) + arc(r, r, 0, 1, [x, yBottom]) + L([0, yBottom])
    }
    return { w: 64, strokes: [line([h, -CAP], [h, 0]), lobe(-CAP + h, mid, 58), lobe(mid, -h, 64)] }
  },
  F: (s) => {
    const h = s / 2
    return { w: 56, strokes: [line([h, -CAP], [h, 0]), line([0, -CAP + h], [56, -CAP + h]), line([0, -CAP * 0.5], [48, -CAP * 0.5])], right: -4 }
  },
  H: (s) => {
    const w = 74
    const h = s / 2
    return { w, strokes: [line([h, -CAP], [h, 0]), line([w - h, -CAP], [w - h, 0]), line([h, -CAP * 0.5], [w - h, -CAP * 0.5])] }
  },
  I: (s) => ({ w: s, strokes: [line([s / 2, -CAP], [s / 2, 0])] }),
  K: (s) => {
    const w = 70
    const h = s / 2
    const join: Point = [h, -CAP * 0.34]
    const top: Point = [w - h, -CAP]
    const t = 0.4
    const mid: Point = [join[0] + (top[0] - join[0]) * t, join[1] + (top[1] - join[1]) * t]
    const foot: Point = [w - h * 0.6, 0]
    return {
      w,
      strokes: [line([h, -CAP - RUN], [h, RUN]), line(join, beyond(top, join, RUN)), line(mid, beyond(foot, mid, RUN))],
      clip: [-CAP, 0],
    }
  },
  M: (s) => {
    const w = 96
    const h = s / 2
    return { w, strokes: [line([h, RUN], [h, -CAP], [w / 2, 0], [w - h, -CAP], [w - h, RUN])], clip: [-CAP, 0] }
  },
  N: (s) => {
    const w = 76
    const h = s / 2
    return { w, strokes: [line([h, RUN], [h, -CAP], [w - h, 0], [w - h, -CAP - RUN])], clip: [-CAP, 0] }
  },
  P: (s) => {
    const h = s / 2
    const yBottom = -CAP * 0.42
    const r = (yBottom - (-CAP + h)) / 2
    const x = 60 - h - r
    return {
      w: 60,
      strokes: [line([h, -CAP], [h, 0]), M([0, -CAP + h]) + L([x, -CAP + h]) + arc(r, r, 0, 1, [x, yBottom]) + L([0, yBottom])],
      right: -2,
    }
  },
  R: (s) => {
    const h = s / 2
    const w = 64
    const yBottom = -CAP * 0.44
    const r = (yBottom - (-CAP + h)) / 2
    const x = 62 - h - r
    const legStart: Point = [x - 4, yBottom]
    const foot: Point = [w - h, 0]
    return {
      w,
      strokes: [
        line([h, -CAP - RUN], [h, RUN]),
        M([0, -CAP + h]) + L([x, -CAP + h]) + arc(r, r, 0, 1, [x, yBottom]) + L([0, yBottom]),
        line(legStart, beyond(foot, legStart, RUN)),
      ],
      clip: [-CAP, 0],
    }
  },
  S: (s) => sGlyph(s, CAP, 60),
  T: (s) => {
    const w = 66
    return { w, strokes: [line([0, -CAP + s / 2], [w, -CAP + s / 2]), line([w / 2, -CAP], [w / 2, 0])], left: -3, right: -3 }
  },
  V: (s) => ({ w: 80, strokes: [vStrokes(s / 2, 80 - s / 2, CAP)], clip: [-CAP, 0], left: -2, right: -2 }),
  W: (s) => {
    const w = 122
    const h = s / 2
    const q = (w - s) / 4
    const a: Point = [h + q, 0]
    const b: Point = [h + 3 * q, 0]
    const top: Point = [w / 2, -CAP]
    return { w, strokes: [line(beyond([h, -CAP], a, RUN), a, top, b, beyond([w - h, -CAP], b, RUN))], clip: [-CAP, 0], left: -2, right: -2 }
  },
}

/** Base space between two letters' ink, before a make's tracking. */
const LETTER_SPACE = 12

/** The wordmark as SVG elements in font units, and the horizontal extent of its letters. */
function wordmarkMarkup(name: string, style: BrandStyle, ink: string): { markup: string; width: number } {
  const s = style.weight
  const parts: string[] = []
  const defs: string[] = []
  let x = 0
  const chars = [...name]
  chars.forEach((char, index) => {
    const build = GLYPHS[char]
    if (!build) throw new Error(`The brand-logo alphabet has no glyph for "${char}" (in "${name}")`)
    const glyph = build(s)
    if (index > 0) x += glyph.left ?? 0
    const stroke = `fill="none" stroke="${ink}" stroke-width="${n(s)}" stroke-linecap="butt" stroke-linejoin="miter" stroke-miterlimit="10"`
    const clipped = (markup: string, band: [number, number] | undefined) => {
      if (!band) return markup
      const id = `c${defs.length}`
      defs.push(`<clipPath id="${id}" clipPathUnits="userSpaceOnUse"><rect x="${n(-RUN)}" y="${n(band[0])}" width="${n(glyph.w + 2 * RUN)}" height="${n(band[1] - band[0])}"/></clipPath>`)
      return `<g clip-path="url(#${id})">${markup}</g>`
    }
    const own = glyph.strokes.filter((entry): entry is string => typeof entry === 'string')
    const banded = glyph.strokes.filter((entry): entry is [string, [number, number]] => typeof entry !== 'string')
    const body =
      `<g ${stroke}>` +
      clipped(own.map((d) => `<path d="${d}"/>`).join(''), glyph.clip) +
      banded.map(([d, band]) => clipped(`<path d="${d}"/>`, band)).join('') +
      `</g>`
    const dots = (glyph.dots ?? []).map(([cx, cy, r]) => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${ink}"/>`).join('')
    parts.push(`<g transform="translate(${n(x)} 0)">${body}${dots}</g>`)
    x += glyph.w
    if (index < chars.length - 1) x += LETTER_SPACE + style.tracking + (glyph.right ?? 0)
  })
  return { markup: `<defs>${defs.join('')}</defs>${parts.join('')}`, width: x }
}

// ── Rendering ────────────────────────────────────────────────────────────────────────────────────────

/** The widest a wordmark's ink may be inside the output. */
const MAX_INK_WIDTH = BRAND_LOGO_WIDTH - 24
/**
 * The height every wordmark's ink is drawn at, so the makes in a row read at one size, as type set in one size
 * does: only a name too long for the width ("Mercedes-Benz") is drawn smaller.
 */
const INK_HEIGHT = 44

/** Where the ink of a wordmark lies, in font units, measured on a first, unscaled rendering. */
async function inkBox(markup: string, width: number) {
  const pad = RUN
  const scale = 2
  const box = { x: -pad, y: -CAP - pad, w: width + 2 * pad, h: CAP + DESC + 2 * pad }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(box.w * scale)}" height="${Math.ceil(box.h * scale)}" viewBox="${n(box.x)} ${n(box.y)} ${n(box.w)} ${n(box.h)}">${markup}</svg>`
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  let minX = info.width
  let minY = info.height
  let maxX = -1
  let maxY = -1
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * info.channels + info.channels - 1]! > 8) {
        if (x < minX) minX = x
        if (x > maxX) maxX = x
        if (y < minY) minY = y
        if (y > maxY) maxY = y
      }
    }
  }
  if (maxX < 0) throw new Error('Brand logo rendered empty')
  return { x: box.x + minX / scale, y: box.y + minY / scale, w: (maxX - minX + 1) / scale, h: (maxY - minY + 1) / scale }
}

function isBrandLogoName(name: string): name is BrandLogoName {
  return (BRAND_LOGOS as readonly string[]).includes(name)
}

/**
 * The make's wordmark as a transparent PNG of 320×120, centred, its ink as tall as every other make's.
 * 'colour' uses a brand-like colour per make, 'mono' the same grey for all. Deterministic.
 */
export async function renderBrandLogo(name: string, style: 'colour' | 'mono'): Promise<Buffer> {
  if (!isBrandLogoName(name)) throw new Error(`Unknown brand "${name}": brand logos exist for ${BRAND_LOGOS.join(', ')}`)
  if (style !== 'colour' && style !== 'mono') throw new Error(`Unknown brand-logo style "${String(style)}" (use 'colour' or 'mono')`)
  const brand = BRAND_STYLES[name]
  const ink = normalizeColor(style === 'colour' ? brand.color : BRAND_LOGO_MONO_COLOR)
  const { markup, width } = wordmarkMarkup(name, brand, ink)
  const box = await inkBox(markup, width)
  const scale = Math.min(INK_HEIGHT / box.h, MAX_INK_WIDTH / box.w)
  const viewW = BRAND_LOGO_WIDTH / scale
  const viewH = BRAND_LOGO_HEIGHT / scale
  const viewX = box.x + box.w / 2 - viewW / 2
  const viewY = box.y + box.h / 2 - viewH / 2
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BRAND_LOGO_WIDTH}" height="${BRAND_LOGO_HEIGHT}" ` +
    `viewBox="${viewX.toFixed(3)} ${viewY.toFixed(3)} ${viewW.toFixed(3)} ${viewH.toFixed(3)}">${markup}</svg>`
  return sharp(Buffer.from(svg)).ensureAlpha().png({ compressionLevel: 9 }).toBuffer()
}
