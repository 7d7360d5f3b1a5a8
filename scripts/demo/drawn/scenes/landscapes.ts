/** Open-air hero scenes: coast, forest, fjord and winter. */

import { n, path } from '../svg'
import {
  carEnv,
  carSlot,
  clouds,
  darken,
  facing,
  finish,
  forestBand,
  grain,
  hazed,
  heroCar,
  lighten,
  lit,
  mist,
  mix,
  type Pt,
  ridge,
  type SceneContext,
  silhouette,
  sky,
  stars,
  sun,
} from './common'

/** Sun position: horizontally fixed per scene, height from the lighting. */
function sunAt(ctx: SceneContext, x: number, horizon: number): Pt {
  return [x, horizon - Math.max(0.02, ctx.light.sunHeight) * horizon * 0.95]
}

/** Road seen from the side: asphalt band with edge lines, dashed centre line and marker posts. */
export function road(
  ctx: SceneContext,
  top: number,
  bottom: number,
  asphalt: string,
  opts: { wet?: number; snow?: boolean; posts?: boolean } = {},
): void {
  const { c, W, u, light, rng } = ctx
  const base = lit(ctx, asphalt)
  const h = bottom - top
  c.rect(
    0,
    top,
    W,
    h,
    c.linear([
      [0, mix(base, light.sky[2], 0.22 + (opts.wet ?? 0) * 0.3)],
      [0.3, base],
      [1, darken(base, 0.3)],
    ]),
  )
  // Worn tracks where tyres run give the asphalt some texture.
  const tracks = path()
  for (const f of [0.5, 0.72])
    for (let x = -50; x < W; x += rng.range(200, 600) * u) tracks.rect(x, top + h * f, rng.range(150, 500) * u, h * 0.06)
  c.path(tracks.toString(), '#000000', { 'fill-opacity': opts.snow ? 0.14 : 0.08 })
  const line = opts.snow ? '#e6ebf2' : mix('#f2f2ee', light.ambient, 0.3)
  const alpha = light.variant === 'night' ? 0.4 : 0.8
  c.rect(0, top + h * 0.08, W, 3 * u, line, { 'fill-opacity': alpha * 0.75 })
  const dashes = path()
  const dy = top + h * 0.36
  for (let x = -40 * u; x < W; x += 150 * u) dashes.rect(x, dy, 80 * u, 3.5 * u)
  if (!opts.snow) c.path(dashes.toString(), line, { 'fill-opacity': alpha * 0.9 })
  c.rect(0, bottom - h * 0.1, W, 4 * u, line, { 'fill-opacity': alpha })
  if (opts.posts) {
    // Nordic roadside marker posts on the far verge.
    const posts = path()
    const bands = path()
    const ph = 34 * u
    for (let x = rng.range(0, 200) * u; x < W; x += 230 * u) {
      posts.rect(x, top - ph, 5 * u, ph)
      bands.rect(x, top - ph + 5 * u, 5 * u, 7 * u)
    }
    c.path(posts.toString(), lit(ctx, '#e9e9e4'))
    c.path(bands.toString(), '#15171a')
  }
}

/** Smooth glacial granite: rounded slabs lit from above. */
function granite(
  ctx: SceneContext,
  count: number,
  area: { x0: number; x1: number; y0: number; y1: number },
  size: number,
  tone: string,
): void {
  const { c, rng, light } = ctx
  const fill = c.linear([
    [0, mix(lighten(tone, 0.15), light.glow, light.variant === 'day' ? 0.05 : 0.3)],
    [0.3, tone],
    [1, darken(tone, 0.55)],
  ])
  const p = path()
  for (let i = 0; i < count; i++) {
    const x = rng.range(area.x0, area.x1)
    const y = rng.range(area.y0, area.y1)
    const w = size * rng.range(0.5, 1.4)
    const h = w * rng.range(0.22, 0.4)
    const tilt = rng.range(-0.2, 0.2) * h
    p.M(x - w / 2, y)
      .C(x - w * 0.45, y - h * 0.8 + tilt, x - w * 0.15, y - h - tilt, x + w * 0.1, y - h)
      .C(x + w * 0.35, y - h, x + w * 0.5, y - h * 0.4, x + w / 2, y)
      .Z()
  }
  c.path(p.toString(), fill)
}

