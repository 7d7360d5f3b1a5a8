import { describe, expect, it } from 'vitest'

import { sideTiles } from './CarGallery'

describe('the gallery’s side pictures', () => {
  it('fill their column whatever their number, with the rounded corners at its top and bottom right', () => {
    expect(sideTiles(1)).toMatchObject({ grid: 'grid-cols-1 grid-rows-1' })
    expect(sideTiles(1).tile(0)).toBe('rounded-tr-2xl rounded-br-2xl')
    expect(sideTiles(2).grid).toBe('grid-cols-1 grid-rows-2')
    expect([0, 1].map(sideTiles(2).tile)).toEqual(['rounded-tr-2xl', 'rounded-br-2xl'])
    // Three: the first across the top, so no cell of the square stays empty.
    expect([0, 1, 2].map(sideTiles(3).tile)).toEqual(['rounded-tr-2xl col-span-2', '', 'rounded-br-2xl'])
    expect([0, 1, 2, 3].map(sideTiles(4).tile)).toEqual(['', 'rounded-tr-2xl', '', 'rounded-br-2xl'])
  })
})
