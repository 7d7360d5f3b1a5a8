import { describe, expect, it } from 'vitest'

import { barsHeight, coversAny } from './ScrollToTop'

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

describe('the scroll-to-top button sits above a bar along the bottom of the screen', () => {
  it('by the height of the tallest bar shown there', () => {
    // A phone's 72 px booking summary on an 812 px screen.
    expect(barsHeight([box(0, 740, 375, 72)], 812)).toBe(72)
    expect(barsHeight([box(0, 740, 375, 72), box(0, 700, 375, 112)], 812)).toBe(112)
  })

  it('and stays down when no bar is shown there: none, a hidden one, or one dragged away below the screen', () => {
    expect(barsHeight([], 812)).toBe(0)
    expect(barsHeight([box(0, 0, 0, 0)], 812)).toBe(0)
    expect(barsHeight([box(0, 812, 375, 72)], 812)).toBe(0)
    expect(barsHeight([box(0, 100, 375, 72)], 812)).toBe(0)
  })
})
