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

/** A box's six faces as corner lists, each with its outward normal. */
function boxFaces(cx: number, cy: number, z0: number, length: number, width: number, height: number, inset = 0) {
  const x0 = cx - length / 2
  const x1 = cx + length / 2
  const y0 = cy - width / 2
  const y1 = cy + width / 2
  const z1 = z0 + height
  const top = (x: number) => (x < cx ? x + inset : x - inset)
  const faces: Array<{ corners: Point3[]; normal: Point3 }> = [
    { corners: [[top(x0), y0, z1], [top(x1), y0, z1], [top(x1), y1, z1], [top(x0), y1, z1]], normal: [0, 0, 1] },
    { corners: [[x0, y0, z0], [x1, y0, z0], [top(x1), y0, z1], [top(x0), y0, z1]], normal: [0, -1, 0] },
    { corners: [[x0, y1, z0], [x1, y1, z0], [top(x1), y1, z1], [top(x0), y1, z1]], normal: [0, 1, 0] },
    { corners: [[x1, y0, z0], [x1, y1, z0], [top(x1), y1, z1], [top(x1), y0, z1]], normal: [1, 0, 0] },
    { corners: [[x0, y0, z0], [x0, y1, z0], [top(x0), y1, z1], [top(x0), y0, z1]], normal: [-1, 0, 0] },
  ]
  return faces
}

/**
 * One frame of the exterior turn: the body and cabin as boxes seen from a little above, turned by
 * frame/frames of a full turn, faces drawn back to front and lit from the upper left; wheels as dark discs.
 */
export function exteriorFrameSvg({ color, frame, frames }: TurntableFrame, width = 960): string {
  const height = Math.round((width * 9) / 16)
  const angle = (2 * Math.PI * frame) / frames
  const elevation = 0.35
  const scale = width / 7.5
  const project = ([x, y, z]: Point3) => {
    const rx = x * Math.cos(angle) - y * Math.sin(angle)
    const ry = x * Math.sin(angle) + y * Math.cos(angle)
    // The camera looks along +y from slightly above: farther points sit higher on the picture.
    return { sx: width / 2 + rx * scale, sy: height * 0.62 - (z * Math.cos(elevation) + ry * Math.sin(elevation)) * scale, depth: ry * Math.cos(elevation) - z * Math.sin(elevation) }
  }
  const turn = ([x, y, z]: Point3): Point3 => [x * Math.cos(angle) - y * Math.sin(angle), x * Math.sin(angle) + y * Math.cos(angle), z]
  const light: Point3 = [-0.4, 0.5, 0.77]
  const parts: Array<{ depth: number; svg: string }> = []
  const wheel = (x: number, y: number) => {
    const center = project([x, y, 0.33])
    const facing = Math.abs(Math.cos(angle))
    parts.push({ depth: center.depth - (y > 0 ? 0.01 : -0.01), svg: `<ellipse cx="${center.sx.toFixed(1)}" cy="${center.sy.toFixed(1)}" rx="${(0.34 * scale * Math.max(0.25, facing)).toFixed(1)}" ry="${(0.34 * scale).toFixed(1)}" fill="#1c1c1e"/>` })
  }
  for (const x of [-1.35, 1.35]) for (const y of [-0.82, 0.82]) wheel(x, y)
  const faces = [...boxFaces(0, 0, 0.3, 4.4, 1.8, 0.7).map((face) => ({ ...face, glass: false })), ...boxFaces(-0.25, 0, 1.0, 2.4, 1.6, 0.55, 0.35).map((face) => ({ ...face, glass: face.normal[2] === 0 }))]
  for (const face of faces) {
    const normal = turn(face.normal)
    // Faces turned away from the camera (which looks along +y from above) are hidden.
    if (-normal[1] * Math.cos(elevation) + normal[2] * Math.sin(elevation) <= 0.001) continue
    const points = face.corners.map(project)
    const depth = points.reduce((sum, point) => sum + point.depth, 0) / points.length
    const brightness = 0.55 + 0.45 * Math.max(0, normal[0] * light[0] + normal[1] * light[1] + normal[2] * light[2])
    const fill = face.glass ? shade('#3a4a5c', brightness) : shade(color, brightness)
    parts.push({ depth, svg: `<polygon points="${points.map((point) => `${point.sx.toFixed(1)},${point.sy.toFixed(1)}`).join(' ')}" fill="${fill}" stroke="rgba(0,0,0,0.25)" stroke-width="1"/>` })
  }
  parts.sort((a, b) => b.depth - a.depth)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="#e9ecef"/>` +
    `<ellipse cx="${width / 2}" cy="${(height * 0.66).toFixed(1)}" rx="${(width * 0.36).toFixed(1)}" ry="${(height * 0.09).toFixed(1)}" fill="#c9ced4"/>` +
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
