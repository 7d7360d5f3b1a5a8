import { describe, expect, it } from 'vitest'

import { coversAny } from './ScrollToTop'

const box = (left: number, top: number, width: number, height: number) => ({ left, top, right: left + width, bottom: top + height })

describe('the scroll-to-top button keeps clear', () => {
  const button = box(20, 744, 48, 48)

  it('of a form’s outcome or send button it would cover', () => {
    expect(coversAny(button, [box(20, 700, 335, 80)])).toBe(true)
    expect(coversAny(button, [box(0, 760, 375, 20)])).toBe(true)
  })

  it('but not of what lies beside or above it, or of an empty outcome', () => {
    expect(coversAny(button, [box(20, 600, 335, 140), box(80, 744, 200, 48)])).toBe(false)
    expect(coversAny(button, [box(20, 760, 335, 0)])).toBe(false)
  })
})
