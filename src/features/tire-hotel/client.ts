import {
  readAvailableDates,
  readConfirmation,
  readCredentials,
  readCustomer,
  readMessage,
  readTimes,
  readValidatedSession,
  type TireHotelBookingRequest,
  type TireHotelConfirmation,
  type TireHotelCredentials,
  type TireHotelCustomer,
  type TireHotelReview,
  type ValidatedSession,
} from './contract'

/**
 * The page's calls to /api/tirehotel (spec 3 §7). Each answers a value, or why not: `notFound` (search 404),
 * `expired` (the session is gone: 401/403), or a failure with the server's message when it sent one.
 */
export type Answer<T> = { ok: true; value: T } | { ok: false; reason: 'notFound' | 'expired' | 'failed'; message: string | null; status: number | null; code: string | null }

const errorCode = (body: unknown): string | null => (typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string' ? (body as { error: string }).error : null)

type Fetch = typeof fetch

const BASE = '/api/tirehotel'

async function call<T>(fetcher: Fetch, path: string, read: (body: unknown) => T | null, init: RequestInit = {}): Promise<Answer<T>> {
  try {
    const response = await fetcher(`${BASE}${path}`, { ...init, credentials: 'same-origin', headers: { accept: 'application/json', ...init.headers } })
    const body: unknown = await response.json().catch(() => null)
    const failed = { message: readMessage(body), status: response.status, code: errorCode(body) }
    if (response.ok) {
      const value = read(body)
      if (value !== null) return { ok: true, value }
      return { ok: false, reason: 'failed', ...failed }
    }
    if (response.status === 404) return { ok: false, reason: 'notFound', ...failed }
    if (response.status === 401 || response.status === 403) return { ok: false, reason: 'expired', ...failed }
    return { ok: false, reason: 'failed', ...failed }
  } catch {
    return { ok: false, reason: 'failed', message: null, status: null, code: null }
  }
}

const json = (body: unknown, token?: string | null): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
})

export type TireHotelClient = ReturnType<typeof tireHotelClient>

export function tireHotelClient(fetcher: Fetch = (...args) => fetch(...args)) {
  return {
    search: (regNo: string): Promise<Answer<TireHotelCustomer>> => call(fetcher, `/authorization/search?${new URLSearchParams({ regNo })}`, readCustomer),

    login: (encryptedPhoneNumber: string): Promise<Answer<TireHotelCredentials>> =>
      call(fetcher, `/authorization/login?${new URLSearchParams({ encryptedPhoneNumber })}`, readCredentials, { method: 'POST' }),

    validate: (authToken: string, otpToken: string): Promise<Answer<ValidatedSession>> =>
      call(fetcher, `/authorization/validate?${new URLSearchParams({ authToken, otpToken })}`, readValidatedSession, { method: 'POST' }),

    /** A code the visitor already holds, checked against the search's agreement (when no new code may be sent). */
    validateBySearch: (encryptedPhoneNumber: string, otpToken: string): Promise<Answer<ValidatedSession>> =>
      call(fetcher, `/authorization/validate?${new URLSearchParams({ encryptedPhoneNumber, otpToken })}`, readValidatedSession, { method: 'POST' }),

    /** The free days of the window; the body's regNo is the vehicle's brandCode, as spec 3 §7 says. */
    timeslotDays: (session: ValidatedSession, workshopIdentifier: string, range: { startDate: string; endDate: string; regNo: string }): Promise<Answer<string[]>> =>
      call(fetcher, `/booking/GetTimeslotDays?${new URLSearchParams({ workshopIdentifier })}`, (body) => readAvailableDates(body), json(range, session.sessionToken)),

    /** The times of one day (startDate = endDate = the day), as HH:mm, deduplicated and sorted. */
    timeslots: (session: ValidatedSession, workshopIdentifier: string, day: { date: string; regNo: string }): Promise<Answer<string[]>> =>
      call(fetcher, `/booking/GetTimeslots?${new URLSearchParams({ workshopIdentifier })}`, (body) => readTimes(body), json({ startDate: day.date, endDate: day.date, regNo: day.regNo }, session.sessionToken)),

    book: (session: ValidatedSession, departmentIdentifier: string, request: TireHotelBookingRequest): Promise<Answer<TireHotelConfirmation>> =>
      call(fetcher, `/booking/create?${new URLSearchParams({ departmentIdentifier })}`, readConfirmation, json(request, session.sessionToken)),

    /** 'failure treated as success': the answer only says whether it was sent. */
    review: async (review: TireHotelReview): Promise<void> => {
      await call(fetcher, '/review/addReview', () => true, json(review))
    },
  }
}
