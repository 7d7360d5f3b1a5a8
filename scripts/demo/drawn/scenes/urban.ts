/** Built-up scenes: city street, charging station, dealership and residential street. */

import { drawCar, prepareCar, randomCarLook } from '../car'
import { luminance } from '../color'
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
  heroCarOptions,
  lighten,
  lit,
  mist,
  mix,
  ridge,
  type SceneContext,
  silhouette,
  sky,
  stars,
  sun,
} from './common'

/** Second and third cars in a scene: neutral colours so the hero colour stays the accent. */
const SUPPORT_COLORS = ['#d9dcdf', '#1c1e21', '#8e949b', '#f2f2f0', '#33414f']

/**
 * A row of buildings with window grids. Windows go into shared paths per colour, so a whole
 * skyline costs a handful of SVG elements.
 */
function skyline(
  ctx: SceneContext,
  o: {
    base: number
    minH: number
    maxH: number
    minW: number
    maxW: number
    fill: string
    lit: number
    win: number
    x0?: number
    x1?: number
    glass?: string
  },
): void {
  const { c, W, rng, light } = ctx
  const bodies = path()
  const litWarm = path()
  const litCool = path()
  const dark = path()
  let x = o.x0 ?? -rng.range(0, o.maxW)
  const end = o.x1 ?? W
  while (x < end) {
    const w = rng.range(o.minW, o.maxW)
    const h = rng.range(o.minH, o.maxH)
    const top = o.base - h
    bodies.rect(x, top, w, h + 2)
    if (rng.chance(0.3)) bodies.rect(x + w * 0.2, top - h * 0.08, w * 0.6, h * 0.08 + 1)
    if (rng.chance(0.15)) bodies.rect(x + w * 0.48, top - h * 0.25, w * 0.04, h * 0.25)
    const cols = Math.max(2, Math.floor(w / (o.win * 2.2)))
    const rows = Math.floor(h / (o.win * 2.4))
    const gapX = w / cols
    const busy = rng.range(0.4, 1.4) * o.lit
    for (let r = 1; r < rows; r++)
      for (let k = 0; k < cols; k++) {
        const wx = x + k * gapX + gapX * 0.25
        const wy = top + r * o.win * 2.4
        const roll = rng.next()
        if (roll < busy) (rng.chance(0.75) ? litWarm : litCool).rect(wx, wy, gapX * 0.5, o.win)
        else if (roll < busy + 0.35) dark.rect(wx, wy, gapX * 0.5, o.win)
      }
    x += w + rng.range(-0.1, 0.25) * w
  }
  c.path(bodies.toString(), o.fill)
  c.path(dark.toString(), o.glass ?? mix(o.fill, light.sky[1], 0.3), { 'fill-opacity': 0.6 })
  c.path(litWarm.toString(), light.lamp, { 'fill-opacity': 0.9 })
  c.path(litCool.toString(), '#cfe2ff', { 'fill-opacity': 0.75 })
}

/** Street lamp: pole, arm and a warm glow when lit. */
function streetLamp(ctx: SceneContext, x: number, base: number, h: number, dir: 1 | -1): void {
  const { c, u, light } = ctx
  const pole = darken(lit(ctx, '#3a3f45'), 0.3)
  c.path(
    path()
      .rect(x - 3 * u, base - h, 6 * u, h)
      .M(x, base - h)
      .Q(x, base - h - 14 * u, x + dir * 50 * u, base - h - 14 * u)
      .L(x + dir * 50 * u, base - h - 8 * u)
      .Q(x + dir * 6 * u, base - h - 8 * u, x + 3 * u * dir, base - h + 6 * u)
      .Z()
      .toString(),
    pole,
  )
  c.rect(x + dir * 32 * u - (dir < 0 ? 24 * u : 0), base - h - 9 * u, 24 * u, 5 * u, light.lampsOn ? '#fff3d6' : '#9aa2ab')
  if (light.lampsOn) {
    c.glow(x + dir * 44 * u, base - h - 6 * u, 90 * u, 70 * u, light.lamp, 0.55)
    // Light cone to the pavement.
    c.path(
      path()
        .M(x + dir * 36 * u, base - h - 4 * u)
        .L(x + dir * 52 * u, base - h - 4 * u)
        .L(x + dir * 44 * u + 80 * u, base)
        .L(x + dir * 44 * u - 80 * u, base)
        .Z()
        .toString(),
      c.linear([
        [0, light.lamp, 0.22],
        [1, light.lamp, 0],
      ]),
    )
  }
}

