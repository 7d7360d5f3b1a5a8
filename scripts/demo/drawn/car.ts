/**
 * A modern car in side view, drawn in millimetres with y pointing up and the ground at y = 0, then
 * scaled into the scene. Gloss comes from the classic studio trick: the surface above the shoulder
 * reflects the sky, the flank below it reflects the horizon and then the darker ground.
 */

import { darken, lighten, luminance, mix, multiply } from './color'
import type { Rng } from './random'
import { type Canvas, n, op, path, type PathBuilder, type Ramp, rampColor, type Stop } from './svg'

export type BodyStyle = 'sedan' | 'estate' | 'suv'
export type RimStyle = 'five' | 'twin' | 'ten' | 'turbine'

/** What the paint reflects and how the scene is lit. */
export type CarEnvironment = {
  sky: string
  horizon: string
  ground: string
  ambient: string
  /** 0 (night) .. 1 (bright day). */
  brightness: number
  /** Headlights, DRLs and tail lights glowing. */
  lightsOn: boolean
  /** Draw headlight beams onto the road (night driving scenes). */
  beams?: boolean
  /** Colour of the key light that draws the specular line along roof and hood. */
  key?: string
}

export type CarOptions = {
  /** Horizontal centre of the car in scene pixels. */
  x: number
  /** Ground line in scene pixels (bottom of the tyres). */
  groundY: number
  /** Bumper-to-bumper length in pixels. */
  length: number
  color: string
  facing: 'left' | 'right'
  body: BodyStyle
  env: CarEnvironment
  rim?: RimStyle
  rimColor?: 'silver' | 'graphite' | 'black'
  /** Rotation of the wheels in degrees (spoke position). */
  wheelAngle?: number
  /** Mirror image on a glossy floor: the floor's colour ramp and how much it reflects (0..1). */
  reflection?: { floor: Ramp; strength: number }
  /** Lift the body off the ground (for the workshop lift), in pixels. */
  lift?: number
  /** Skip the ground shadow (e.g. when the caller draws its own). */
  noShadow?: boolean
}

type Pt = [number, number]

type BodyGeometry = {
  length: number
  height: number
  wheelR: number
  rimRatio: number
  wheels: [rear: number, front: number]
  archR: number
  sill: number
  outline: () => PathBuilder
  glass: () => PathBuilder
  /** Roof and hood crown, used for the specular streak along the top. */
  crown: Pt[]
  shoulder: Pt[]
  pillars: Array<[x: number, width: number, slant: number]>
  doorLines: () => PathBuilder
  handles: Pt[]
  headlight: () => PathBuilder
  taillight: () => PathBuilder
  mirror: () => PathBuilder
  cladding: boolean
  roofRails: boolean
  /** Charging port flap on the rear quarter panel. */
  port: Pt
}

const sedanFront = (p: PathBuilder): PathBuilder =>
  p
    .M(4690, 225)
    .C(4790, 245, 4835, 330, 4845, 450)
    .C(4855, 560, 4848, 690, 4790, 755)
    .C(4500, 812, 3850, 868, 3300, 908)
    .C(3010, 1045, 2760, 1275, 2490, 1372)

const sedanRear = (p: PathBuilder): PathBuilder =>
  p.C(22, 520, 40, 360, 140, 250).C(190, 205, 300, 182, 460, 178).L(4380, 176).C(4520, 178, 4620, 195, 4690, 225).Z()

