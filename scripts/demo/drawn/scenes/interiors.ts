/** Indoor scenes: showroom, workshop and tyre storage. */

import { prepareCar, randomCarLook } from '../car'
import { n, path, type PathBuilder } from '../svg'
import { type Pt, carSlot, darken, facing, finish, grain, heroCarOptions, lighten, mix, type SceneContext } from './common'

/** Indoors the time of day only shows through windows; the interior light stays fairly constant. */
function interiorLight(ctx: SceneContext): { ambient: string; brightness: number } {
  const v = ctx.light.variant
  return {
    ambient: v === 'night' ? '#e6e2dc' : v === 'dusk' ? '#f3ebe4' : v === 'dawn' ? '#f4efea' : '#ffffff',
    brightness: v === 'night' ? 0.7 : 0.9,
  }
}

/** Seams of a tiled floor converging on a vanishing point. */
function floorSeams(ctx: SceneContext, top: number, vp: Pt, seams: number): void {
  const { c, W, H, u } = ctx
  const lines = path()
  for (let i = -seams; i <= seams; i++) {
    const xb = vp[0] + i * W * 0.16
    const t = (top - vp[1]) / (H - vp[1])
    const xt = vp[0] + (xb - vp[0]) * t
    lines
      .M(xt, top)
      .L(xb, H)
      .L(xb + 2 * u, H)
      .L(xt + 0.5 * u, top)
      .Z()
  }
  for (let k = 1, y = top + 18 * u; y < H; k++, y += 18 * u * k * 0.8) lines.rect(0, y, W, 1.5 * u)
  c.path(lines.toString(), '#000', { 'fill-opacity': 0.07 })
}

export function showroom(ctx: SceneContext): void {
  const { c, W, H, u, rng } = ctx
  const floorTop = H * 0.62
  const vp: Pt = [W * 0.56, H * 0.46]
  const inLight = interiorLight(ctx)

  // Back wall: a dark feature wall on the left, floor-to-ceiling glazing on the right.
  const glassX = W * 0.42
  showroomGlazing(ctx, glassX, H * 0.13, floorTop)
  featureWall(ctx, glassX, floorTop)
  showroomCeiling(ctx)

  const floor = '#cdd0d4'
  const ramp = {
    y0: floorTop,
    y1: H,
    stops: [
      [0, darken(floor, 0.1)],
      [0.3, floor],
      [1, darken(floor, 0.25)],
    ] as Array<[number, string]>,
  }
  c.rect(0, floorTop, W, H - floorTop, c.ramp(ramp))

  const env = {
    sky: '#f4f6f8',
    horizon: '#ffffff',
    ground: floor,
    ambient: inLight.ambient,
    brightness: inLight.brightness,
    lightsOn: false,
    key: '#ffffff',
  }
  const back = prepareCar(c, {
    ...randomCarLook(rng.fork('second')),
    x: W * 0.34,
    groundY: H * 0.745,
    length: 560 * u,
    color: rng.pick(['#e9eaec', '#1b1d20', '#8e949b']),
    facing: 'right',
    env,
    reflection: { floor: ramp, strength: 0.3 },
  })
  const slot = carSlot(ctx)
  const front = prepareCar(
    c,
    heroCarOptions(ctx, {
      x: slot.x,
      groundY: H * 0.93,
      length: slot.length,
      facing: 'left',
      env,
      reflection: { floor: ramp, strength: 0.38 },
    }),
  )
  back.reflect()
  front.reflect()

  showroomFloorLight(ctx, floorTop, vp, glassX)
  back.draw()
  front.draw()
  grain(ctx, 0.6)
  finish(ctx, 0.5, 0.15)
}