export function heroCoast(ctx: SceneContext): void {
  const { c, W, H, u, light } = ctx
  const horizon = H * 0.56
  sky(ctx, horizon)
  if (light.stars) stars(ctx, horizon * 0.8, 260)
  const [sx, sy] = sunAt(ctx, W * 0.8, horizon)
  sun(ctx, sx, sy, 24 * u)
  clouds(ctx, { x0: W * 0.05, x1: W * 1.05, y0: H * 0.08, y1: horizon * 0.7 }, 6, light.variant === 'day')

  const shore = H * 0.745
  coastSea(ctx, horizon, shore, sx)
  const grass = lit(ctx, '#5d6a3b')
  coastShore(ctx, shore, grass)

  const roadTop = H * 0.805
  const roadBottom = H * 0.935
  road(ctx, roadTop, roadBottom, '#3b3f45', { posts: true })
  c.rect(
    0,
    roadBottom,
    W,
    H - roadBottom,
    c.linear([
      [0, darken(grass, 0.55)],
      [1, darken(grass, 0.8)],
    ]),
  )

  const slot = carSlot(ctx)
  heroCar(ctx, { x: slot.x, groundY: H * 0.895, length: slot.length, facing: facing(ctx), env: carEnv(ctx, '#3b3f45') })
  grain(ctx)
  finish(ctx)
}

/** The sea from the horizon to the shore: islands, the sun's glitter path at sx and swell lines. */
function coastSea(ctx: SceneContext, horizon: number, shore: number, sx: number): void {
  const { c, W, H, u, rng, light } = ctx
  // Sea: lighter at the horizon, deep towards the shore.
  const deep = mix('#0c2235', light.sky[0], 0.35)
  const far = mix(light.sky[2], deep, 0.3)
  c.rect(
    0,
    horizon,
    W,
    H - horizon,
    c.linear([
      [0, far],
      [0.3, mix(far, deep, 0.6)],
      [1, deep],
    ]),
  )
  const island = hazed(ctx, '#2f3a3a', 0.55)
  c.path(
    silhouette(
      ridge(rng, -20, W * 0.34, (x) => horizon - 26 * u + Math.pow(x / (W * 0.34), 2) * 30 * u, 10 * u, 6),
      horizon + 1,
    ),
    island,
  )
  c.path(
    silhouette(
      ridge(rng, W * 0.88, W + 20, (x) => horizon - 12 * u - ((x - W * 0.88) / (W * 0.12)) * 16 * u, 5 * u, 5),
      horizon + 1,
    ),
    island,
  )

  // Glitter path of the sun on the water, and faint swell lines everywhere else.
  const glitter = path()
  const waves = path()
  for (let i = 0; i < 420; i++) {
    const t = Math.pow(rng.next(), 1.4)
    const y = horizon + 2 + t * (shore - horizon)
    const spread = (30 + t * 260) * u
    const x = sx + rng.range(-1, 1) * spread * rng.range(0.2, 1)
    glitter.rect(x, y, rng.range(8, 46) * u * (0.4 + t), rng.range(1, 2.6) * u)
  }
  for (let i = 0; i < 260; i++) {
    const t = rng.next()
    waves.rect(rng.range(0, W), horizon + 4 + t * t * (shore - horizon), rng.range(20, 90) * u, 1.4 * u)
  }
  c.path(waves.toString(), lighten(far, 0.3), { 'fill-opacity': 0.12 })
  c.path(glitter.toString(), light.variant === 'night' ? '#dfe7ff' : light.glow, { 'fill-opacity': light.variant === 'day' ? 0.55 : 0.75 })
}