export function heroCity(ctx: SceneContext): void {
  const { c, W, H, u, rng, light } = ctx
  const street = H * 0.74
  sky(ctx, street * 0.9)
  if (light.stars) stars(ctx, H * 0.4, 120)
  if (light.variant === 'dawn' || light.variant === 'dusk') sun(ctx, W * 0.55, street * 0.8, 20 * u, 0.6)
  const night = light.lampsOn
  citySkyline(ctx, street)
  const shopXs = shopFronts(ctx, street)

  const lamps: number[] = []
  for (let x = W * 0.3; x < W + 100 * u; x += 420 * u) {
    streetLamp(ctx, x, street - 2 * u, H * 0.3, -1)
    lamps.push(x - 44 * u)
  }

  // Wet asphalt mirrors the lights above it.
  const asphalt = darken(lit(ctx, '#2c3036'), light.variant === 'day' ? 0 : 0.25)
  const ramp = {
    y0: street + 4 * u,
    y1: H,
    stops: [
      [0, mix(asphalt, light.sky[2], 0.3)],
      [0.3, asphalt],
      [1, darken(asphalt, 0.4)],
    ] as Array<[number, string]>,
  }
  c.rect(0, street + 4 * u, W, H - street, c.ramp(ramp))
  const slot = carSlot(ctx)
  const car = prepareCar(
    c,
    heroCarOptions(ctx, {
      x: slot.x,
      groundY: H * 0.9,
      length: slot.length,
      facing: facing(ctx),
      env: carEnv(ctx, asphalt, { beams: night }),
      reflection: { floor: ramp, strength: 0.35 },
    }),
  )
  car.reflect()
  wetStreet(ctx, street, asphalt, lamps, shopXs)

  // Out-of-focus lights: depth without a blur filter.
  if (night)
    for (let i = 0; i < 12; i++) {
      const r = rng.range(14, 40) * u
      c.glow(rng.range(W * 0.3, W), rng.range(H * 0.45, street), r, r, rng.chance(0.7) ? light.lamp : '#ff6b5a', rng.range(0.15, 0.35), 1.6)
    }
  car.draw()
  grain(ctx)
  finish(ctx, 0.35)
}

/** Three rows of buildings behind the street, lit windows by the time of day, and a calm dark block on the left. */
function citySkyline(ctx: SceneContext, street: number): void {
  const { c, W, H, u, light } = ctx
  const litFactor = light.variant === 'night' ? 0.42 : light.variant === 'dusk' ? 0.3 : light.variant === 'dawn' ? 0.12 : 0
  skyline(ctx, {
    base: street,
    minH: H * 0.18,
    maxH: H * 0.42,
    minW: 60 * u,
    maxW: 150 * u,
    fill: hazed(ctx, '#4a5361', 0.55),
    lit: litFactor * 0.6,
    win: 4 * u,
  })
  mist(ctx, street - H * 0.12, H * 0.2, light.haze, 0.35)
  skyline(ctx, {
    base: street,
    minH: H * 0.12,
    maxH: H * 0.34,
    minW: 110 * u,
    maxW: 260 * u,
    fill: hazed(ctx, '#2c333d', 0.3),
    lit: litFactor,
    win: 7 * u,
    x0: W * 0.18,
  })
  // Sky glow on the façades, fading down into the street haze.
  c.rect(
    0,
    street - H * 0.45,
    W,
    H * 0.45,
    c.linear([
      [0, light.sky[2], 0],
      [0.7, light.haze, 0.12],
      [1, light.haze, 0.3],
    ]),
  )
  // Tall dark block on the left keeps the headline area calm.
  skyline(ctx, {
    base: street,
    minH: H * 0.62,
    maxH: H * 0.7,
    minW: 260 * u,
    maxW: 320 * u,
    fill: darken(lit(ctx, '#262b33'), 0.35),
    lit: litFactor * 0.5,
    win: 9 * u,
    x0: -60 * u,
    x1: W * 0.12,
  })
}