/** Floor-to-ceiling glazing with out-of-focus trees (and at night lamps) outside. */
function showroomGlazing(ctx: SceneContext, glassX: number, glassTop: number, floorTop: number): void {
  const { c, W, u, rng, light } = ctx
  const outside = light.variant === 'night' ? '#16233d' : light.variant === 'day' ? '#b4d0e4' : light.sky[2]
  c.rect(
    glassX,
    glassTop,
    W - glassX,
    floorTop - glassTop,
    c.linear([
      [0, mix(outside, light.sky[1], 0.5)],
      [0.75, outside],
      [1, mix(outside, '#6d7d66', 0.4)],
    ]),
  )
  // Out-of-focus trees outside: soft blobs, paler with distance.
  const treeTone = mix(light.variant === 'night' ? '#0d1512' : '#6f8a66', outside, 0.5)
  const blobs: string[] = []
  const soft = c.radial([
    [0, treeTone, 0.9],
    [0.7, treeTone, 0.7],
    [1, treeTone, 0],
  ])
  for (let x = glassX - 40 * u; x < W + 80 * u; x += rng.range(60, 120) * u) {
    const r = rng.range(70, 130) * u
    blobs.push(`<ellipse cx="${n(x)}" cy="${n(floorTop - r * 0.5)}" rx="${n(r)}" ry="${n(r * 1.1)}" fill="${soft}"/>`)
  }
  c.add(blobs.join(''))
  if (light.lampsOn) for (let x = glassX + 100 * u; x < W; x += 260 * u) c.glow(x, floorTop - 90 * u, 26 * u, 26 * u, light.lamp, 0.6)
  const frames = path()
  for (let x = glassX; x < W; x += 170 * u) frames.rect(x, glassTop, 7 * u, floorTop - glassTop)
  frames.rect(glassX, glassTop, W - glassX, 8 * u)
  c.path(frames.toString(), '#2b2f35')
}

/** The dark feature wall left of the glazing, with a brand accent line in the car colour. */
function featureWall(ctx: SceneContext, glassX: number, floorTop: number): void {
  const { c, H, u, carColor } = ctx
  c.rect(
    0,
    H * 0.1,
    glassX,
    floorTop - H * 0.1,
    c.linear([
      [0, '#1c2026'],
      [1, '#2a3038'],
    ]),
  )
  c.rect(0, H * 0.44, glassX, 5 * u, lighten(carColor, 0.25), { 'fill-opacity': 0.9 })
  c.glow(glassX * 0.5, H * 0.44, glassX * 0.6, 40 * u, lighten(carColor, 0.3), 0.25)
}

/** Ceiling with recessed light lines. */
function showroomCeiling(ctx: SceneContext): void {
  const { c, W, H, u } = ctx
  c.rect(
    0,
    0,
    W,
    H * 0.1,
    c.linear([
      [0, '#cfd1d4'],
      [1, '#eceded'],
    ]),
  )
  const strips = path()
  for (const [y, h] of [
    [H * 0.012, 7],
    [H * 0.045, 6],
    [H * 0.072, 4],
  ] as const)
    strips.rect(0, y, W, h * u)
  c.path(strips.toString(), '#ffffff')
  c.rect(0, H * 0.1, W, H * 0.03, '#f4f4f5')
  c.rect(0, H * 0.13, W, 3 * u, '#000', { 'fill-opacity': 0.12 })
}

/** What lies on the floor over the cars' reflections: seams, the wall's shadow, the windows' glints, lamp pools. */
function showroomFloorLight(ctx: SceneContext, floorTop: number, vp: Pt, glassX: number): void {
  const { c, W, H, u } = ctx
  floorSeams(ctx, floorTop, vp, 6)
  c.rect(
    0,
    floorTop,
    W,
    30 * u,
    c.linear([
      [0, '#000', 0.18],
      [1, '#000', 0],
    ]),
  )
  const glints = path()
  for (let x = glassX + 40 * u; x < W; x += 170 * u) glints.rect(x, floorTop + 4 * u, 120 * u, H * 0.25)
  c.path(
    glints.toString(),
    c.linear([
      [0, '#ffffff', 0.3],
      [1, '#ffffff', 0],
    ]),
  )
  for (const [x, y, r] of [
    [W * 0.3, H * 0.8, 420],
    [W * 0.68, H * 0.95, 520],
  ] as const)
    c.glow(x, y, r * u, r * 0.2 * u, '#ffffff', 0.3)
}

/** A tool on the pegboard: wrenches, screwdrivers and hammers as simple silhouettes. */
function tool(p: PathBuilder, kind: number, x: number, y: number, s: number): void {
  switch (kind % 3) {
    case 0: // open-ended wrench
      p.rect(x - s * 0.06, y, s * 0.12, s * 0.9)
        .circle(x, y, s * 0.16)
        .circle(x, y + s * 0.95, s * 0.12)
      break
    case 1: // screwdriver
      p.rect(x - s * 0.09, y, s * 0.18, s * 0.38).rect(x - s * 0.025, y + s * 0.38, s * 0.05, s * 0.5)
      break
    default: // hammer
      p.rect(x - s * 0.04, y + s * 0.1, s * 0.08, s * 0.8).rect(x - s * 0.22, y, s * 0.44, s * 0.14)
  }
}