const SEDAN: BodyGeometry = {
  length: 4850,
  height: 1450,
  wheelR: 345,
  rimRatio: 0.69,
  wheels: [1000, 3880],
  archR: 392,
  sill: 178,
  outline: () =>
    sedanRear(
      sedanFront(path(true))
        .C(2260, 1440, 1660, 1452, 1400, 1408)
        .C(1100, 1355, 790, 1165, 530, 1045)
        .C(320, 1012, 130, 1002, 58, 962)
        .C(18, 925, 6, 820, 14, 720),
    ),
  glass: () =>
    path(true)
      .M(3175, 968)
      .C(2960, 1095, 2730, 1280, 2480, 1338)
      .C(2250, 1392, 1680, 1400, 1420, 1368)
      .C(1170, 1335, 960, 1205, 830, 1095)
      .C(790, 1062, 810, 1040, 870, 1038)
      .C(1600, 1020, 2600, 985, 3175, 968)
      .Z(),
  crown: [
    [4760, 768],
    [4000, 848],
    [3300, 908],
    [2480, 1372],
    [1900, 1438],
    [1400, 1405],
    [800, 1180],
  ],
  shoulder: [
    [4790, 735],
    [3600, 828],
    [2400, 862],
    [1200, 882],
    [40, 872],
  ],
  pillars: [
    [2195, 85, -20],
    [1275, 30, 60],
  ],
  doorLines: () =>
    path(true)
      .M(3240, 950)
      .C(3320, 780, 3400, 560, 3418, 205)
      .M(2200, 1000)
      .L(2212, 205)
      .M(1318, 1032)
      .C(1330, 880, 1380, 730, 1468, 640)
      .C(1500, 560, 1502, 400, 1492, 205),
  handles: [
    [2430, 828],
    [1520, 846],
  ],
  headlight: () =>
    path(true).M(4480, 780).C(4610, 770, 4740, 752, 4815, 718).C(4836, 704, 4845, 686, 4847, 662).C(4720, 690, 4600, 712, 4470, 742).Z(),
  taillight: () => path(true).M(16, 905).C(120, 925, 300, 930, 480, 918).L(470, 878).C(300, 882, 140, 874, 12, 860).Z(),
  mirror: () =>
    path(true)
      .M(3120, 968)
      .C(3085, 1040, 3110, 1098, 3215, 1104)
      .C(3305, 1108, 3335, 1062, 3325, 1000)
      .C(3300, 970, 3200, 962, 3120, 968)
      .Z(),
  cladding: false,
  roofRails: false,
  port: [420, 800],
}

const ESTATE: BodyGeometry = {
  ...SEDAN,
  outline: () =>
    sedanRear(sedanFront(path(true)).C(2250, 1440, 1600, 1445, 900, 1425).C(480, 1412, 190, 1392, 95, 1320).C(50, 1180, 22, 1000, 16, 830)),
  glass: () =>
    path(true)
      .M(3175, 968)
      .C(2960, 1095, 2730, 1280, 2480, 1338)
      .C(2250, 1392, 1600, 1398, 820, 1382)
      .C(560, 1376, 420, 1352, 362, 1292)
      .C(322, 1240, 330, 1120, 402, 1084)
      .C(1300, 1050, 2500, 990, 3175, 968)
      .Z(),
  crown: [
    [4760, 768],
    [4000, 848],
    [3300, 908],
    [2480, 1372],
    [1800, 1436],
    [900, 1424],
    [250, 1380],
  ],
  pillars: [
    [2195, 85, -20],
    [1120, 95, 40],
  ],
  roofRails: true,
}

const SUV: BodyGeometry = {
  length: 4960,
  height: 1720,
  wheelR: 410,
  rimRatio: 0.66,
  wheels: [1040, 4010],
  archR: 468,
  sill: 330,
  outline: () =>
    path(true)
      .M(4790, 380)
      .C(4900, 400, 4948, 520, 4955, 680)
      .C(4962, 840, 4950, 960, 4880, 1020)
      .C(4560, 1075, 3950, 1130, 3380, 1175)
      .C(3110, 1320, 2870, 1530, 2620, 1630)
      .C(2350, 1700, 1600, 1712, 850, 1695)
      .C(430, 1685, 190, 1665, 100, 1590)
      .C(60, 1440, 34, 1270, 28, 1080)
      .C(26, 840, 48, 560, 160, 400)
      .C(220, 350, 330, 332, 520, 330)
      .L(4450, 330)
      .C(4620, 332, 4730, 352, 4790, 380)
      .Z(),
  glass: () =>
    path(true)
      .M(3250, 1245)
      .C(3040, 1380, 2850, 1540, 2605, 1598)
      .C(2340, 1652, 1600, 1660, 880, 1646)
      .C(600, 1642, 455, 1615, 405, 1555)
      .C(370, 1500, 380, 1405, 455, 1370)
      .C(1400, 1330, 2600, 1270, 3250, 1245)
      .Z(),
  crown: [
    [4870, 1022],
    [4100, 1110],
    [3380, 1175],
    [2620, 1630],
    [1900, 1705],
    [850, 1693],
    [250, 1650],
  ],
  shoulder: [
    [4890, 1000],
    [3600, 1115],
    [2400, 1160],
    [1200, 1180],
    [40, 1170],
  ],
  pillars: [
    [2250, 95, -20],
    [1140, 110, 40],
  ],
  doorLines: () =>
    path(true)
      .M(3320, 1225)
      .C(3400, 1000, 3470, 720, 3490, 360)
      .M(2262, 1290)
      .L(2275, 360)
      .M(1430, 1335)
      .C(1440, 1160, 1490, 1000, 1590, 900)
      .C(1620, 800, 1622, 540, 1610, 360),
  handles: [
    [2500, 1105],
    [1600, 1120],
  ],
  headlight: () =>
    path(true).M(4600, 1030).C(4720, 1020, 4840, 1000, 4915, 968).C(4940, 955, 4952, 935, 4954, 905).C(4830, 935, 4710, 958, 4590, 985).Z(),
  taillight: () => path(true).M(30, 1210).C(150, 1228, 330, 1234, 540, 1224).L(532, 1180).C(330, 1186, 150, 1180, 28, 1164).Z(),
  mirror: () =>
    path(true)
      .M(3190, 1240)
      .C(3155, 1318, 3180, 1380, 3290, 1386)
      .C(3385, 1390, 3415, 1340, 3405, 1276)
      .C(3380, 1244, 3275, 1236, 3190, 1240)
      .Z(),
  cladding: true,
  roofRails: true,
  port: [440, 1080],
}

