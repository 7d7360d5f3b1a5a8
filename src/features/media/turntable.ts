/**
 * The demo's 360° views (spec 2 §7 "Media (UK)"): a generated car drawn on a turntable, one frame per step of
 * the turn, and the interior turned the same way. Real stock gives its own frame addresses in `car_media`.
 *
 * `/api/car-media/frames/{exterior|interior}-{rrggbb}-{frame}-{frames}.svg`
 */

export const TURNTABLE_PREFIX = '/api/car-media/frames/'
export const TURNTABLE_KINDS = ['exterior', 'interior'] as const
export type TurntableKind = (typeof TURNTABLE_KINDS)[number]
export type TurntableFrame = { kind: TurntableKind; color: string; frame: number; frames: number }

const NAME = /^(exterior|interior)-([0-9a-f]{6})-(\d{1,3})-(\d{1,3})\.svg$/

export function turntableFrameUrl(frame: TurntableFrame): string {
  return `${TURNTABLE_PREFIX}${frame.kind}-${frame.color.replace(/^#/, '').toLowerCase()}-${frame.frame}-${frame.frames}.svg`
}

/** Every frame of a turn, in turning order. */
export function turntableFrameUrls(kind: TurntableKind, color: string, frames: number): string[] {
  return Array.from({ length: frames }, (_, frame) => turntableFrameUrl({ kind, color, frame, frames }))
}

export function parseTurntableName(name: string): TurntableFrame | null {
  const match = NAME.exec(name)
  if (!match) return null
  const frames = Number(match[4])
  const frame = Number(match[3])
  if (frames < 4 || frames > 144 || frame >= frames) return null
  return { kind: match[1] as TurntableKind, color: `#${match[2]}`, frame, frames }
}

type Point3 = [x: number, y: number, z: number]