/** Granite shore, rising into a dark outcrop on the left that keeps the headline side calm, and a grass verge. */
function coastShore(ctx: SceneContext, shore: number, grass: string): void {
  const { c, W, H, u, rng, light } = ctx
  const rock = lit(ctx, '#7d6f69')
  const shoreLine = ridge(rng, -20, W + 20, (x) => shore - Math.pow(Math.max(0, 1 - x / (W * 0.42)), 2) * 150 * u, 12 * u, 6, 0.45)
  c.path(
    silhouette(shoreLine, H),
    c.linear([
      [0, mix(darken(rock, 0.2), light.glow, 0.15)],
      [0.3, darken(rock, 0.5)],
      [1, darken(rock, 0.75)],
    ]),
  )
  granite(ctx, 10, { x0: W * 0.3, x1: W * 1.05, y0: shore + 6 * u, y1: shore + 34 * u }, 190 * u, rock)
  granite(ctx, 6, { x0: -W * 0.05, x1: W * 0.35, y0: shore - 40 * u, y1: shore + 20 * u }, 280 * u, darken(rock, 0.35))
  c.rect(
    0,
    H * 0.785,
    W,
    H * 0.025,
    c.linear([
      [0, darken(grass, 0.25)],
      [1, darken(grass, 0.55)],
    ]),
  )
}

export function heroForest(ctx: SceneContext): void {
  const { c, W, H, u, rng, light } = ctx
  const horizon = H * 0.62
  sky(ctx, horizon)
  if (light.stars) stars(ctx, horizon * 0.6, 200)
  const [sx, sy] = [W * 0.74, light.variant === 'day' ? H * 0.14 : light.variant === 'night' ? H * 0.2 : H * 0.46]
  sun(ctx, sx, sy, 22 * u, 1.3)

  const spruceGreen = '#22382c'
  forestBand(ctx, {
    baseline: (x) => horizon - 10 * u + Math.sin(x / (W * 0.2)) * 12 * u,
    size: 110 * u,
    density: 2.4,
    fill: hazed(ctx, spruceGreen, 0.72),
    fillBelow: H,
  })
  mist(ctx, horizon + 4 * u, 90 * u, light.haze, 0.7)
  forestBand(ctx, {
    baseline: (x) => horizon + 40 * u + Math.sin(x / (W * 0.13) + 1) * 10 * u,
    size: 230 * u,
    density: 2,
    fill: hazed(ctx, spruceGreen, 0.5),
    fillBelow: H,
  })
  mist(ctx, horizon + 60 * u, 110 * u, light.haze, 0.55)

  // Light shafts through the trees, fanning away from the sun.
  const rays = path()
  for (let i = 0; i < 7; i++) {
    const a = rng.range(1.9, 2.75)
    const spread = rng.range(0.015, 0.04)
    const len = H * 1.3
    rays
      .M(sx, sy)
      .L(sx + Math.cos(a - spread) * len, sy + Math.sin(a - spread) * len)
      .L(sx + Math.cos(a + spread) * len, sy + Math.sin(a + spread) * len)
      .Z()
  }
  if (light.variant === 'dawn' || light.variant === 'dusk')
    c.path(
      rays.toString(),
      c.linear(
        [
          [0, light.glow, 0],
          [0.12, light.glow, 0.2],
          [0.6, light.glow, 0.06],
          [1, light.glow, 0],
        ],
        { x1: sx, y1: sy, x2: sx - H * 0.7, y2: sy + H * 0.9, user: true },
      ),
    )

  // Near forest edge behind the road; the tallest trees stand on the left, framing the headline.
  const nearBase = H * 0.79
  forestBand(ctx, { baseline: () => nearBase, size: 440 * u, density: 1.7, fill: hazed(ctx, spruceGreen, 0.22), fillBelow: H })
  forestBand(ctx, {
    baseline: () => H * 0.84,
    size: 980 * u,
    density: 0.9,
    fill: darken(lit(ctx, spruceGreen), 0.45),
    x0: -60 * u,
    x1: W * 0.16,
  })
  const moss = lit(ctx, '#4f5f35')
  c.rect(
    0,
    H * 0.785,
    W,
    H * 0.03,
    c.linear([
      [0, mix(moss, light.glow, 0.2)],
      [1, darken(moss, 0.5)],
    ]),
  )

  const roadTop = H * 0.81
  const roadBottom = H * 0.94
  road(ctx, roadTop, roadBottom, '#3f4247', { posts: true })
  c.rect(
    0,
    roadBottom,
    W,
    H - roadBottom,
    c.linear([
      [0, darken(moss, 0.5)],
      [1, darken(moss, 0.8)],
    ]),
  )

  const slot = carSlot(ctx)
  heroCar(ctx, { x: slot.x, groundY: H * 0.9, length: slot.length, facing: facing(ctx), env: carEnv(ctx, '#3f4247') })
  mist(ctx, H * 0.86, 120 * u, light.haze, 0.12)
  grain(ctx)
  finish(ctx, 0.35)
}