const BODIES: Record<BodyStyle, BodyGeometry> = { sedan: SEDAN, estate: ESTATE, suv: SUV }

/** Pick body, rims and details from the seed so every site gets its own line-up. */
export function randomCarLook(rng: Rng): {
  body: BodyStyle
  rim: RimStyle
  rimColor: NonNullable<CarOptions['rimColor']>
  wheelAngle: number
} {
  return {
    body: rng.pick<BodyStyle>(['sedan', 'estate', 'suv', 'suv']),
    rim: rng.pick<RimStyle>(['five', 'twin', 'ten', 'turbine']),
    rimColor: rng.pick(['silver', 'silver', 'graphite', 'black'] as const),
    wheelAngle: rng.range(0, 72),
  }
}

export type CarAnchors = { lamp: Pt; tail: Pt; port: Pt; roof: number; left: number; right: number }

/**
 * Define a car once and draw it in two steps, so a scene can put floor details between the
 * reflections of all its cars and the cars themselves.
 */
export function prepareCar(c: Canvas, o: CarOptions): { reflect: () => void; draw: () => CarAnchors } {
  const g = BODIES[o.body]
  const s = o.length / g.length
  const sx = o.facing === 'right' ? s : -s
  const x0 = o.facing === 'right' ? o.x - o.length / 2 : o.x + o.length / 2
  const lift = o.lift ?? 0
  const place = `translate(${n(x0)} ${n(o.groundY - lift)}) scale(${sx.toFixed(5)} ${s.toFixed(5)})`
  const toScene = ([x, y]: Pt): Pt => [x0 + x * sx, o.groundY - lift - y * s]
  const carId = c.id('car')
  c.def(`<g id="${carId}">${carBody(c, g, o)}</g>`)

  const reflect = (): void => {
    const r = o.reflection
    if (!r || r.strength <= 0) return
    // Mirror about the floor line, then repaint the floor over it with rising opacity. The overlay
    // samples the floor's own ramp, so its edges are invisible and no (slow) mask is needed.
    const mirror = `translate(${n(x0)} ${n(o.groundY + lift)}) scale(${sx.toFixed(5)} ${(-s).toFixed(5)})`
    c.add(`<use href="#${carId}" xlink:href="#${carId}" transform="${mirror}"/>`)
    const top = o.groundY
    const depth = g.height * s * 1.02 + lift * 2
    const stops: Stop[] = [0, 0.12, 0.3, 0.5, 0.75, 1].map((t) => [
      t,
      rampColor(r.floor, top + t * depth),
      1 - r.strength * Math.pow(1 - t, 1.4),
    ])
    c.rect(o.x - o.length * 0.56, top, o.length * 1.12, depth, c.linear(stops, { x1: 0, y1: top, x2: 0, y2: top + depth, user: true }))
  }

  const draw = (): CarAnchors => {
    if (!o.noShadow) drawShadow(c, g, o, place, lift * (1 / s))
    if (o.env.lightsOn && o.env.beams) drawBeams(c, g, place)
    c.add(`<use href="#${carId}" xlink:href="#${carId}" transform="${place}"/>`)
    if (o.env.lightsOn) drawLampGlow(c, g, o, toScene)
    const lampPt = headlightCentre(g)
    return {
      lamp: toScene(lampPt),
      tail: toScene([60, lampPt[1] + 150]),
      port: toScene(g.port),
      roof: toScene([0, g.height])[1],
      left: o.x - o.length / 2,
      right: o.x + o.length / 2,
    }
  }
  return { reflect, draw }
}

/** Draw a car (with its reflection, if any). Returns scene-space anchor points for props. */
export function drawCar(c: Canvas, o: CarOptions): CarAnchors {
  const car = prepareCar(c, o)
  car.reflect()
  return car.draw()
}

