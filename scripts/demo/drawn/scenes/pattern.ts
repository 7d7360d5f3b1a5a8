/** Abstract brand background for finance, legal and other text-heavy pages. */

import { luminance } from '../color'
import { n, path } from '../svg'
import { darken, finish, grain, lighten, mix, type SceneContext } from './common'

const TONES = { dawn: '#3a2c3f', day: '#1d3552', dusk: '#2a1f3d', night: '#080b12' } as const

export function pattern(ctx: SceneContext): void {
  const { c, W, H, u, rng, variant, carColor } = ctx
  // Very light brand colours would fight white headlines, so they only tint a dark base.
  const brand = luminance(carColor) > 0.55 ? mix(carColor, '#1d3552', 0.6) : carColor
  const base = mix(brand, TONES[variant], 0.55)
  c.rect(
    0,
    0,
    W,
    H,
    c.linear(
      [
        [0, darken(base, 0.35)],
        [0.55, base],
        [1, lighten(base, 0.08)],
      ],
      { x1: 0, y1: 0.2, x2: 1, y2: 0.8 },
    ),
  )

  // Concentric rings around a point off the right edge.
  const cx = W * rng.range(0.95, 1.1)
  const cy = H * rng.range(0.35, 0.65)
  const rings: string[] = []
  for (let i = 1; i < 22; i++) {
    const r = i * rng.range(52, 60) * u
    rings.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="#ffffff" stroke-opacity="${(0.1 - i * 0.003).toFixed(3)}" stroke-width="${n((i % 4 === 0 ? 2.4 : 1.2) * u)}"/>`,
    )
  }
  c.add(rings.join(''))

  // Broad diagonal bands with a soft brand glow behind them.
  c.glow(W * 0.78, H * 0.3, W * 0.4, H * 0.55, lighten(brand, 0.25), 0.35)
  const bands = path()
  for (let i = 0; i < 4; i++) {
    const x = W * (0.45 + i * 0.14) + rng.range(-30, 30) * u
    const w = rng.range(40, 140) * u
    bands
      .M(x, H)
      .L(x + w, H)
      .L(x + w + H * 0.6, 0)
      .L(x + H * 0.6, 0)
      .Z()
  }
  c.path(
    bands.toString(),
    c.linear(
      [
        [0, '#ffffff', 0],
        [0.5, '#ffffff', 0.06],
        [1, '#ffffff', 0.02],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  )

  // Dot grid fading in from the middle.
  const dots = path()
  const step = 26 * u
  for (let x = W * 0.5; x < W; x += step)
    for (let y = step; y < H; y += step) if (rng.chance(0.55 + ((x - W * 0.5) / W) * 0.8)) dots.rect(x, y, 2.2 * u, 2.2 * u)
  c.path(
    dots.toString(),
    c.linear(
      [
        [0, '#ffffff', 0],
        [1, '#ffffff', 0.16],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  )

  // A single accent line.
  c.rect(W * 0.5, H * 0.72, W * 0.5, 3 * u, lighten(brand, 0.4), { 'fill-opacity': 0.45 })
  grain(ctx, 0.8)
  finish(ctx, 0.35, 0.12)
}