export function workshop(ctx: SceneContext): void {
  const { c, W, H, u } = ctx
  const floorTop = H * 0.7
  const inLight = interiorLight(ctx)
  workshopWall(ctx, floorTop)
  toolWall(ctx, { x: W * 0.03, y: H * 0.24, w: W * 0.3, h: H * 0.3 }, floorTop)

  // Epoxy floor with a yellow safety line.
  const floor = '#a2a8ae'
  const ramp = {
    y0: floorTop,
    y1: H,
    stops: [
      [0, darken(floor, 0.12)],
      [0.4, floor],
      [1, darken(floor, 0.3)],
    ] as Array<[number, string]>,
  }
  c.rect(0, floorTop, W, H - floorTop, c.ramp(ramp))

  // Scissor lift: runway under the wheels, crossed arms, base plate.
  const slot = carSlot(ctx, 0.95)
  const groundY = H * 0.9
  const lift = H * 0.19
  const env = {
    sky: '#eef1f4',
    horizon: '#ffffff',
    ground: floor,
    ambient: inLight.ambient,
    brightness: inLight.brightness,
    lightsOn: false,
    key: '#ffffff',
  }
  const car = prepareCar(
    c,
    heroCarOptions(ctx, {
      x: slot.x,
      groundY,
      length: slot.length,
      facing: facing(ctx),
      env,
      lift,
      reflection: { floor: ramp, strength: 0.18 },
      noShadow: true,
    }),
  )
  car.reflect()
  c.rect(0, floorTop + 24 * u, W, 8 * u, '#e0b321', { 'fill-opacity': 0.85 })
  scissorLift(ctx, slot, groundY, groundY - lift)
  car.draw()

  // Stacked tyres on the right.
  tyreStack(ctx, W * 0.94, groundY + 20 * u, 4, 120 * u)
  grain(ctx, 0.6)
  finish(ctx, 0.5, 0.18)
}

/** The back wall: clerestory windows that show the time of day, ceiling lights and a sectional door. */
function workshopWall(ctx: SceneContext, floorTop: number): void {
  const { c, W, H, u, light } = ctx
  const wall = '#cfd4da'
  c.rect(
    0,
    0,
    W,
    floorTop,
    c.linear([
      [0, darken(wall, 0.3)],
      [0.3, wall],
      [1, darken(wall, 0.1)],
    ]),
  )
  // Clerestory windows show the time of day.
  const sky = light.variant === 'night' ? '#101a2e' : light.sky[1]
  const windows = path()
  for (let x = 60 * u; x < W; x += 300 * u) windows.rect(x, H * 0.08, 240 * u, H * 0.1)
  c.path(
    windows.toString(),
    c.linear([
      [0, sky],
      [1, light.sky[2]],
    ]),
  )
  const bars = path()
  for (let x = 60 * u; x < W; x += 300 * u) bars.rect(x + 118 * u, H * 0.08, 4 * u, H * 0.1)
  c.path(bars.toString(), '#5b636c')
  // Ceiling light panels with a glow.
  for (let x = 180 * u; x < W; x += 420 * u) {
    c.rect(x - 110 * u, H * 0.02, 220 * u, 12 * u, '#ffffff')
    c.glow(x, H * 0.03, 300 * u, 60 * u, '#ffffff', 0.5)
  }
  // Sectional door on the right.
  const doorX = W * 0.74
  c.rect(
    doorX,
    H * 0.24,
    W * 0.24,
    floorTop - H * 0.24,
    c.linear([
      [0, '#e4e7ea'],
      [1, '#b5bbc2'],
    ]),
  )
  const panels = path()
  for (let y = H * 0.24; y < floorTop; y += (floorTop - H * 0.24) / 6) panels.rect(doorX, y, W * 0.24, 3 * u)
  c.path(panels.toString(), '#000', { 'fill-opacity': 0.15 })
  c.rect(
    doorX + W * 0.02,
    H * 0.27,
    W * 0.2,
    (floorTop - H * 0.24) / 6 - 12 * u,
    c.linear([
      [0, sky],
      [1, light.sky[2]],
    ]),
    { 'fill-opacity': 0.9 },
  )
}