/**
 * A mountain from a ridge line: rock gradient, shaded faces on the slopes turned away from the
 * light, a ragged forest on the lower flanks and snow above the snowline.
 */
function mountain(
  ctx: SceneContext,
  line: Pt[],
  bottom: number,
  o: { rock: string; forest?: string; treeline?: number; snowline?: number; snow?: string; shade?: number; light?: 'left' | 'right' },
): void {
  const { c, u, rng } = ctx
  const minY = Math.min(...line.map((p) => p[1]))
  c.path(
    silhouette(line, bottom),
    c.linear([
      [0, lighten(o.rock, 0.08)],
      [1, darken(o.rock, 0.3)],
    ]),
  )

  // Faces: from each peak, the slope down to the next valley on the shaded side.
  const k = 3
  const peaks: number[] = []
  for (let i = k; i < line.length - k; i++) {
    const y = line[i]![1]
    let top = true
    for (let j = i - k; j <= i + k && top; j++) if (line[j]![1] < y) top = false
    if (top && (peaks.length === 0 || i - peaks[peaks.length - 1]! > k)) peaks.push(i)
  }
  const faces = path()
  const dir = o.light === 'right' ? -1 : 1
  for (const pi of peaks) {
    let vi = pi
    for (let j = pi; j >= 0 && j < line.length && Math.abs(j - pi) < 40; j += dir) {
      if (line[j]![1] >= line[vi]![1]) vi = j
      else if (line[j]![1] < line[vi]![1] - 20 * u) break
    }
    if (vi === pi) continue
    const [px, py] = line[pi]!
    const [vx, vy] = line[vi]!
    const spur = (bottom - py) * rng.range(0.15, 0.35) * dir
    const seg = dir > 0 ? line.slice(pi, vi + 1) : line.slice(vi, pi + 1).reverse()
    faces.polyline(seg)
    faces.L(vx + (bottom - vy) * 0.1 * dir, bottom).L(px + spur, bottom)
    // Ragged spur line back up to the peak.
    for (let t = 0.8; t > 0; t -= 0.2) faces.L(px + spur * t + rng.range(-6, 6) * u, py + (bottom - py) * t)
    faces.Z()
  }
  c.path(faces.toString(), '#000', { 'fill-opacity': o.shade ?? 0.16 })

  if (o.snowline !== undefined && o.snow) {
    // Snow in patches that follow the ridge, deeper where the ridge is highest.
    const snowline = o.snowline
    const patches = path()
    let on = false
    let depthPhase = rng.range(0, 6)
    for (let i = 0; i < line.length - 1; i++) {
      const [x, y] = line[i]!
      const [x2, y2] = line[i + 1]!
      if (i % 6 === 0) on = rng.chance(0.75)
      if (!on || y >= snowline || y2 >= snowline) continue
      depthPhase += 0.4
      const d1 = (snowline - y) * (0.25 + 0.2 * Math.sin(depthPhase))
      const d2 = (snowline - y2) * (0.25 + 0.2 * Math.sin(depthPhase + 0.4))
      patches
        .M(x, y - 1)
        .L(x2, y2 - 1)
        .L(x2, y2 + d2)
        .L(x, y + d1)
        .Z()
    }
    c.path(patches.toString(), o.snow, { 'fill-opacity': 0.85 })
  }

  if (o.forest && o.treeline) {
    // Forest edge: a slowly wandering line made of small spruce tips.
    const span = bottom - minY
    const [p1, p2] = [rng.range(0, 6), rng.range(0, 6)]
    const edge = path()
    line.forEach(([x, y], i) => {
      const wander = 0.8 + 0.25 * Math.sin(x * 0.004 + p1) + 0.15 * Math.sin(x * 0.013 + p2)
      const ty = Math.max(y + 10 * u, bottom - span * o.treeline! * wander)
      const next = line[i + 1]
      if (i === 0) edge.M(x, ty)
      else edge.L(x, ty)
      if (next) edge.L((x + next[0]) / 2, ty - rng.range(4, 12) * u)
    })
    const last = line[line.length - 1]!
    edge.L(last[0], bottom).L(line[0]![0], bottom).Z()
    c.path(
      edge.toString(),
      c.linear([
        [0, o.forest, 0.92],
        [1, darken(o.forest, 0.25)],
      ]),
    )
  }
}

