/** Minimal colour maths on #rrggbb strings; enough for tinting and shading flat SVG fills. */

type Rgb = [number, number, number]

export function parseColor(input: string): Rgb {
  let hex = input.trim().replace(/^#/, '')
  if (hex.length === 3 || hex.length === 4) hex = [...hex.slice(0, 3)].map((c) => c + c).join('')
  if (!/^[0-9a-fA-F]{6}/.test(hex)) throw new Error(`Unsupported colour "${input}" (use #rgb or #rrggbb)`)
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0')
  return `#${c(r)}${c(g)}${c(b)}`
}

/** Linear blend from a (t=0) to b (t=1). */
export function mix(a: string, b: string, t: number): string {
  const x = parseColor(a)
  const y = parseColor(b)
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t)
export const darken = (c: string, t: number): string => mix(c, '#000000', t)

/** Multiply blend: how a surface of colour `c` looks under light of colour `light`. */
export function multiply(c: string, light: string): string {
  const x = parseColor(c)
  const y = parseColor(light)
  return toHex([(x[0] * y[0]) / 255, (x[1] * y[1]) / 255, (x[2] * y[2]) / 255])
}

/** Relative luminance 0..1 (sRGB approximation), used to adapt highlights to dark or light paint. */
export function luminance(c: string): number {
  const [r, g, b] = parseColor(c)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

export function normalizeColor(c: string): string {
  return toHex(parseColor(c))
}
