import { describe, expect, it } from 'vitest'

import { storyPlace } from './StoriesBrowser'

const places = (count: number, options: { single: boolean; highlightFirst: boolean }) => Array.from({ length: count }, (_, index) => storyPlace(index, count, options))

describe('stories in a two-column list leave no card alone in a row', () => {
  it('lays the last story across both columns when it would be alone', () => {
    // The first page: the latest large, then three.
    expect(places(4, { single: false, highlightFirst: true })).toEqual(['highlight', 'regular', 'regular', 'wide'])
    // After 'Show more': the latest and seven more.
    expect(places(8, { single: false, highlightFirst: true })).toEqual(['highlight', ...Array(6).fill('regular'), 'wide'])
    expect(places(4, { single: false, highlightFirst: false })).toEqual(['regular', 'regular', 'regular', 'regular'])
    expect(places(3, { single: false, highlightFirst: false })).toEqual(['regular', 'regular', 'wide'])
  })

  it('leaves a one-column list as it is', () => {
    expect(places(3, { single: true, highlightFirst: false })).toEqual(['regular', 'regular', 'regular'])
    expect(places(3, { single: true, highlightFirst: true })).toEqual(['highlight', 'regular', 'regular'])
  })
})
