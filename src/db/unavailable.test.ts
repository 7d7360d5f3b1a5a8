import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from './unavailable'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it('recognises a database that cannot be reached, also behind the errors that wrap it', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: withCode('terminating connection due to administrator command', '57P01') }))).toBe(true)
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true)
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: new Error('Connection terminated unexpectedly') }))).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
  })

  it('leaves every other error to be a fault of its own', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false)
    expect(isDatabaseUnavailable(withCode('syntax error at or near "x"', '42601'))).toBe(false)
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false)
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
    // A cause that points back to itself ends the search.
    const looped = new Error('loop') as Error & { cause?: unknown }
    looped.cause = looped
    expect(isDatabaseUnavailable(looped)).toBe(false)
  })
})
