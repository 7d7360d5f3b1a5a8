import { describe, expect, it } from 'vitest'

import { tireHotelClient } from './client'
import { TIR123_SESSION } from './test-data'

type Call = { url: string; init: RequestInit }

function fakeFetch(status: number, body: unknown) {
  const calls: Call[] = []
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return new Response(body === undefined ? 'not json' : JSON.stringify(body), { status })
  }) as unknown as typeof fetch
  return { calls, fetcher }
}

describe('the tire hotel client', () => {
  it('searches by plate and tells a missing agreement (404) from another failure', async () => {
    const found = fakeFetch(200, { encryptedPhoneNumber: 'enc', obfuscatedPhoneNumber: '*** 10', regNo: 'TIR123' })
    expect(await tireHotelClient(found.fetcher).search('TIR123')).toEqual({ ok: true, value: { encryptedPhoneNumber: 'enc', obfuscatedPhoneNumber: '*** 10', regNo: 'TIR123' } })
    expect(found.calls[0]!.url).toBe('/api/tirehotel/authorization/search?regNo=TIR123')
    expect(await tireHotelClient(fakeFetch(404, { error: 'not_found' }).fetcher).search('NOA000')).toMatchObject({ ok: false, reason: 'notFound' })
    expect(await tireHotelClient(fakeFetch(500, undefined).fetcher).search('NOA000')).toEqual({ ok: false, reason: 'failed', message: null, status: 500, code: null })
    const offline = (async () => {
      throw new TypeError('offline')
    }) as unknown as typeof fetch
    expect(await tireHotelClient(offline).search('TIR123')).toEqual({ ok: false, reason: 'failed', message: null, status: null, code: null })
  })

  it('logs in and validates with the tokens in the query, and passes on the server’s message', async () => {
    const login = fakeFetch(200, { authorizationToken: 'auth' })
    expect(await tireHotelClient(login.fetcher).login('a+b/c=')).toEqual({ ok: true, value: { authorizationToken: 'auth' } })
    expect(login.calls[0]!.url).toBe('/api/tirehotel/authorization/login?encryptedPhoneNumber=a%2Bb%2Fc%3D')
    expect(login.calls[0]!.init.method).toBe('POST')
    const wrong = fakeFetch(400, { error: 'invalid_code', message: 'Koden stämmer inte.' })
    expect(await tireHotelClient(wrong.fetcher).validate('auth', '1234')).toEqual({ ok: false, reason: 'failed', message: 'Koden stämmer inte.', status: 400, code: 'invalid_code' })
    expect(wrong.calls[0]!.url).toBe('/api/tirehotel/authorization/validate?authToken=auth&otpToken=1234')
    // A code the visitor already holds, by the search's token.
    const held = fakeFetch(200, { status: 0, vehicles: [], sessionToken: 'session', sessionExpiresInSeconds: 1800 })
    await tireHotelClient(held.fetcher).validateBySearch('a+b', '1234')
    expect(held.calls[0]!.url).toBe('/api/tirehotel/authorization/validate?encryptedPhoneNumber=a%2Bb&otpToken=1234')
  })

  it('makes the booking calls with the session token and reads their answers', async () => {
    const days = fakeFetch(200, { availableDates: [{ date: '2027-05-25' }, { date: '2027-05-24' }] })
    expect(await tireHotelClient(days.fetcher).timeslotDays(TIR123_SESSION, 'NB-UPP-01', { startDate: '2027-05-22', endDate: '2027-08-19', regNo: 'VW' })).toEqual({ ok: true, value: ['2027-05-24', '2027-05-25'] })
    expect(days.calls[0]!.url).toBe('/api/tirehotel/booking/GetTimeslotDays?workshopIdentifier=NB-UPP-01')
    expect(new Headers(days.calls[0]!.init.headers).get('authorization')).toBe('Bearer session-token')
    expect(JSON.parse(String(days.calls[0]!.init.body))).toEqual({ startDate: '2027-05-22', endDate: '2027-08-19', regNo: 'VW' })

    const times = fakeFetch(200, { availableTimeSlotDates: [{ startTime: ['2027-05-24T10:00:00', '2027-05-24T08:00:00'] }] })
    expect(await tireHotelClient(times.fetcher).timeslots(TIR123_SESSION, 'NB-UPP-01', { date: '2027-05-24', regNo: 'VW' })).toEqual({ ok: true, value: ['08:00', '10:00'] })
    expect(JSON.parse(String(times.calls[0]!.init.body))).toEqual({ startDate: '2027-05-24', endDate: '2027-05-24', regNo: 'VW' })

    expect(await tireHotelClient(fakeFetch(401, { error: 'unauthorized' }).fetcher).timeslots(TIR123_SESSION, 'NB-UPP-01', { date: '2027-05-24', regNo: 'VW' })).toMatchObject({ ok: false, reason: 'expired' })
    expect(await tireHotelClient(fakeFetch(409, { message: 'Tiden är inte längre ledig.' }).fetcher).book(TIR123_SESSION, 'NB-UPP-01', {
      bookingDate: '2027-05-24',
      bookingStart: null,
      regNo: 'TIR123',
      freeText: '',
      customer: { firstName: 'Vera', lastName: 'Nilsson', email: 'vera@example.com', phoneMobile: '0701740650' },
    })).toEqual({ ok: false, reason: 'failed', message: 'Tiden är inte längre ledig.', status: 409, code: null })
  })

  it('sends a review without a token and never fails', async () => {
    const review = fakeFetch(500, undefined)
    await expect(tireHotelClient(review.fetcher).review({ rating: 4, comment: '', date: '2027-05-24T10:00:00.000Z' })).resolves.toBeUndefined()
    expect(new Headers(review.calls[0]!.init.headers).get('authorization')).toBeNull()
  })
})