function headlightCentre(g: BodyGeometry): Pt {
  return g === SUV ? [4925, 962] : [4820, 712]
}

function drawShadow(c: Canvas, g: BodyGeometry, o: CarOptions, place: string, liftMm: number): void {
  const spread = 1 + Math.min(1.5, liftMm / 800)
  const soft = c.radial([
    [0, '#000', 0.55 / spread],
    [0.55, '#000', 0.3 / spread],
    [1, '#000', 0],
  ])
  const core = c.radial([
    [0, '#000', 0.75 / spread],
    [0.7, '#000', 0.35 / spread],
    [1, '#000', 0],
  ])
  const L = g.length
  const parts = [
    `<ellipse cx="${n(L / 2)}" cy="0" rx="${n(L * 0.6 * spread)}" ry="${n(150 * spread)}" fill="${soft}"/>`,
    `<ellipse cx="${n(L / 2)}" cy="${n(-10)}" rx="${n(L * 0.47)}" ry="${n(55 * spread)}" fill="${core}"/>`,
  ]
  if (liftMm < 50)
    for (const wx of g.wheels) parts.push(`<ellipse cx="${n(wx)}" cy="-4" rx="${n(g.wheelR * 0.95)}" ry="34" fill="${core}"/>`)
  c.add(`<g transform="${place}">${parts.join('')}</g>`)
}

function drawBeams(c: Canvas, g: BodyGeometry, place: string): void {
  const [hx, hy] = headlightCentre(g)
  const reach = 5600
  const beam = (alpha: number) =>
    c.linear(
      [
        [0, '#fff4dc', alpha],
        [0.3, '#fff1d0', alpha * 0.4],
        [1, '#fff1d0', 0],
      ],
      { x1: hx, y1: 0, x2: hx + reach, y2: 0, user: true },
    )
  const pool = c.radial([
    [0, '#fff4dc', 0.45],
    [0.4, '#fff0cc', 0.2],
    [1, '#fff0cc', 0],
  ])
  // Two nested cones: a wide faint one and a brighter core, so the beam has no hard edge.
  const cone = (up: number, down: number) =>
    path(true)
      .M(hx - 40, hy + 20)
      .L(hx + reach, hy + up)
      .L(hx + reach, -down)
      .L(hx - 40, hy - 60)
      .Z()
      .toString()
  c.add(
    `<g transform="${place}"><ellipse cx="${n(hx + 1900)}" cy="-20" rx="2300" ry="240" fill="${pool}"/>` +
      `<path d="${cone(1300, 600)}" fill="${beam(0.16)}"/><path d="${cone(650, 120)}" fill="${beam(0.24)}"/></g>`,
  )
}

function drawLampGlow(c: Canvas, g: BodyGeometry, o: CarOptions, toScene: (p: Pt) => Pt): void {
  const s = o.length / g.length
  const [hx, hy] = toScene(headlightCentre(g))
  const tailY = g === SUV ? 1200 : 895
  const [tx, ty] = toScene([40, tailY])
  c.glow(hx, hy, 520 * s, 240 * s, '#fff6e6', 0.75)
  c.glow(hx, hy, 160 * s, 90 * s, '#ffffff', 0.95)
  c.glow(tx, ty, 360 * s, 150 * s, '#ff2a2a', 0.55)
}

/** Everything that belongs to the car itself (also reused for floor reflections). */
function carBody(c: Canvas, g: BodyGeometry, o: CarOptions): string {
  const outline = g.outline().toString()
  const clip = c.clip(`<path d="${outline}"/>`)
  const body: Body = {
    c,
    g,
    o,
    env: o.env,
    outline,
    clip,
    dark: luminance(o.color) < 0.12,
    paint: mix(o.color, multiply(o.color, o.env.ambient), 0.7),
    b: o.env.brightness,
    sh: g.shoulder.reduce((a, p) => a + p[1], 0) / g.shoulder.length,
  }
  // The parts in painting order: each may add gradients and clips to the canvas, whose ids follow that order.
  return [
    ...paintwork(body),
    ...sculpting(body),
    ...sillAndWells(body),
    ...glasshouse(body),
    ...panelDetails(body),
    ...lamps(body),
    ...g.wheels.map((wx) => wheel(c, g, wx, o)),
  ].join('')
}

