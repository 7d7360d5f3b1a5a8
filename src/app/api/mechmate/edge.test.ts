import { describe, expect, it } from 'vitest'

import { ENDPOINTS } from '@/app/api/endpoints'
import { invalidReg } from '@/features/service-booking/errors'
import { defineEndpoint } from '@/http/endpoint'
import { routeOf } from '@/http/next-route'

import { BOOKING_ERRORS, invalidSegments } from './edge'

describe('the /api/mechmate edge', () => {
  it('answers a booking domain error with its status and the Error Result list the page reads', async () => {
    const endpoint = defineEndpoint({
      method: 'GET',
      path: '/api/mechmate/test',
      summary: 'test',
      errors: BOOKING_ERRORS,
      handle: async () => Promise.reject(invalidReg()),
    })
    const response = await routeOf(endpoint).GET(new Request('http://localhost/api/mechmate/test'), { params: Promise.resolve({}) })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'InvalidReg', errors: [{ code: 'InvalidReg', message: invalidReg().message }] })
  })

  it('answers path segments out of their shape in the same list', () => {
    const answer = invalidSegments(['registrationNumber'])
    expect(answer.status).toBe(400)
    expect(JSON.parse(Buffer.concat(answer.body as Buffer[]).toString())).toMatchObject({ errors: [{ code: 'InvalidReg' }] })
  })

  it('is declared by every /api/mechmate endpoint', () => {
    const mechmate = ENDPOINTS.filter((endpoint) => endpoint.path.startsWith('/api/mechmate/'))
    expect(mechmate.length).toBeGreaterThan(8)
    expect(mechmate.filter((endpoint) => endpoint.errors !== BOOKING_ERRORS).map((endpoint) => endpoint.path)).toEqual([])
  })
})
