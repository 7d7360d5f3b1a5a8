import { describe, expect, it } from 'vitest'

import { UnknownIndexError } from '../search-service'
import { InvalidFilterError, SearchRequestError, UnknownFacetError } from './errors'

describe('search request errors', () => {
  it('are known by their global mark, as another bundle’s copy of the module makes them', () => {
    const fromAnotherCopy = Object.assign(new Error('Unknown facet car_wings'), { [Symbol.for('forecourt.SearchRequestError')]: true })
    expect(fromAnotherCopy instanceof SearchRequestError).toBe(true)
    expect(new Error('x') instanceof SearchRequestError).toBe(false)
    expect(Object.assign(new Error('x'), { [Symbol.for('forecourt.UnknownIndexError')]: true }) instanceof UnknownIndexError).toBe(true)
    expect(new UnknownIndexError('vehicles-xx') instanceof UnknownIndexError).toBe(true)
  })

  it('still tell their kinds apart', () => {
    expect(new UnknownFacetError('x') instanceof SearchRequestError).toBe(true)
    expect(new UnknownFacetError('x') instanceof UnknownFacetError).toBe(true)
    expect(new UnknownFacetError('x') instanceof InvalidFilterError).toBe(false)
    expect(new UnknownFacetError('x').name).toBe('UnknownFacetError')
  })
})