export function heroFjord(ctx: SceneContext): void {
  const { c, W, H, u, light } = ctx
  const water = H * 0.6
  sky(ctx, water)
  if (light.stars) stars(ctx, water * 0.7, 240)
  const [sx, sy] = sunAt(ctx, W * 0.58, water * 0.8)
  if (light.variant !== 'day') sun(ctx, sx, sy, 20 * u, 0.9)
  clouds(ctx, { x0: W * 0.2, x1: W * 1.05, y0: H * 0.06, y1: H * 0.3 }, 6, light.variant === 'day')

  // Mountains are captured once and reused mirrored for the reflection in the fjord.
  const mountains = c.capture(() => {
    fjordMountains(ctx, water)
    boathouses(ctx, water)
  })
  c.add(mountains)
  c.add(`<g transform="translate(0 ${n(2 * water)}) scale(1 -1)">${mountains}</g>`)
  fjordWater(ctx, water)
  fjordShore(ctx)

  const slot = carSlot(ctx)
  heroCar(ctx, { x: slot.x, groundY: H * 0.905, length: slot.length, facing: facing(ctx), env: carEnv(ctx, '#3c4046') })
  grain(ctx)
  finish(ctx, 0.3)
}

/** Far snowy peaks up the fjord and the steep forested sides left and right, standing on the water line. */
function fjordMountains(ctx: SceneContext, water: number): void {
  const { W, H, u, rng, light } = ctx
  const snow = lit(ctx, '#f3f6fa')
  const peaks = [
    [0.5, 150, 0.05],
    [0.58, 185, 0.04],
    [0.66, 120, 0.05],
    [0.43, 90, 0.04],
  ].map(([x, h, w]) => [x! * W, h! * u, w! * W] as const)
  const far = ridge(
    rng,
    W * 0.3,
    W * 0.85,
    (x) => water - 70 * u - peaks.reduce((a, [px, ph, pw]) => a + ph * Math.exp(-Math.pow((x - px) / pw, 2)), 0),
    22 * u,
    7,
    0.55,
  )
  mountain(ctx, far, water + 2, {
    rock: hazed(ctx, '#6e7b8a', 0.5),
    snowline: water - 150 * u,
    snow: mix(snow, light.haze, 0.3),
    shade: 0.12,
  })

  const left = ridge(
    rng,
    -20,
    W * 0.5,
    (x) => {
      const t = Math.min(1, Math.max(0, x / (W * 0.5)))
      return water - (1 - Math.pow(t, 1.5)) * H * 0.5 - Math.sin(t * 9) * 12 * u
    },
    40 * u,
    7,
    0.55,
  )
  mountain(ctx, left, water + 2, {
    rock: hazed(ctx, '#4b5560', 0.2),
    forest: hazed(ctx, '#1f2d23', 0.2),
    treeline: 0.55,
    shade: 0.22,
    snowline: water - H * 0.42,
    snow: mix(snow, light.haze, 0.2),
  })
  const right = ridge(
    rng,
    W * 0.62,
    W + 20,
    (x) => {
      const t = Math.max(0, (x - W * 0.62) / (W * 0.38))
      return water - Math.pow(Math.min(1, t * 1.3), 0.75) * H * 0.38 - Math.sin(t * 7) * 10 * u
    },
    32 * u,
    7,
    0.55,
  )
  mountain(ctx, right, water + 2, {
    rock: hazed(ctx, '#5a6470', 0.25),
    forest: hazed(ctx, '#26352a', 0.25),
    treeline: 0.5,
    shade: 0.2,
    snowline: water - H * 0.32,
    snow: mix(snow, light.haze, 0.25),
  })
}

/** Tiny red boathouses at the water's edge on the far shore. */
function boathouses(ctx: SceneContext, water: number): void {
  const { c, W, u, rng } = ctx
  const houses = path()
  const roofs = path()
  for (let i = 0; i < 4; i++) {
    const hx = W * rng.range(0.5, 0.6)
    const hw = rng.range(10, 18) * u
    const hh = hw * 0.6
    houses.rect(hx, water - hh, hw, hh)
    roofs
      .M(hx - 2 * u, water - hh)
      .L(hx + hw / 2, water - hh - hw * 0.35)
      .L(hx + hw + 2 * u, water - hh)
      .Z()
  }
  c.path(houses.toString(), hazed(ctx, '#8c2a22', 0.3))
  c.path(roofs.toString(), hazed(ctx, '#2a2a2a', 0.3))
}