/** Scales a colour's channels (shade < 1 darkens). */
function shade(color: string, factor: number): string {
  const value = Number.parseInt(color.slice(1), 16)
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((value >> shift) & 255) * factor)))
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`
}

// The car, in metres: x along it (front +x), y across (left −y), z up; an estate of the gallery's proportions.
const LENGTH = 4.6
const HALF_WIDTH = 0.92
const SILL = 0.3
const WHEEL_X = 1.42
const WHEEL_R = 0.34
/** Stations along the car: the body is lofted through cross-sections taken at these places (u = x / half length). */
const STATIONS = Array.from({ length: 29 }, (_, index) => -1 + (2 * index) / 28)

const clamp01 = (value: number) => Math.min(1, Math.max(0, value))
const lerp = (a: number, b: number, t: number) => a + (b - a) * t
/** A smooth step from 0 at `from` to 1 at `to`. */
const ease = (value: number, from: number, to: number) => {
  const t = clamp01((value - from) / (to - from))
  return t * t * (3 - 2 * t)
}

/** The shoulder line's height: a low nose, the bonnet rising to the windscreen, a level waist, the tailgate. */
const shoulder = (u: number) => (u > 0 ? lerp(0.98, 0.66, ease(u, 0.45, 1)) : lerp(1.0, 0.72, ease(-u, 0.88, 1)))
/** The roof's height over the cabin: the windscreen's rake in front, the tailgate glass at the back. */
const roof = (u: number) => Math.min(lerp(1.0, 1.48, ease(-u, -0.36, -0.02)), lerp(1.48, 1.0, ease(-u, 0.74, 0.86)))
const inCabin = (u: number) => u < 0.36 && u > -0.86
/** The body's half width: full along the doors, drawn in at the bumpers. */
const halfWidth = (u: number) => HALF_WIDTH * (1 - 0.1 * ease(Math.abs(u), 0.78, 1))

type Face = { corners: Point3[]; fill: 'paint' | 'glass' | 'trim' | 'lamp' | 'tail' }

/** A cross-section of the body at u, left side up and over to the right side down: sill, flank, shoulder, top. */
function section(u: number): Point3[] {
  const x = (u * LENGTH) / 2
  const w = halfWidth(u)
  const top = shoulder(u)
  const crown = inCabin(u) ? Math.max(top + 0.01, roof(u)) : top + 0.03
  const left: Point3[] = [
    [x, -w * 0.96, SILL],
    [x, -w, SILL + 0.14],
    [x, -w, top - 0.06],
    [x, -w * 0.9, top],
    [x, -w * (inCabin(u) && crown > top + 0.05 ? 0.7 : 0.55), crown],
  ]
  return [...left, ...left.map(([px, py, pz]): Point3 => [px, -py, pz]).reverse()]
}

/** What a piece of the body is, from where it is: glass above the shoulder in the cabin (less the roof and pillars). */
function fillAt(corners: readonly Point3[]): Face['fill'] {
  const u = corners.reduce((sum, [x]) => sum + x, 0) / corners.length / (LENGTH / 2)
  const z = corners.reduce((sum, [, , pz]) => sum + pz, 0) / corners.length
  const across = Math.max(...corners.map(([, y]) => Math.abs(y))) / HALF_WIDTH
  if (z < SILL + 0.08) return 'trim'
  if (!inCabin(u) || z <= shoulder(u) + 0.02) return 'paint'
  const pillar = Math.abs(u + 0.12) < 0.04 || Math.abs(u - 0.34) < 0.035 || Math.abs(u + 0.84) < 0.035
  const roofPanel = across < 0.72 && u < 0.0 && u > -0.74
  return pillar || roofPanel ? 'paint' : 'glass'
}

/** The lofted body: quads between neighbouring cross-sections, the two ends, and the lamps on them. */
function carFaces(): Face[] {
  const faces: Face[] = []
  for (let index = 0; index < STATIONS.length - 1; index++) {
    const a = section(STATIONS[index]!)
    const b = section(STATIONS[index + 1]!)
    for (let k = 0; k < a.length - 1; k++) {
      const corners: Point3[] = [a[k]!, b[k]!, b[k + 1]!, a[k + 1]!]
      faces.push({ corners, fill: fillAt(corners) })
    }
  }
  for (const [u, lamp] of [[1, 'lamp'], [-1, 'tail']] as const) {
    const points = section(u)
    faces.push({ corners: u > 0 ? points : [...points].reverse(), fill: 'paint' })
    const x = (u * LENGTH) / 2 + u * 0.004
    const z = shoulder(u) - 0.14
    for (const side of [-1, 1]) {
      const inner = side * HALF_WIDTH * 0.4
      const outer = side * HALF_WIDTH * 0.82
      const corners: Point3[] = [[x, inner, z - 0.06], [x, outer, z - 0.04], [x, outer, z + 0.05], [x, inner, z + 0.04]]
      faces.push({ corners: (u > 0) === (side > 0) ? corners : [...corners].reverse(), fill: lamp })
    }
  }
  return faces
}

const FACES = carFaces()

function normalOf(corners: readonly Point3[]): Point3 {
  // Newell's method: robust for the loft's slightly twisted quads.
  let nx = 0
  let ny = 0
  let nz = 0
  corners.forEach((current, index) => {
    const next = corners[(index + 1) % corners.length]!
    nx += (current[1] - next[1]) * (current[2] + next[2])
    ny += (current[2] - next[2]) * (current[0] + next[0])
    nz += (current[0] - next[0]) * (current[1] + next[1])
  })
  const length = Math.hypot(nx, ny, nz) || 1
  return [nx / length, ny / length, nz / length]
}

/**
 * One frame of the exterior turn: the car lofted through its cross-sections (bonnet, glasshouse with its
 * pillars, lamps at both ends, wheels with their rims), turned by frame/frames of a full turn on a studio floor,
 * seen from a little above and lit from the upper left with the sky reflected in its upper surfaces.
 */
export function exteriorFrameSvg({ color, frame, frames }: TurntableFrame, width = 960): string {
  const height = Math.round((width * 9) / 16)
  // Frame 0 shows the car's front three-quarters, as a dealer's turntable starts.
  const angle = (2 * Math.PI * frame) / frames + Math.PI / 5
  const elevation = 0.3
  const scale = width / 6.4
  const turn = ([x, y, z]: Point3): Point3 => [x * Math.cos(angle) - y * Math.sin(angle), x * Math.sin(angle) + y * Math.cos(angle), z]
  const project = (point: Point3) => {
    const [rx, ry, z] = turn(point)
    // The camera looks along +y from slightly above: farther points sit higher on the picture.
    return { sx: width / 2 + rx * scale, sy: height * 0.7 - (z * Math.cos(elevation) + ry * Math.sin(elevation)) * scale, depth: ry * Math.cos(elevation) - z * Math.sin(elevation) }
  }
  const toward = (normal: Point3) => -normal[1] * Math.cos(elevation) + normal[2] * Math.sin(elevation)
  const light: Point3 = [-0.45, -0.35, 0.82]
  const lit = (normal: Point3) => Math.max(0, normal[0] * light[0] + normal[1] * light[1] + normal[2] * light[2])
  const polygon = (points: Array<{ sx: number; sy: number }>, fill: string, extra = '') =>
    `<polygon points="${points.map((point) => `${point.sx.toFixed(1)},${point.sy.toFixed(1)}`).join(' ')}" fill="${fill}" stroke="${fill}" stroke-width="0.8" stroke-linejoin="round"${extra}/>`
  const parts: Array<{ depth: number; svg: string }> = []

  for (const face of FACES) {
    const normal = turn(normalOf(face.corners))
    if (toward(normal) <= 0.002) continue
    const points = face.corners.map(project)
    const depth = points.reduce((sum, point) => sum + point.depth, 0) / points.length
    const diffuse = lit(normal)
    const sky = Math.max(0, normal[2])
    let fill: string
    if (face.fill === 'glass') fill = shade('#2b3845', 0.7 + 0.5 * sky + 0.25 * diffuse)
    else if (face.fill === 'trim') fill = shade('#2a2c30', 0.8 + 0.3 * diffuse)
    else if (face.fill === 'lamp') fill = '#e8eef4'
    else if (face.fill === 'tail') fill = '#a3141c'
    else fill = shade(color, 0.42 + 0.5 * diffuse + 0.32 * sky)
    parts.push({ depth: depth - (face.fill === 'lamp' || face.fill === 'tail' ? 0.02 : 0), svg: polygon(points, fill) })
  }

  // Wheels: the tyre and the rim as circles in the car's sides, seen when that side faces the camera.
  for (const x of [-WHEEL_X, WHEEL_X]) {
    for (const side of [-1, 1]) {
      const normal = turn([0, side, 0])
      if (toward(normal) <= 0) continue
      const ring = (radius: number, y: number) =>
        Array.from({ length: 28 }, (_, index) => {
          const a = (2 * Math.PI * index) / 28
          return project([x + radius * Math.cos(a), y, WHEEL_R + radius * Math.sin(a)])
        })
      const y = side * (HALF_WIDTH - 0.04)
      const tyre = ring(WHEEL_R, y)
      const depth = tyre.reduce((sum, point) => sum + point.depth, 0) / tyre.length - 0.05
      const spokes = Array.from({ length: 5 }, (_, index) => {
        const a = (2 * Math.PI * index) / 5
        const hub = project([x, y + side * 0.01, WHEEL_R])
        const end = project([x + 0.2 * Math.cos(a), y + side * 0.01, WHEEL_R + 0.2 * Math.sin(a)])
        return `<line x1="${hub.sx.toFixed(1)}" y1="${hub.sy.toFixed(1)}" x2="${end.sx.toFixed(1)}" y2="${end.sy.toFixed(1)}" stroke="#8d949c" stroke-width="${(scale * 0.035).toFixed(1)}" stroke-linecap="round"/>`
      }).join('')
      parts.push({ depth, svg: polygon(tyre, '#17181a') + polygon(ring(0.23, y + side * 0.005), shade('#c7ccd1', 0.75 + 0.35 * lit(normal))) + polygon(ring(0.17, y + side * 0.008), '#3b3f44') + spokes })
    }
  }
  parts.sort((a, b) => b.depth - a.depth)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    '<defs><linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f5f7"/><stop offset="0.62" stop-color="#dfe2e6"/><stop offset="1" stop-color="#c9cdd2"/></linearGradient>' +
    '<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.42"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>' +
    `<rect width="${width}" height="${height}" fill="url(#studio)"/>` +
    `<ellipse cx="${width / 2}" cy="${(height * 0.71).toFixed(1)}" rx="${(width * 0.4).toFixed(1)}" ry="${(height * 0.1).toFixed(1)}" fill="#d3d7dc"/>` +
    `<ellipse cx="${width / 2}" cy="${(height * 0.7).toFixed(1)}" rx="${(width * 0.33).toFixed(1)}" ry="${(height * 0.075).toFixed(1)}" fill="url(#shadow)"/>` +
    parts.map((part) => part.svg).join('') +
    '</svg>'
  )
}

/** One frame of the interior turn: the cabin seen from the driver's seat, the view panned by frame/frames of a turn. */
export function interiorFrameSvg({ color, frame, frames }: TurntableFrame, width = 960): string {
  const height = Math.round((width * 9) / 16)
  // The panorama is drawn three times side by side so any pan shows a whole view.
  const pan = (frame / frames) * width * 2
  const panorama = (offset: number) =>
    `<g transform="translate(${(offset - pan).toFixed(1)} 0)">` +
    `<rect x="0" y="${height * 0.08}" width="${width * 2}" height="${height * 0.38}" fill="#b8d4ea"/>` +
    `<path d="M0 ${height * 0.55} Q ${width * 0.5} ${height * 0.42} ${width} ${height * 0.55} L ${width} ${height} L 0 ${height} Z" fill="${shade(color, 0.45)}"/>` +
    `<circle cx="${width * 0.32}" cy="${height * 0.72}" r="${height * 0.2}" fill="none" stroke="#1c1c1e" stroke-width="${height * 0.04}"/>` +
    `<rect x="${width * 0.5}" y="${height * 0.6}" width="${width * 0.22}" height="${height * 0.12}" rx="8" fill="#0f1720"/>` +
    `<rect x="${width}" y="${height * 0.45}" width="${width}" height="${height * 0.55}" fill="${shade(color, 0.3)}"/>` +
    `<rect x="${width * 1.15}" y="${height * 0.5}" width="${width * 0.3}" height="${height * 0.45}" rx="24" fill="#2a2a2e"/>` +
    `<rect x="${width * 1.55}" y="${height * 0.5}" width="${width * 0.3}" height="${height * 0.45}" rx="24" fill="#2a2a2e"/>` +
    '</g>'
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="#202326"/>` +
    panorama(0) +
    panorama(width * 2) +
    '</svg>'
  )
}

export function turntableFrameSvg(frame: TurntableFrame): string {
  return frame.kind === 'exterior' ? exteriorFrameSvg(frame) : interiorFrameSvg(frame)
}