/** Pegboard tool wall on the left, a red tool cabinet under it. */
function toolWall(ctx: SceneContext, board: { x: number; y: number; w: number; h: number }, floorTop: number): void {
  const { c, H, u, rng } = ctx
  c.rect(board.x, board.y, board.w, board.h, '#3b4048')
  const holes = path()
  for (let x = board.x + 12 * u; x < board.x + board.w; x += 24 * u)
    for (let y = board.y + 12 * u; y < board.y + board.h; y += 24 * u) holes.rect(x, y, 3 * u, 3 * u)
  c.path(holes.toString(), '#1f2328')
  const tools = path()
  const red = path()
  let k = 0
  for (let x = board.x + 40 * u; x < board.x + board.w - 20 * u; x += rng.range(36, 60) * u, k++) {
    const s = rng.range(70, 120) * u
    tool(k % 4 === 1 ? red : tools, rng.int(0, 2), x, board.y + 30 * u + rng.range(0, 20) * u, s)
  }
  for (let x = board.x + 50 * u; x < board.x + board.w - 40 * u; x += rng.range(60, 90) * u, k++)
    tool(tools, rng.int(0, 2), x, board.y + board.h * 0.55, rng.range(60, 90) * u)
  c.path(tools.toString(), '#c3c8ce')
  c.path(red.toString(), '#b3261e')
  // Red tool cabinet under the board.
  c.rect(
    board.x + 20 * u,
    floorTop - H * 0.15,
    board.w * 0.5,
    H * 0.15,
    c.linear([
      [0, '#c0322a'],
      [1, '#7d1c17'],
    ]),
  )
  const drawers = path()
  for (let i = 1; i < 5; i++) drawers.rect(board.x + 30 * u, floorTop - H * 0.15 + i * H * 0.028, board.w * 0.5 - 20 * u, 3 * u)
  c.path(drawers.toString(), '#e3e3e3', { 'fill-opacity': 0.6 })
}

/** The lift under the car: its shadow, crossed arms, base plate and the runway at runY. */
function scissorLift(ctx: SceneContext, slot: { x: number; length: number }, groundY: number, runY: number): void {
  const { c, u } = ctx
  const runL = slot.x - slot.length * 0.42
  const runR = slot.x + slot.length * 0.42
  c.glow(slot.x, groundY, slot.length * 0.55, 26 * u, '#000', 0.5)
  const arms = path()
  const armW = 16 * u
  const midY = (runY + groundY) / 2
  for (const [xa, xb] of [
    [runL + 40 * u, runR - 40 * u],
    [runR - 40 * u, runL + 40 * u],
  ] as const) {
    arms
      .M(xa, runY + 20 * u)
      .L(xa + (xa < xb ? armW : -armW), runY + 20 * u)
      .L(xb, groundY - 14 * u)
      .L(xb - (xa < xb ? armW : -armW), groundY - 14 * u)
      .Z()
  }
  c.path(
    arms.toString(),
    c.linear([
      [0, '#4d5560'],
      [1, '#2a2f36'],
    ]),
  )
  c.add(`<circle cx="${n(slot.x)}" cy="${n(midY + 3 * u)}" r="${n(12 * u)}" fill="#1d2126"/>`)
  c.rect(runL - 20 * u, groundY - 14 * u, runR - runL + 40 * u, 14 * u, '#2a2f36')
  c.rect(
    runL,
    runY,
    runR - runL,
    22 * u,
    c.linear([
      [0, '#5a636e'],
      [1, '#2f353c'],
    ]),
  )
  const stripes = path()
  for (let x = runL + 10 * u; x < runR - 20 * u; x += 40 * u)
    stripes
      .M(x, runY + 22 * u)
      .L(x + 18 * u, runY)
      .L(x + 30 * u, runY)
      .L(x + 12 * u, runY + 22 * u)
      .Z()
  c.path(stripes.toString(), '#e0b321', { 'fill-opacity': 0.8 })
}

