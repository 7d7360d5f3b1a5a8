import { THREAD_STATUS_REPLACE } from './rules'
import type { TireHotelConfirmation, TireHotelCredentials, TireHotelCustomer, TireHotelVehicle, ValidatedSession } from './contract'

/**
 * The tire hotel's steps (spec 3 §2.5, §4.3), in memory in the block: Search → Login → Validate → LoggedIn →
 * Booking → Confirmation. The session (customer, credentials, validated session, confirmation) is what is kept
 * in session storage; the step is derived again from it on a reload.
 */
export const TIRE_HOTEL_STEPS = ['search', 'login', 'validate', 'loggedIn', 'booking', 'confirmation'] as const
export type TireHotelStep = (typeof TIRE_HOTEL_STEPS)[number]

/** The step's number in the analytics (flow_interaction steps 1 to 6). */
export const stepNumber = (step: TireHotelStep) => TIRE_HOTEL_STEPS.indexOf(step) + 1

/** 'status (0 means logged in)'. */
export const LOGGED_IN_STATUS = 0

export type TireHotelSession = {
  customer: TireHotelCustomer | null
  credentials: TireHotelCredentials | null
  validated: ValidatedSession | null
  confirmation: TireHotelConfirmation | null
}

export type TireHotelFlow = TireHotelSession & { step: TireHotelStep }

export const emptySession: TireHotelSession = { customer: null, credentials: null, validated: null, confirmation: null }
export const initialFlow: TireHotelFlow = { ...emptySession, step: 'search' }

export type TireHotelAction =
  | { type: 'restore'; session: TireHotelSession }
  | { type: 'found'; customer: TireHotelCustomer }
  | { type: 'codeSent'; credentials: TireHotelCredentials }
  | { type: 'validated'; validated: ValidatedSession }
  | { type: 'bookWheelChange' }
  | { type: 'back' }
  | { type: 'booked'; confirmation: TireHotelConfirmation }
  | { type: 'logout' }

export const isLoggedIn = (session: Pick<TireHotelSession, 'validated'>) => session.validated?.status === LOGGED_IN_STATUS

/** 'If a stored validated session has status 0, the flow jumps from Search, Login or Validate straight to LoggedIn.' */
function withJump(flow: TireHotelFlow): TireHotelFlow {
  if (isLoggedIn(flow) && (flow.step === 'search' || flow.step === 'login' || flow.step === 'validate')) return { ...flow, step: 'loggedIn' }
  return flow
}

function next(flow: TireHotelFlow, action: TireHotelAction): TireHotelFlow {
  switch (action.type) {
    case 'restore':
      return { ...action.session, step: 'search' }
    case 'found':
      // A new search starts a new login: what an earlier one left is forgotten.
      return flow.step === 'search' ? { ...emptySession, customer: action.customer, step: 'login' } : flow
    case 'codeSent':
      return flow.step === 'login' || flow.step === 'validate' ? { ...flow, credentials: action.credentials, step: 'validate' } : flow
    case 'validated':
      // From the code step, or from the login when a code the visitor already held was entered there.
      return flow.step === 'validate' || flow.step === 'login' ? { ...flow, validated: action.validated } : flow
    case 'bookWheelChange':
      return flow.step === 'loggedIn' || flow.step === 'confirmation' ? { ...flow, confirmation: null, step: 'booking' } : flow
    case 'back':
      return flow.step === 'booking' || flow.step === 'confirmation' ? { ...flow, step: 'loggedIn' } : flow
    case 'booked':
      return flow.step === 'booking' ? { ...flow, confirmation: action.confirmation, step: 'confirmation' } : flow
    case 'logout':
      return initialFlow
  }
}

export function tireHotelFlow(flow: TireHotelFlow, action: TireHotelAction): TireHotelFlow {
  return withJump(next(flow, action))
}

export const sessionOf = ({ customer, credentials, validated, confirmation }: TireHotelFlow): TireHotelSession => ({ customer, credentials, validated, confirmation })

/** The car the visitor logged in with: the one searched for, or else the agreement's first. */
export function currentVehicle(session: TireHotelSession): TireHotelVehicle | null {
  const vehicles = session.validated?.vehicles ?? []
  return vehicles.find((vehicle) => vehicle.regNo === session.customer?.regNo) ?? vehicles[0] ?? null
}

/** The tires with the replacement warning (threadStatusId 1). */
export const tiresToReplace = (vehicle: TireHotelVehicle) => vehicle.tires.filter((tire) => tire.wheel.threadStatusId === THREAD_STATUS_REPLACE)
