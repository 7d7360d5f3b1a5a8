import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination'
import { describe, expect, it } from 'vitest'

import { trailingSlashRedirect } from './trailing-slash'

/** Where Next.js sends an address by the rule, as its router matches it; null when the rule leaves it alone. */
function redirected(pathname: string): string | null {
  const rule = trailingSlashRedirect()
  const params = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(pathname)
  if (!params) return null
  return prepareDestination({ appendParamsToQuery: false, destination: rule.destination, params, query: {} }).parsedDestination.pathname
}

describe('addresses ending in a slash', () => {
  it('are redirected to the address without it, as Next.js does by itself', () => {
    expect(redirected('/kop-bil/')).toBe('/kop-bil')
    expect(redirected('/service-och-verkstad/boka-bilverkstad/')).toBe('/service-och-verkstad/boka-bilverkstad')
    expect(redirected('/admin/')).toBe('/admin')
    expect(redirected('/api/mechmate/car/ABC123/')).toBe('/api/mechmate/car/ABC123')
    expect(redirected('/kop-bil/a%20b/')).toBe('/kop-bil/a%20b')
    expect(redirected('/')).toBeNull()
    expect(redirected('/kop-bil')).toBeNull()
  })

  it('except the free times of spec 3 §7, whose shape ends in one; a shorter or longer address is still redirected', () => {
    expect(redirected('/api/mechmate/timeslots/from/ABC123/SE-1102-VERKSTAD/2027-01-04/')).toBeNull()
    expect(redirected('/api/mechmate/timeslots/from/ABC123/SE-1102-VERKSTAD/')).toBe('/api/mechmate/timeslots/from/ABC123/SE-1102-VERKSTAD')
    expect(redirected('/api/mechmate/timeslots/from/ABC123/SE-1102-VERKSTAD/2027-01-04/x/')).toBe('/api/mechmate/timeslots/from/ABC123/SE-1102-VERKSTAD/2027-01-04/x')
  })
})