/** A car's body as its parts see it: geometry, paint, the lighting and the clip to the outline. */
type Body = {
  c: Canvas
  g: BodyGeometry
  o: CarOptions
  env: CarEnvironment
  outline: string
  /** Clip to the body's outline. */
  clip: string
  /** Near-black paint, which shows its reflections less. */
  dark: boolean
  /** The paint in the scene's ambient light. */
  paint: string
  /** The scene's brightness. */
  b: number
  /** Mean height of the shoulder line. */
  sh: number
}

/** Flank, upper surfaces and the shoulder crease between them. */
function paintwork({ c, g, env, outline, clip, dark, paint, b, sh }: Body): string[] {
  const out: string[] = []
  // Flank: horizon reflection right under the shoulder, fading into the ground reflection.
  const off = (h: number) => Math.min(1, Math.max(0, 1 - h / g.height))
  const flankLight = lighten(mix(paint, env.horizon, dark ? 0.32 : 0.38), 0.1 * b)
  const flank = c.linear(
    [
      [0, mix(paint, env.sky, 0.3)],
      [off(sh + 10), flankLight],
      [off(sh - 160), mix(paint, env.horizon, 0.16)],
      [off(sh * 0.55), paint],
      [off(g.sill + 120), darken(paint, 0.5)],
      [1, mix(darken(paint, 0.55), env.ground, 0.25)],
    ],
    { x1: 0, y1: -g.height, x2: 0, y2: 0, user: true },
  )
  out.push(`<path d="${outline}" fill="${flank}"/>`)

  // Upper surfaces (hood, roof, deck) face the sky.
  const top = c.linear(
    [
      [0, lighten(mix(paint, env.sky, 0.55), 0.12 * b)],
      [0.7, mix(paint, env.sky, 0.3)],
      [1, mix(paint, env.sky, 0.22)],
    ],
    { x1: 0, y1: -g.height, x2: 0, y2: -sh + 20, user: true },
  )
  const upper = path(true)
    .smooth(g.shoulder)
    .L(-100, g.height + 200)
    .L(g.length + 100, g.height + 200)
    .Z()
  out.push(`<path d="${upper}" fill="${top}" clip-path="${clip}"/>`)

  // Crisp shoulder crease: a highlight line with a soft shade just below it.
  const crease = path(true).smooth(g.shoulder).toString()
  const creaseShade = path(true)
    .smooth(g.shoulder.map(([x, y]) => [x, y - 34] as Pt))
    .toString()
  out.push(`<path d="${creaseShade}" fill="none" stroke="#000" stroke-opacity="0.22" stroke-width="46" clip-path="${clip}"/>`)
  out.push(
    `<path d="${crease}" fill="none" stroke="${lighten(mix(paint, env.sky, 0.5), 0.5)}" stroke-opacity="${dark ? 0.55 : 0.7}" stroke-width="14" clip-path="${clip}"/>`,
  )
  return out
}

/** Volume over the arches, darker ends, a lower reflection line and the specular streak along the top. */
function sculpting({ c, g, env, clip, paint, b, sh }: Body): string[] {
  const out: string[] = []
  // Volume over the wheel arches and darker ends where the body turns away from the viewer.
  const hump = c.radial([
    [0, '#ffffff', 0.16 * (0.4 + b)],
    [1, '#ffffff', 0],
  ])
  for (const wx of g.wheels) {
    out.push(
      `<ellipse cx="${n(wx)}" cy="${n(-(g.wheelR + g.archR * 0.9))}" rx="${n(g.archR * 1.5)}" ry="${n(g.archR * 0.7)}" fill="${hump}" clip-path="${clip}"/>`,
    )
  }
  const ends = c.linear(
    [
      [0, '#000', 0.45],
      [0.07, '#000', 0.12],
      [0.14, '#000', 0],
      [0.88, '#000', 0],
      [0.95, '#000', 0.15],
      [1, '#000', 0.45],
    ],
    { x1: 0, y1: 0, x2: g.length, y2: 0, user: true },
  )
  out.push(`<rect x="0" y="${n(-g.height - 20)}" width="${n(g.length)}" height="${n(g.height + 20)}" fill="${ends}" clip-path="${clip}"/>`)

  // A soft lower reflection line gives the door skin some sculpting.
  const lowY = g.sill + (sh - g.sill) * 0.36
  const lower = path(true)
    .M(g.wheels[0] + g.archR + 40, lowY - 10)
    .C(g.wheels[0] + 1200, lowY + 10, g.wheels[1] - 1200, lowY + 14, g.wheels[1] - g.archR - 40, lowY + 4)
    .toString()
  out.push(
    `<path d="${lower}" fill="none" stroke="${lighten(mix(paint, env.horizon, 0.4), 0.2)}" stroke-opacity="${op(0.12 + 0.16 * b)}" stroke-width="26" stroke-linecap="round" clip-path="${clip}"/>`,
  )

  // Specular streak along the roof and hood.
  const crown = path(true)
    .smooth(g.crown.map(([x, y]) => [x, y - 28] as Pt))
    .toString()
  out.push(
    `<path d="${crown}" fill="none" stroke="${env.key ?? '#ffffff'}" stroke-opacity="${op(0.25 + 0.25 * b)}" stroke-width="22" stroke-linecap="round" clip-path="${clip}"/>`,
  )
  return out
}