/** Water surface over the reflection: stronger towards the viewer, with ripple lines. */
function fjordWater(ctx: SceneContext, water: number): void {
  const { c, W, H, u, rng, light } = ctx
  const waterTone = mix(light.sky[1], '#0d2230', 0.55)
  c.rect(
    0,
    water,
    W,
    H - water,
    c.linear([
      [0, mix(light.sky[2], waterTone, 0.4), 0.25],
      [0.5, waterTone, 0.45],
      [1, darken(waterTone, 0.4), 0.85],
    ]),
  )
  const ripples = path()
  for (let i = 0; i < 220; i++) {
    const t = rng.next()
    ripples.rect(rng.range(-50, W), water + 3 + t * t * H * 0.2, rng.range(30, 160) * u, rng.range(1, 2) * u)
  }
  c.path(ripples.toString(), lighten(light.sky[2], 0.2), { 'fill-opacity': 0.22 })
  c.rect(0, water, W, 2 * u, lighten(light.sky[2], 0.3), { 'fill-opacity': 0.4 })
}

/** Shore road in the foreground with rocks along the water. */
function fjordShore(ctx: SceneContext): void {
  const { c, W, H, u, rng, light } = ctx
  const grass = lit(ctx, '#4d6133')
  const bank = H * 0.8
  c.path(
    silhouette(
      ridge(rng, -20, W + 20, () => bank - 8 * u, 6 * u, 6),
      H,
    ),
    c.linear([
      [0, mix(grass, light.glow, 0.15)],
      [1, darken(grass, 0.5)],
    ]),
  )
  granite(ctx, 22, { x0: -W * 0.05, x1: W * 1.05, y0: bank - 2 * u, y1: bank + 6 * u }, 60 * u, lit(ctx, '#6b6a66'))
  road(ctx, H * 0.82, H * 0.945, '#3c4046', { posts: false })
  c.rect(
    0,
    H * 0.945,
    W,
    H * 0.055,
    c.linear([
      [0, darken(grass, 0.45)],
      [1, darken(grass, 0.8)],
    ]),
  )
}

export function heroWinter(ctx: SceneContext): void {
  const { W, H, u, light } = ctx
  const horizon = H * 0.6
  sky(ctx, horizon)
  if (light.stars) stars(ctx, horizon * 0.7, 260)
  const [sx, sy] = sunAt(ctx, W * 0.7, horizon)
  if (light.variant !== 'night') sun(ctx, sx, sy, 18 * u, 0.7)
  clouds(ctx, { x0: 0, x1: W, y0: H * 0.1, y1: H * 0.35 }, 4)

  const snow: Snow = { lit: lit(ctx, '#f4f7fb', 0.8), shade: mix(lit(ctx, '#9fb2d4'), light.sky[0], 0.15) }
  snowfields(ctx, horizon, snow)
  spruceGroups(ctx, horizon, snow)
  drifts(ctx, horizon, snow)
  winterRoad(ctx, snow)

  const slot = carSlot(ctx)
  const env = carEnv(ctx, snow.shade, { lightsOn: true, beams: true, brightness: Math.min(light.brightness, 0.6) })
  heroCar(ctx, { x: slot.x, groundY: H * 0.91, length: slot.length, facing: facing(ctx), env })
  snowfall(ctx)
  grain(ctx, 0.7)
  finish(ctx, 0.35)
}

/** Snow in the scene's light, and in shade. */
type Snow = { lit: string; shade: string }