/** Shop fronts glowing at street level, and the kerb; returns the shops' centres. */
function shopFronts(ctx: SceneContext, street: number): number[] {
  const { c, W, u, rng, light } = ctx
  const night = light.lampsOn
  const shopGlow = night ? mix(light.lamp, '#ffffff', 0.25) : mix('#9fb3c6', light.sky[1], 0.4)
  const shops = path()
  const mullions = path()
  const shopXs: number[] = []
  for (let x = W * 0.2; x < W; x += rng.range(200, 340) * u) {
    const w = rng.range(110, 200) * u
    shops.rect(x, street - 50 * u, w, 44 * u)
    for (let mx = x + 36 * u; mx < x + w - 10 * u; mx += 36 * u) mullions.rect(mx, street - 50 * u, 2 * u, 44 * u)
    shopXs.push(x + w / 2)
  }
  c.path(
    shops.toString(),
    c.linear([
      [0, shopGlow, night ? 0.95 : 0.7],
      [1, mix(shopGlow, '#8a5a2a', 0.3), night ? 0.8 : 0.5],
    ]),
  )
  c.path(mullions.toString(), '#15181c', { 'fill-opacity': 0.7 })
  c.rect(0, street - 6 * u, W, 10 * u, darken(lit(ctx, '#6b7078'), 0.3))
  return shopXs
}

/** On the wet street: long vertical reflections under every lamp and shop, lane markings and ripples. */
function wetStreet(ctx: SceneContext, street: number, asphalt: string, lamps: number[], shopXs: number[]): void {
  const { c, W, H, u, rng, light } = ctx
  const night = light.lampsOn
  const tone = night ? light.lamp : light.sky[2]
  const streaks = path()
  for (const x of lamps) streaks.rect(x - 4 * u, street + 8 * u, 8 * u, H * 0.24)
  for (const x of shopXs)
    for (let i = -2; i <= 2; i++)
      streaks.rect(x + i * 22 * u + rng.range(-4, 4) * u, street + 8 * u, rng.range(3, 9) * u, H * rng.range(0.06, 0.16))
  c.path(
    streaks.toString(),
    c.linear([
      [0, tone, night ? 0.4 : 0.2],
      [1, tone, 0],
    ]),
  )
  const lane = path()
  for (let x = -30 * u; x < W; x += 170 * u) lane.rect(x, H * 0.8, 90 * u, 3 * u)
  c.path(lane.toString(), '#e8e8e2', { 'fill-opacity': 0.45 })
  const ripples = path()
  for (let i = 0; i < 120; i++) ripples.rect(rng.range(0, W), rng.range(street + 10 * u, H), rng.range(30, 140) * u, 1.5 * u)
  c.path(ripples.toString(), asphalt, { 'fill-opacity': 0.5 })
}