/** Lower body: sill (and plastic cladding on the SUV) and the wheel wells. */
function sillAndWells({ c, g, clip, paint, b }: Body): string[] {
  const out: string[] = []
  const sillTop = g.sill + (g.cladding ? 150 : 85)
  const sillFill = g.cladding ? '#17191c' : darken(paint, 0.55)
  out.push(`<rect x="0" y="${n(-sillTop)}" width="${n(g.length)}" height="${n(sillTop)}" fill="${sillFill}" clip-path="${clip}"/>`)
  out.push(
    `<path d="${path(true).M(g.wheels[0], sillTop).L(g.wheels[1], sillTop)}" stroke="#ffffff" stroke-opacity="${op(0.1 + 0.1 * b)}" stroke-width="10" clip-path="${clip}"/>`,
  )

  // Wheel wells: dark openings with a lit lip, clipped to the body so they read as cut-outs.
  const well = c.radial(
    [
      [0, '#020203'],
      [0.8, '#07080a'],
      [1, '#1a1c20'],
    ],
    { cx: 0.5, cy: 0.62, r: 0.6 },
  )
  for (const wx of g.wheels) {
    const cy = -g.wheelR
    if (g.cladding) out.push(`<circle cx="${n(wx)}" cy="${n(cy)}" r="${n(g.archR + 70)}" fill="#17191c" clip-path="${clip}"/>`)
    out.push(`<circle cx="${n(wx)}" cy="${n(cy)}" r="${n(g.archR)}" fill="${well}" clip-path="${clip}"/>`)
    const lip = path(true)
      .M(wx - g.archR - 4, g.wheelR)
      .A(g.archR + 4, false, false, wx + g.archR + 4, g.wheelR)
      .toString()
    out.push(
      `<path d="${lip}" fill="none" stroke="${lighten(paint, 0.35)}" stroke-opacity="${op(0.2 + 0.2 * b)}" stroke-width="10" clip-path="${clip}"/>`,
    )
  }
  return out
}

/** Glass with sky reflections, its gloss-black surround and pillars, and the roof rails. */
function glasshouse({ c, g, o, env, b }: Body): string[] {
  const out: string[] = []
  const glass = g.glass().toString()
  const glassClip = c.clip(`<path d="${glass}"/>`)
  const tint = c.linear([
    [0, mix('#0b0f16', env.sky, 0.55)],
    [0.45, mix('#06080c', env.sky, 0.2)],
    [0.75, mix('#06080c', env.horizon, 0.22)],
    [1, '#050608'],
  ])
  out.push(`<path d="${glass}" fill="none" stroke="#0a0b0d" stroke-width="46" stroke-linejoin="round"/>`)
  out.push(`<path d="${glass}" fill="${tint}"/>`)
  const streak = (x: number, w: number, a: number) =>
    `<path d="${path(true)
      .M(x, 900)
      .L(x + w, 900)
      .L(x + w - 520, 1800)
      .L(x - 520, 1800)
      .Z()}" fill="#ffffff" fill-opacity="${op(a)}" clip-path="${glassClip}"/>`
  const refl = 0.05 + 0.1 * b
  out.push(streak(g.wheels[0] + 900, 260, refl), streak(g.wheels[0] + 1250, 90, refl * 0.8), streak(g.wheels[1] - 900, 380, refl * 0.7))
  for (const [px, w, slant] of g.pillars) {
    const d = path(true)
      .M(px - w / 2, 800)
      .L(px + w / 2, 800)
      .L(px + w / 2 + slant, 1900)
      .L(px - w / 2 + slant, 1900)
      .Z()
    out.push(`<path d="${d}" fill="#08090b" clip-path="${glassClip}"/>`)
  }

  if (g.roofRails) {
    const top = g.crown[4]![1]
    const x1 = g.crown[3]![0] - 300
    const x2 = g.crown[6]![0] + 180
    const rail = path(true)
      .M(x1, top - 30)
      .C(x1 - 80, top + 22, x1 - 250, top + 34, x1 - 420, top + 34)
      .L(x2 + 150, top + 18)
      .C(x2 + 60, top + 18, x2 + 10, top + 4, x2 - 10, top - 40)
      .Z()
    out.push(`<path d="${rail}" fill="${o.rimColor === 'silver' ? mix('#8d949c', env.sky, 0.25) : '#16181b'}"/>`)
  }
  return out
}

