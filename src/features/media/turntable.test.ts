import { describe, expect, it } from 'vitest'

import { exteriorFrameSvg, parseTurntableName, turntableFrameUrl, turntableFrameUrls } from './turntable'
import { nextTurntableFrame, turntableFrameAfterDrag } from './turntable-motion'

describe('360° views', () => {
  it('names each frame of a turn, and reads the names back', () => {
    const urls = turntableFrameUrls('exterior', '#8A1C1C', 36)
    expect(urls).toHaveLength(36)
    expect(urls[9]).toBe('/api/car-media/frames/exterior-8a1c1c-9-36.svg')
    expect(parseTurntableName('exterior-8a1c1c-9-36.svg')).toEqual({ kind: 'exterior', color: '#8a1c1c', frame: 9, frames: 36 })
    expect(turntableFrameUrl(parseTurntableName('interior-00ff00-0-12.svg')!)).toBe('/api/car-media/frames/interior-00ff00-0-12.svg')
    expect(parseTurntableName('exterior-8a1c1c-36-36.svg')).toBeNull()
    expect(parseTurntableName('exterior-8a1c1c-0-2.svg')).toBeNull()
    expect(parseTurntableName('../etc/passwd')).toBeNull()
  })

  it('draws a different picture for each angle', () => {
    const first = exteriorFrameSvg({ kind: 'exterior', color: '#8a1c1c', frame: 0, frames: 36 })
    expect(first.startsWith('<svg')).toBe(true)
    expect(exteriorFrameSvg({ kind: 'exterior', color: '#8a1c1c', frame: 9, frames: 36 })).not.toBe(first)
  })

  it('turns one frame at a time, and 5 px of drag per frame', () => {
    expect(nextTurntableFrame(0, 36)).toBe(1)
    expect(nextTurntableFrame(35, 36)).toBe(0)
    expect(turntableFrameAfterDrag(10, 4, 36)).toBe(10)
    expect(turntableFrameAfterDrag(10, 5, 36)).toBe(11)
    expect(turntableFrameAfterDrag(10, 52, 36)).toBe(20)
    expect(turntableFrameAfterDrag(1, -10, 36)).toBe(35)
  })
})