/** Charging post: slim pillar with a light strip, a screen and a cable running to the car. */
function charger(ctx: SceneContext, x: number, base: number, h: number, to: [number, number]): void {
  const { c, u, light } = ctx
  const w = h * 0.2
  const body = c.linear(
    [
      [0, lighten(lit(ctx, '#3a4048'), 0.15)],
      [0.5, lit(ctx, '#2a2f36')],
      [1, darken(lit(ctx, '#22262c'), 0.4)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  c.add(`<rect x="${n(x - w / 2)}" y="${n(base - h)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.18)}" fill="${body}"/>`)
  const accent = '#41e0b0'
  c.add(
    `<rect x="${n(x - w / 2 + w * 0.1)}" y="${n(base - h * 0.92)}" width="${n(w * 0.06)}" height="${n(h * 0.78)}" rx="${n(w * 0.03)}" fill="${accent}"/>`,
  )
  c.glow(x - w * 0.35, base - h * 0.55, w * 1.4, h * 0.6, accent, light.lampsOn ? 0.35 : 0.12)
  c.add(
    `<rect x="${n(x - w * 0.22)}" y="${n(base - h * 0.85)}" width="${n(w * 0.55)}" height="${n(h * 0.22)}" rx="${n(w * 0.05)}" fill="#0b1418"/>`,
  )
  c.add(
    `<rect x="${n(x - w * 0.2)}" y="${n(base - h * 0.83)}" width="${n(w * 0.51)}" height="${n(h * 0.08)}" fill="${accent}" fill-opacity="0.35"/>`,
  )
  // Cable: a sagging curve from the holster to the charging port.
  const [px, py] = to
  const sx = x + (px < x ? -w / 2 : w / 2)
  const sy = base - h * 0.45
  const sag = base - 10 * u
  c.path(
    path()
      .M(sx, sy)
      .C(sx + (px - sx) * 0.2, sag, px - (px - sx) * 0.3, sag, px, py)
      .toString(),
    'none',
    {
      stroke: '#111315',
      'stroke-width': 7 * u,
      'stroke-linecap': 'round',
    },
  )
  c.glow(px, py, 16 * u, 16 * u, accent, 0.8)
}

export function charging(ctx: SceneContext): void {
  const { c, W, H, u, light } = ctx
  const horizon = H * 0.66
  sky(ctx, horizon)
  if (light.stars) stars(ctx, horizon * 0.6, 180)
  if (light.variant !== 'night') sun(ctx, W * 0.3, horizon - Math.max(0.02, light.sunHeight) * horizon * 0.9, 18 * u, 0.7)
  clouds(ctx, { x0: 0, x1: W, y0: H * 0.05, y1: H * 0.25 }, 4, light.variant === 'day')
  forestBand(ctx, { baseline: () => horizon, size: 120 * u, density: 2.2, fill: hazed(ctx, '#1f2e27', 0.45), fillBelow: H })
  mist(ctx, horizon, 60 * u, light.haze, 0.4)

  // Paved forecourt.
  const ground = lit(ctx, '#5a5e63')
  c.rect(
    0,
    horizon + 10 * u,
    W,
    H - horizon,
    c.linear([
      [0, mix(ground, light.sky[2], 0.2)],
      [1, darken(ground, 0.45)],
    ]),
  )
  const bay = path()
  for (let i = -2; i < 8; i++) {
    const x = W * 0.2 + i * 380 * u
    bay
      .M(x, horizon + 40 * u)
      .L(x + 6 * u, horizon + 40 * u)
      .L(x - 180 * u, H)
      .L(x - 188 * u, H)
      .Z()
  }
  c.path(bay.toString(), '#e9ece6', { 'fill-opacity': 0.35 })

  // On tall frames the car gets smaller so the charging post still fits beside it.
  const slot = carSlot(ctx, W / H < 1.2 ? 0.78 : 1)
  const face = facing(ctx)
  const groundY = H * 0.88

  // Canopy over the charging bays, on slim columns just behind the car.
  const roofTop = H * 0.1
  const roofH = H * 0.045
  const x0 = W * 0.3
  const colBase = groundY - 36 * u
  for (const cx of [x0 + 70 * u, W - 80 * u])
    c.rect(
      cx - 10 * u,
      roofTop + roofH,
      20 * u,
      colBase - roofTop - roofH,
      c.linear(
        [
          [0, lit(ctx, '#c9ced4')],
          [1, lit(ctx, '#8d939a')],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    )
  c.rect(
    x0,
    roofTop,
    W - x0 + 10,
    roofH,
    c.linear([
      [0, lit(ctx, '#e2e5e8')],
      [1, lit(ctx, '#a3a9b0')],
    ]),
  )
  c.rect(x0, roofTop + roofH, W - x0 + 10, 10 * u, darken(lit(ctx, '#2b2f35'), 0.2))
  const ledOn = light.lampsOn || light.variant === 'dawn'
  c.rect(x0, roofTop + roofH + 10 * u, W - x0 + 10, 3 * u, ledOn ? '#fff6e2' : '#cfd6de')
  if (ledOn) {
    for (let x = x0 + 220 * u; x < W; x += 320 * u) {
      c.path(
        path()
          .M(x - 24 * u, roofTop + roofH + 12 * u)
          .L(x + 24 * u, roofTop + roofH + 12 * u)
          .L(x + 200 * u, colBase)
          .L(x - 200 * u, colBase)
          .Z()
          .toString(),
        c.linear([
          [0, '#fff6e2', 0.12],
          [1, '#fff6e2', 0.02],
        ]),
      )
      c.glow(x, groundY, 260 * u, 40 * u, '#fff6e2', 0.3)
    }
  }

  const postH = slot.length * 0.45
  const postW = postH * 0.2
  const carX = W / H < 1.2 ? slot.x + (face === 'left' ? -1 : 1) * postW * 0.7 : slot.x - 40 * u
  const car = heroCar(ctx, { x: carX, groundY, length: slot.length, facing: face, env: carEnv(ctx, ground) })
  const gap = Math.min(120 * u, postW * 1.2)
  const postX = Math.min(W - postW * 0.6, Math.max(postW * 0.6, face === 'left' ? car.right + gap : car.left - gap))
  charger(ctx, postX, groundY - 30 * u, postH, car.port)
  grain(ctx)
  finish(ctx, 0.38)
}

/** Glass pavilion with a fascia band, mullions and showroom lights behind the glass. */
export function dealership(ctx: SceneContext): void {
  const { c, W, H, u, rng, light } = ctx
  const ground = H * 0.7
  sky(ctx, ground)
  if (light.stars) stars(ctx, H * 0.3, 140)
  clouds(ctx, { x0: 0, x1: W, y0: H * 0.04, y1: H * 0.18 }, 5, light.variant === 'day')
  forestBand(ctx, { baseline: () => ground - 20 * u, size: 200 * u, density: 1.6, fill: hazed(ctx, '#24352b', 0.35), fillBelow: H })

  const top = H * 0.2
  const fasciaH = H * 0.08
  const pavilion: Pavilion = { top, fasciaH, left: W * 0.1, right: W * 1.02, glassTop: top + fasciaH, ground }
  pavilionInterior(ctx, pavilion)
  pavilionGlass(ctx, pavilion)
  fascia(ctx, pavilion)
  brandPylon(ctx, ground)

  // Forecourt paving and parking bays.
  const paving = lit(ctx, '#9a9c9b')
  c.rect(
    0,
    ground,
    W,
    H - ground,
    c.linear([
      [0, mix(paving, light.sky[2], 0.2)],
      [1, darken(paving, 0.35)],
    ]),
  )
  const joints = path()
  for (let y = ground + 20 * u, k = 1; y < H; y += 14 * u * k, k *= 1.25) joints.rect(0, y, W, 1.5 * u)
  c.path(joints.toString(), '#000', { 'fill-opacity': 0.08 })

  const env = carEnv(ctx, paving)
  const look = randomCarLook(rng.fork('support'))
  const back = ground + 30 * u
  // Back row: one car behind the headline area, one cut off by the right edge for depth.
  for (const [i, fx] of [0.22, 0.99].entries()) {
    drawCar(c, {
      ...randomCarLook(rng.fork(`back${i}`)),
      x: W * fx,
      groundY: back,
      length: 430 * u,
      color: SUPPORT_COLORS[(i + rng.int(0, 4)) % SUPPORT_COLORS.length]!,
      facing: i === 0 ? 'right' : 'left',
      env: { ...env, lightsOn: false },
      rim: look.rim,
    })
  }
  const slot = carSlot(ctx)
  heroCar(ctx, { x: slot.x, groundY: H * 0.93, length: slot.length, facing: facing(ctx), env })
  grain(ctx, 0.7)
  finish(ctx, 0.42)
}

/** The dealership's front: the fascia from top, the glazing from glassTop down to the ground, left to right. */
type Pavilion = { top: number; fasciaH: number; left: number; right: number; glassTop: number; ground: number }

/** Interior visible through the glass: lit ceiling, floor and the suggestion of cars. */
function pavilionInterior(ctx: SceneContext, { left, right, glassTop, ground }: Pavilion): void {
  const { c, u, rng, light } = ctx
  const interior = c.linear([
    [0, light.lampsOn ? '#f3ead8' : mix('#dfe4e8', light.sky[1], 0.2)],
    [0.5, light.lampsOn ? '#b9ad98' : '#a7b0b8'],
    [1, light.lampsOn ? '#6b6457' : '#6e767e'],
  ])
  c.rect(left, glassTop, right - left, ground - glassTop, interior)
  const ceiling = path()
  for (let x = left + 40 * u; x < right; x += 90 * u) ceiling.rect(x, glassTop + 14 * u, 50 * u, 5 * u)
  c.path(ceiling.toString(), '#ffffff', { 'fill-opacity': 0.9 })
  // Display cars inside, as soft silhouettes behind the reflections.
  const inside = path()
  for (let x = left + 140 * u; x < right; x += rng.range(380, 480) * u) {
    const y = ground - 14 * u
    const l = 300 * u
    inside
      .M(x, y)
      .L(x, y - l * 0.16)
      .C(x + l * 0.1, y - l * 0.2, x + l * 0.25, y - l * 0.21, x + l * 0.32, y - l * 0.22)
      .C(x + l * 0.4, y - l * 0.33, x + l * 0.6, y - l * 0.34, x + l * 0.7, y - l * 0.24)
      .C(x + l * 0.85, y - l * 0.22, x + l, y - l * 0.18, x + l, y - l * 0.08)
      .L(x + l, y)
      .Z()
  }
  c.path(inside.toString(), light.lampsOn ? '#4a4236' : '#3a4149', { 'fill-opacity': 0.5 })
}

/** Sky reflected in the glass, stronger at the top, a few sheens, and the mullions. */
function pavilionGlass(ctx: SceneContext, { left, right, glassTop, ground }: Pavilion): void {
  const { c, u, rng, light } = ctx
  const reflect = light.lampsOn ? 0.35 : 1
  c.rect(
    left,
    glassTop,
    right - left,
    ground - glassTop,
    c.linear([
      [0, light.sky[1], 0.55 * reflect],
      [0.45, light.sky[2], 0.25 * reflect],
      [1, light.sky[2], 0.05],
    ]),
  )
  const sheen = path()
  for (let i = 0; i < 6; i++) {
    const x = rng.range(left, right)
    const w = rng.range(40, 160) * u
    sheen
      .M(x, glassTop)
      .L(x + w, glassTop)
      .L(x + w - 160 * u, ground)
      .L(x - 160 * u, ground)
      .Z()
  }
  c.path(sheen.toString(), '#ffffff', { 'fill-opacity': 0.08 })
  const mullions = path()
  for (let x = left; x < right; x += 150 * u) mullions.rect(x, glassTop, 6 * u, ground - glassTop)
  mullions.rect(left, glassTop + (ground - glassTop) * 0.62, right - left, 4 * u)
  c.path(mullions.toString(), darken(lit(ctx, '#3b4047'), 0.2))
}

/** Fascia with an accent stripe in the brand colour, and a solid entrance block on the left. */
function fascia(ctx: SceneContext, { top, fasciaH, left, right, ground }: Pavilion): void {
  const { c, u, carColor } = ctx
  c.rect(
    left - 20 * u,
    top,
    right - left + 20 * u,
    fasciaH,
    c.linear([
      [0, lit(ctx, '#eef0f2')],
      [1, lit(ctx, '#b8bec5')],
    ]),
  )
  c.rect(left - 20 * u, top + fasciaH - 10 * u, right - left + 20 * u, 10 * u, lit(ctx, luminance(carColor) > 0.7 ? '#243447' : carColor))
  c.rect(left - 20 * u, top + fasciaH, right - left + 20 * u, 8 * u, '#000', { 'fill-opacity': 0.25 })
  c.rect(
    0,
    top - 20 * u,
    left + 30 * u,
    ground - top + 20 * u,
    c.linear(
      [
        [0, lit(ctx, '#3a3f46')],
        [1, darken(lit(ctx, '#2b3036'), 0.3)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  )
}

/** Brand pylon: a slab with a round emblem (no lettering). */
function brandPylon(ctx: SceneContext, ground: number): void {
  const { c, W, H, u, carColor } = ctx
  const px = W * 0.9
  c.rect(
    px - 34 * u,
    H * 0.3,
    68 * u,
    ground - H * 0.3,
    c.linear(
      [
        [0, lit(ctx, '#2d3239')],
        [1, lit(ctx, '#1e2227')],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  )
  c.add(`<circle cx="${n(px)}" cy="${n(H * 0.36)}" r="${n(22 * u)}" fill="none" stroke="#ffffff" stroke-width="${n(4 * u)}"/>`)
  c.add(
    `<circle cx="${n(px)}" cy="${n(H * 0.36)}" r="${n(8 * u)}" fill="${lit(ctx, luminance(carColor) > 0.7 ? '#9fb3c8' : lighten(carColor, 0.3))}"/>`,
  )
}

/** Scandinavian timber houses: falu red, ochre and white with white trim. */
function house(ctx: SceneContext, x: number, base: number, w: number, h: number, color: string): void {
  const { c, u, rng, light } = ctx
  const roofH = h * rng.range(0.45, 0.6)
  const wall = lit(ctx, color)
  c.rect(
    x,
    base - h,
    w,
    h,
    c.linear([
      [0, wall],
      [1, darken(wall, 0.25)],
    ]),
  )
  const boards = path()
  for (let bx = x + 8 * u; bx < x + w; bx += 9 * u) boards.rect(bx, base - h, 1.2 * u, h)
  c.path(boards.toString(), '#000', { 'fill-opacity': 0.12 })
  const roof = darken(lit(ctx, rng.pick(['#2e3236', '#3b2a26', '#434a52'])), 0.1)
  c.path(
    path()
      .M(x - 14 * u, base - h + 2 * u)
      .L(x + w / 2, base - h - roofH)
      .L(x + w + 14 * u, base - h + 2 * u)
      .Z()
      .toString(),
    roof,
  )
  c.path(
    path()
      .M(x - 14 * u, base - h + 2 * u)
      .L(x + w / 2, base - h - roofH)
      .L(x + w / 2, base - h - roofH + 8 * u)
      .L(x - 6 * u, base - h + 4 * u)
      .Z()
      .toString(),
    '#ffffff',
    { 'fill-opacity': 0.12 },
  )
  c.rect(x + w * 0.7, base - h - roofH * 0.75, 16 * u, roofH * 0.5, darken(wall, 0.3))
  const trim = lit(ctx, '#f4f2ec')
  const frames = path()
  const panes = path()
  const cols = Math.max(2, Math.round(w / (90 * u)))
  for (let k = 0; k < cols; k++) {
    const wx = x + ((k + 0.5) * w) / cols - 18 * u
    for (const wy of [base - h * 0.82, base - h * 0.42]) {
      frames.rect(wx - 4 * u, wy - 4 * u, 44 * u, 58 * u)
      panes.rect(wx, wy, 16 * u, 50 * u).rect(wx + 20 * u, wy, 16 * u, 50 * u)
    }
  }
  c.path(frames.toString(), trim)
  c.path(panes.toString(), light.lampsOn ? light.lamp : mix('#2b3a4a', light.sky[1], 0.35), { 'fill-opacity': light.lampsOn ? 0.85 : 1 })
  const doorX = x + w * rng.range(0.08, 0.2)
  c.rect(doorX - 4 * u, base - h * 0.5 - 4 * u, 48 * u, h * 0.5 + 4 * u, trim)
  c.rect(doorX, base - h * 0.5, 40 * u, h * 0.5, darken(wall, 0.35))
}

/** Birch with a white trunk and a loose round crown. */
function birch(ctx: SceneContext, x: number, base: number, h: number): void {
  const { c, u, rng } = ctx
  c.path(
    path()
      .M(x - 5 * u, base)
      .L(x - 3 * u, base - h * 0.75)
      .L(x + 3 * u, base - h * 0.75)
      .L(x + 5 * u, base)
      .Z()
      .toString(),
    lit(ctx, '#ecebe6'),
  )
  const marks = path()
  for (let y = base - 10 * u; y > base - h * 0.7; y -= rng.range(10, 26) * u) marks.rect(x - 4 * u, y, rng.range(3, 7) * u, 2 * u)
  c.path(marks.toString(), '#2b2b2b', { 'fill-opacity': 0.7 })
  const crown = c.radial(
    [
      [0, lighten(lit(ctx, '#7d9a45'), 0.1), 0.95],
      [0.6, lit(ctx, '#55722d'), 0.9],
      [1, darken(lit(ctx, '#3d5622'), 0.1), 0],
    ],
    { fx: 0.4, fy: 0.35 },
  )
  // Many small, soft-edged leaf clusters read as foliage rather than as balls.
  const blobs: string[] = []
  for (let i = 0; i < 16; i++) {
    const a = rng.range(0, Math.PI * 2)
    const d = Math.sqrt(rng.next()) * h * 0.2
    const r = h * rng.range(0.07, 0.12)
    blobs.push(
      `<ellipse cx="${n(x + Math.cos(a) * d * 1.1)}" cy="${n(base - h * 0.74 + Math.sin(a) * d * 1.2)}" rx="${n(r * 1.2)}" ry="${n(r)}" fill="${crown}"/>`,
    )
  }
  c.add(blobs.join(''))
}

export function family(ctx: SceneContext): void {
  const { c, W, H, u, rng, light } = ctx
  const base = H * 0.72
  sky(ctx, base)
  if (light.stars) stars(ctx, H * 0.4, 140)
  clouds(ctx, { x0: 0, x1: W, y0: H * 0.05, y1: H * 0.25 }, 6, true)
  c.path(
    silhouette(
      ridge(rng, -20, W + 20, () => base - 180 * u, 40 * u, 6),
      H,
    ),
    hazed(ctx, '#3b5236', 0.45),
  )

  const palette = ['#8c2f24', '#d9a441', '#eeeae0', '#9bb4c4', '#8c2f24', '#5f7250']
  let x = -rng.range(40, 160) * u
  while (x < W) {
    const w = rng.range(230, 330) * u
    house(ctx, x, base, w, rng.range(150, 200) * u, rng.pick(palette))
    x += w + rng.range(60, 150) * u
  }
  for (let i = 0; i < 5; i++) birch(ctx, rng.range(0, W), base + 6 * u, rng.range(240, 340) * u)

  // Hedges and a white picket fence along the pavement.
  const hedge = lit(ctx, '#3f5a2a')
  const hedges = path()
  for (let hx = -40 * u; hx < W; hx += rng.range(120, 220) * u) {
    const hw = rng.range(140, 260) * u
    hedges
      .M(hx, base + 30 * u)
      .C(hx, base - 40 * u, hx + hw, base - 44 * u, hx + hw, base + 30 * u)
      .Z()
  }
  c.path(
    hedges.toString(),
    c.linear([
      [0, lighten(hedge, 0.1)],
      [1, darken(hedge, 0.45)],
    ]),
  )
  const fence = path()
  for (let fx = 0; fx < W; fx += 24 * u)
    fence
      .M(fx, base + 30 * u)
      .L(fx, base + 2 * u)
      .L(fx + 5 * u, base - 3 * u)
      .L(fx + 10 * u, base + 2 * u)
      .L(fx + 10 * u, base + 30 * u)
      .Z()
  fence.rect(0, base + 8 * u, W, 5 * u).rect(0, base + 20 * u, W, 5 * u)
  c.path(fence.toString(), lit(ctx, '#e6e4de'))

  // Pavement, kerb and street.
  const pave = lit(ctx, '#b9b7b1')
  c.rect(
    0,
    base + 30 * u,
    W,
    60 * u,
    c.linear([
      [0, pave],
      [1, darken(pave, 0.15)],
    ]),
  )
  c.rect(0, base + 90 * u, W, 10 * u, lit(ctx, '#d8d6d0'))
  const asphalt = lit(ctx, '#4a4e54')
  c.rect(
    0,
    base + 100 * u,
    W,
    H,
    c.linear([
      [0, darken(asphalt, 0.25)],
      [0.2, asphalt],
      [1, darken(asphalt, 0.3)],
    ]),
  )

  const slot = carSlot(ctx)
  heroCar(ctx, { x: slot.x, groundY: H * 0.93, length: slot.length, facing: facing(ctx), env: carEnv(ctx, asphalt) })
  grain(ctx, 0.7)
  finish(ctx, 0.45)
}