/** Panel gaps and flush handles. */
function panelDetails({ g, clip, paint, b }: Body): string[] {
  const out: string[] = []
  out.push(`<path d="${g.doorLines()}" fill="none" stroke="#000" stroke-opacity="0.45" stroke-width="9" clip-path="${clip}"/>`)
  for (const [hx, hy] of g.handles) {
    out.push(
      `<rect x="${n(hx - 120)}" y="${n(-hy - 18)}" width="240" height="36" rx="18" fill="${darken(paint, 0.35)}"/>`,
      `<rect x="${n(hx - 110)}" y="${n(-hy - 18)}" width="220" height="12" rx="6" fill="#ffffff" fill-opacity="${op(0.15 + 0.2 * b)}"/>`,
    )
  }
  return out
}

/** Head and tail lamps, lit or unlit, and the door mirror. */
function lamps({ c, g, env, paint }: Body): string[] {
  const out: string[] = []
  const head = c.linear(
    env.lightsOn
      ? [
          [0, '#ffffff'],
          [1, '#dfe8f4'],
        ]
      : [
          [0, '#e6ebf0'],
          [0.5, '#8a939e'],
          [1, '#2c3138'],
        ],
  )
  out.push(`<path d="${g.headlight()}" fill="${head}" stroke="#0d0f12" stroke-width="10"/>`)
  const tail = c.linear(
    env.lightsOn
      ? [
          [0, '#ff5a4f'],
          [1, '#d0101a'],
        ]
      : [
          [0, '#b3202a'],
          [1, '#4f080d'],
        ],
  )
  out.push(`<path d="${g.taillight()}" fill="${tail}" stroke="#1a0405" stroke-width="8"/>`)

  // Door mirror.
  const mirrorFill = c.linear([
    [0, lighten(mix(paint, env.sky, 0.4), 0.1)],
    [1, darken(paint, 0.35)],
  ])
  out.push(`<path d="${g.mirror()}" fill="${mirrorFill}" stroke="#000" stroke-opacity="0.35" stroke-width="8"/>`)
  return out
}