/** Tyres lying flat, stacked, seen from the side: rounded shoulders and a lighter sidewall band. */
function tyreStack(ctx: SceneContext, x: number, base: number, count: number, d: number): void {
  const { c } = ctx
  const h = d * 0.28
  const fill = c.linear([
    [0, '#3a3d42'],
    [0.35, '#222427'],
    [1, '#0e0f11'],
  ])
  const parts: string[] = []
  for (let i = 0; i < count; i++) {
    const y = base - (i + 1) * h
    parts.push(
      `<rect x="${n(x - d / 2)}" y="${n(y)}" width="${n(d)}" height="${n(h - 1)}" rx="${n(h * 0.42)}" fill="${fill}"/>`,
      `<rect x="${n(x - d * 0.44)}" y="${n(y + h * 0.12)}" width="${n(d * 0.88)}" height="${n(h * 0.06)}" fill="#ffffff" fill-opacity="0.08"/>`,
    )
  }
  c.add(parts.join(''))
}

/** Tyre standing upright, tread towards the viewer: a rounded block with tread grooves. */
function treadTyre(p: PathBuilder, grooves: PathBuilder, x: number, base: number, d: number, w: number): void {
  p.M(x + w * 0.25, base - d)
    .L(x + w * 0.75, base - d)
    .Q(x + w, base - d, x + w, base - d * 0.85)
    .L(x + w, base - d * 0.15)
    .Q(x + w, base, x + w * 0.75, base)
    .L(x + w * 0.25, base)
    .Q(x, base, x, base - d * 0.15)
    .L(x, base - d * 0.85)
    .Q(x, base - d, x + w * 0.25, base - d)
    .Z()
  for (let y = base - d * 0.9; y < base - d * 0.1; y += d * 0.07)
    grooves
      .M(x + w * 0.15, y)
      .L(x + w * 0.5, y + d * 0.03)
      .L(x + w * 0.85, y)
      .L(x + w * 0.85, y + d * 0.012)
      .L(x + w * 0.5, y + d * 0.042)
      .L(x + w * 0.15, y + d * 0.012)
      .Z()
  grooves.rect(x + w * 0.48, base - d * 0.92, w * 0.04, d * 0.84)
}

/** A complete wheel face-on (tyre + alloy rim) standing on a shelf. */
function wheelFace(ctx: SceneContext, x: number, base: number, d: number, rimColor: string): string {
  const r = d / 2
  const cy = base - r
  const spokes = path()
  for (let i = 0; i < 5; i++) {
    const a = (i * 2 * Math.PI) / 5 + 0.3
    const [c1, s1, c2, s2] = [Math.cos(a - 0.2), Math.sin(a - 0.2), Math.cos(a + 0.2), Math.sin(a + 0.2)]
    spokes
      .M(x + c1 * r * 0.12, cy + s1 * r * 0.12)
      .L(x + c1 * r * 0.6, cy + s1 * r * 0.6)
      .L(x + c2 * r * 0.6, cy + s2 * r * 0.6)
      .L(x + c2 * r * 0.12, cy + s2 * r * 0.12)
      .Z()
  }
  return (
    `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(r)}" fill="#17191b"/>` +
    `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(r * 0.64)}" fill="#0b0c0d"/>` +
    `<path d="${spokes}" fill="${rimColor}"/>` +
    `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(r * 0.6)}" fill="none" stroke="${rimColor}" stroke-width="${n(r * 0.07)}"/>` +
    `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(r * 0.14)}" fill="${rimColor}"/>` +
    `<path d="${path()
      .M(x - r * 0.92, cy - r * 0.2)
      .A(r * 0.94, false, true, x + r * 0.2, cy - r * 0.92)
      .toString()}" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="${n(r * 0.06)}"/>`
  )
}