/** Rolling snowfields with dark, snow-laden forest lines. */
function snowfields(ctx: SceneContext, horizon: number, snow: Snow): void {
  const { c, W, H, u, rng, light } = ctx
  const hills = ridge(rng, -20, W + 20, (x) => horizon - 40 * u - Math.sin((x / W) * Math.PI * 1.5 + 0.5) * 30 * u, 20 * u, 6, 0.5)
  c.path(
    silhouette(hills, H),
    c.linear([
      [0, mix(snow.lit, light.haze, 0.45)],
      [1, mix(snow.shade, light.haze, 0.3)],
    ]),
  )
  forestBand(ctx, {
    baseline: (x) => horizon - 30 * u - Math.sin((x / W) * Math.PI * 1.5 + 0.5) * 30 * u + 20 * u,
    size: 70 * u,
    density: 1.7,
    fill: hazed(ctx, '#1d2b29', 0.55),
    snow: mix(snow.lit, light.haze, 0.3),
  })
  const mid = ridge(rng, -20, W + 20, (x) => horizon + 50 * u + Math.sin((x / W) * Math.PI * 2 + 2) * 20 * u, 10 * u, 6, 0.5)
  c.path(
    silhouette(mid, H),
    c.linear([
      [0, snow.lit],
      [0.5, mix(snow.lit, snow.shade, 0.5)],
      [1, snow.shade],
    ]),
  )
}

/** Groups of snow-laden spruces: a dense one on the left behind the headline, a small one right. */
function spruceGroups(ctx: SceneContext, horizon: number, snow: Snow): void {
  const { W, u } = ctx
  const midBase = (x: number) => horizon + 62 * u + Math.sin((x / W) * Math.PI * 2 + 2) * 20 * u
  forestBand(ctx, {
    baseline: midBase,
    size: 150 * u,
    density: 1.4,
    fill: hazed(ctx, '#1a2624', 0.35),
    snow: snow.lit,
    x0: W * 0.05,
    x1: W * 0.34,
  })
  forestBand(ctx, {
    baseline: (x) => midBase(x) + 14 * u,
    size: 260 * u,
    density: 1.1,
    fill: hazed(ctx, '#17211f', 0.2),
    snow: snow.lit,
    x0: -60 * u,
    x1: W * 0.2,
  })
  forestBand(ctx, {
    baseline: midBase,
    size: 170 * u,
    density: 1.2,
    fill: hazed(ctx, '#1a2624', 0.3),
    snow: snow.lit,
    x0: W * 0.86,
    x1: W + 40 * u,
  })
}

/** Drift shadows give the snowfield some relief. */
function drifts(ctx: SceneContext, horizon: number, snow: Snow): void {
  const { c, W, H, u, rng } = ctx
  const shadows = path()
  for (let i = 0; i < 6; i++) {
    const dx = rng.range(0, W)
    const dy = rng.range(horizon + 80 * u, H * 0.8)
    const dw = rng.range(200, 500) * u
    shadows
      .M(dx - dw / 2, dy)
      .Q(dx, dy - 24 * u, dx + dw / 2, dy)
      .Q(dx, dy - 8 * u, dx - dw / 2, dy)
      .Z()
  }
  c.path(shadows.toString(), snow.shade, { 'fill-opacity': 0.5 })
}

/** The snowy road between a snowbank behind it and one in front. */
function winterRoad(ctx: SceneContext, snow: Snow): void {
  const { c, W, H, u, rng, light } = ctx
  const bank = H * 0.815
  c.path(
    silhouette(
      ridge(rng, -20, W + 20, () => bank - 10 * u, 8 * u, 6),
      bank + 20 * u,
    ),
    c.linear([
      [0, snow.lit],
      [1, snow.shade],
    ]),
  )
  road(ctx, bank, H * 0.95, mix('#c9d2de', light.sky[0], 0.25), { snow: true, posts: true })
  c.path(
    silhouette(
      ridge(rng, -20, W + 20, () => H * 0.955, 6 * u, 6),
      H,
    ),
    c.linear([
      [0, snow.lit],
      [1, snow.shade],
    ]),
  )
}

/** Falling snow in two depths. */
function snowfall(ctx: SceneContext): void {
  const { c, W, H, u, rng } = ctx
  const near = path()
  const far = path()
  for (let i = 0; i < 260; i++) far.circle(rng.range(0, W), rng.range(0, H), rng.range(1, 2.2) * u)
  for (let i = 0; i < 70; i++) near.circle(rng.range(0, W), rng.range(0, H), rng.range(2.5, 4.5) * u)
  c.path(far.toString(), '#ffffff', { 'fill-opacity': 0.55 })
  c.path(near.toString(), '#ffffff', { 'fill-opacity': 0.4 })
}