function wheel(c: Canvas, g: BodyGeometry, wx: number, o: CarOptions): string {
  const R = g.wheelR
  const cy = -R
  const rimR = R * g.rimRatio
  const env = o.env
  const b = env.brightness
  const metal = {
    silver: ['#f1f3f5', '#b5bcc4', '#6d757e'],
    graphite: ['#9aa0a7', '#5c636b', '#2f3439'],
    black: ['#4a4f55', '#24272b', '#121416'],
  }[o.rimColor ?? 'silver']
  const [m0, m1, m2] = [multiply(metal[0]!, env.ambient), multiply(metal[1]!, env.ambient), multiply(metal[2]!, env.ambient)]
  const out: string[] = []

  const tyre = c.radial([
    [0, '#1d1f22'],
    [0.72, '#1b1d20'],
    [0.9, '#141517'],
    [1, '#0b0c0d'],
  ])
  out.push(`<circle cx="${n(wx)}" cy="${n(cy)}" r="${n(R)}" fill="${tyre}"/>`)
  // Sidewall catches a little light on the upper side.
  const sidewall = path(true)
    .M(wx - R * 0.86, R + R * 0.3)
    .A(R * 0.92, false, false, wx + R * 0.6, R + R * 0.72)
    .toString()
  out.push(
    `<path d="${sidewall}" fill="none" stroke="#ffffff" stroke-opacity="${op(0.05 + 0.06 * b)}" stroke-width="${n(R * 0.07)}" stroke-linecap="round"/>`,
  )

  // Rim barrel, brake disc and caliper seen through the spokes.
  out.push(`<circle cx="${n(wx)}" cy="${n(cy)}" r="${n(rimR)}" fill="#0e0f11"/>`)
  const disc = c.radial([
    [0, '#4b4f55'],
    [0.75, '#6e737a'],
    [1, '#383b40'],
  ])
  out.push(`<circle cx="${n(wx)}" cy="${n(cy)}" r="${n(rimR * 0.8)}" fill="${disc}"/>`)
  out.push(`<circle cx="${n(wx)}" cy="${n(cy)}" r="${n(rimR * 0.32)}" fill="#1d1f23"/>`)
  const caliper = path(true)
    .M(wx + rimR * 0.78 * Math.cos(1.9), R + rimR * 0.78 * Math.sin(1.9))
    .A(rimR * 0.78, false, false, wx + rimR * 0.78 * Math.cos(1.05), R + rimR * 0.78 * Math.sin(1.05))
    .L(wx + rimR * 0.52 * Math.cos(1.05), R + rimR * 0.52 * Math.sin(1.05))
    .A(rimR * 0.52, false, true, wx + rimR * 0.52 * Math.cos(1.9), R + rimR * 0.52 * Math.sin(1.9))
    .Z()
  out.push(`<path d="${caliper}" fill="${o.rimColor === 'black' ? '#a3161c' : '#23262a'}"/>`)

  const face = c.linear(
    [
      [0, m0],
      [0.55, m1],
      [1, m2],
    ],
    { x1: 0.2, y1: 0, x2: 0.8, y2: 1 },
  )
  out.push(`<path d="${spokes(o.rim ?? 'five', wx, R, rimR, o.wheelAngle ?? 0)}" fill="${face}" fill-rule="nonzero"/>`)
  // Rim lip and centre cap.
  out.push(`<circle cx="${n(wx)}" cy="${n(cy)}" r="${n(rimR - 12)}" fill="none" stroke="${m1}" stroke-width="26"/>`)
  out.push(`<circle cx="${n(wx)}" cy="${n(cy)}" r="${n(rimR + 4)}" fill="none" stroke="#000" stroke-opacity="0.5" stroke-width="10"/>`)
  const cap = c.radial([
    [0, m0],
    [1, m2],
  ])
  out.push(`<circle cx="${n(wx)}" cy="${n(cy)}" r="${n(R * 0.12)}" fill="${cap}" stroke="#000" stroke-opacity="0.35" stroke-width="6"/>`)
  // Glint across the upper rim edge.
  const glint = path(true)
    .M(wx - (rimR - 12) * Math.cos(0.5), R + (rimR - 12) * Math.sin(0.5))
    .A(rimR - 12, false, false, wx + (rimR - 12) * Math.cos(1.2), R + (rimR - 12) * Math.sin(1.2))
    .toString()
  out.push(
    `<path d="${glint}" fill="none" stroke="#ffffff" stroke-opacity="${op(0.25 + 0.4 * b)}" stroke-width="10" stroke-linecap="round"/>`,
  )
  return out.join('')
}

/** Spoke pattern as one path (several sub-paths), in the car's y-up millimetre space. */
function spokes(style: RimStyle, wx: number, R: number, rimR: number, angleDeg: number): string {
  const p = path(true)
  const cx = wx
  const cy = R
  const pol = (r: number, a: number): Pt => [cx + r * Math.cos(a), cy + r * Math.sin(a)]
  const base = (angleDeg * Math.PI) / 180
  const inner = R * 0.1
  const outer = rimR - 8
  const spoke = (a: number, wIn: number, wOut: number, bend = 0) => {
    const [a1, a2, b1, b2] = [pol(inner, a - wIn), pol(inner, a + wIn), pol(outer, a + wOut + bend), pol(outer, a - wOut + bend)]
    const mid = pol((inner + outer) / 2, a + bend * 0.6)
    p.M(a1[0], a1[1])
      .L(a2[0], a2[1])
      .Q(mid[0] + (a2[0] - a1[0]) * 0.5, mid[1] + (a2[1] - a1[1]) * 0.5, b1[0], b1[1])
      .A(outer, false, false, b2[0], b2[1])
      .Q(mid[0] - (a2[0] - a1[0]) * 0.5, mid[1] - (a2[1] - a1[1]) * 0.5, a1[0], a1[1])
      .Z()
  }
  switch (style) {
    case 'five':
      for (let i = 0; i < 5; i++) spoke(base + (i * 2 * Math.PI) / 5, 0.34, 0.17)
      break
    case 'twin':
      for (let i = 0; i < 5; i++) {
        const a = base + (i * 2 * Math.PI) / 5
        spoke(a - 0.13, 0.13, 0.06)
        spoke(a + 0.13, 0.13, 0.06)
      }
      break
    case 'ten':
      for (let i = 0; i < 10; i++) spoke(base + (i * 2 * Math.PI) / 10, 0.16, 0.07)
      break
    case 'turbine':
      for (let i = 0; i < 8; i++) spoke(base + (i * 2 * Math.PI) / 8, 0.2, 0.11, 0.35)
      break
  }
  // Hub disc joins the spokes.
  p.circle(cx, cy, R * 0.19)
  return p.toString()
}