export function tires(ctx: SceneContext): void {
  const { c, W, H, u, light } = ctx
  const floorTop = H * 0.84
  // Dim warehouse, lit by warm lamps along the aisle.
  c.rect(
    0,
    0,
    W,
    floorTop,
    c.linear([
      [0, '#1d2026'],
      [1, '#2d3138'],
    ]),
  )
  for (let x = W * 0.2; x < W; x += W * 0.27) c.glow(x, H * 0.02, 420 * u, 260 * u, light.variant === 'night' ? '#ffd9a0' : '#fff0d6', 0.35)

  const levels = [H * 0.3, H * 0.56, H * 0.82]
  const uprights: number[] = []
  for (let x = W * 0.02; x < W + 10; x += W * 0.245) uprights.push(x)
  rackContents(ctx, uprights, levels)
  rackFrame(ctx, uprights, levels, floorTop)

  // Warm light falling on the middle of the racks.
  c.rect(
    0,
    0,
    W,
    floorTop,
    c.linear(
      [
        [0, '#ffe9c4', 0],
        [0.35, '#ffe9c4', 0.08],
        [0.55, '#ffe9c4', 0.1],
        [1, '#ffe9c4', 0],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  )
  const floor = '#4a4e54'
  c.rect(
    0,
    floorTop,
    W,
    H - floorTop,
    c.linear([
      [0, lighten(floor, 0.1)],
      [1, darken(floor, 0.35)],
    ]),
  )
  c.rect(0, floorTop, W, 12 * u, '#000', { 'fill-opacity': 0.3 })
  // Foreground stacks read as closer: larger and darker.
  tyreStack(ctx, W * 0.78, H * 1.02, 4, 260 * u)
  c.add(wheelFace(ctx, W * 0.92, H * 1.0, 270 * u, '#c9ced4'))
  grain(ctx, 0.6)
  finish(ctx, 0.45)
}

/** Each bay and level of the racks: upright tyres in sets, wheels on rims, or tyres stacked flat. */
function rackContents(ctx: SceneContext, uprights: number[], levels: number[]): void {
  const { c, u, rng } = ctx
  const tyres = path()
  const grooves = path()
  const wheels: string[] = []
  const tags = path()
  const rims = ['#c9ced4', '#8d939a', '#2a2d31', '#d8dbde']
  const stacks: Array<[number, number, number, number]> = []
  for (let b = 0; b < uprights.length - 1; b++) {
    const x0 = uprights[b]! + 16 * u
    const x1 = uprights[b + 1]! - 6 * u
    for (const [li, y] of levels.entries()) {
      const kind = (b + li + rng.int(0, 1)) % 3
      if (kind === 0) {
        // Tyres upright, tread towards the aisle, in sets of four.
        const d = rng.range(150, 180) * u
        const w = d * 0.3
        for (let x = x0 + 6 * u; x + w < x1; x += w + 4 * u) treadTyre(tyres, grooves, x, y, d, w)
        tags.rect(x0 + 30 * u, y - d * 0.55, 22 * u, 30 * u)
      } else if (kind === 1) {
        const d = rng.range(150, 175) * u
        const rim = rng.pick(rims)
        for (let x = x0 + d / 2 + 4 * u; x + d / 2 < x1; x += d * 0.78) wheels.push(wheelFace(ctx, x, y, d, rim))
      } else {
        // Tyres lying flat in stacks.
        const d = rng.range(170, 200) * u
        for (let x = x0 + 6 * u; x + d < x1; x += d + 10 * u) stacks.push([x + d / 2, y, rng.int(3, 4), d])
      }
    }
  }
  c.path(
    tyres.toString(),
    c.linear([
      [0, '#3b3e43'],
      [1, '#1a1b1e'],
    ]),
  )
  c.path(grooves.toString(), '#000', { 'fill-opacity': 0.55 })
  c.add(wheels.join(''))
  for (const [x, y, count, d] of stacks) tyreStack(ctx, x, y, count, d)
  c.path(tags.toString(), '#eeeeea', { 'fill-opacity': 0.85 })
}

/** Rack frame in safety orange and blue. */
function rackFrame(ctx: SceneContext, uprights: number[], levels: number[], floorTop: number): void {
  const { c, W, H, u } = ctx
  const frame = path()
  for (const x of uprights) frame.rect(x, H * 0.04, 14 * u, floorTop - H * 0.04)
  c.path(
    frame.toString(),
    c.linear(
      [
        [0, '#3563a0'],
        [1, '#26497a'],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  )
  const beams = path()
  for (const y of levels) beams.rect(0, y, W, 12 * u)
  c.path(beams.toString(), '#e07a1f')
  c.path(
    path()
      .rect(0, levels[0]! + 9 * u, W, 3 * u)
      .rect(0, levels[1]! + 9 * u, W, 3 * u)
      .rect(0, levels[2]! + 9 * u, W, 3 * u)
      .toString(),
    '#000',
    { 'fill-opacity': 0.3 },
  )
}
