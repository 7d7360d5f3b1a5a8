import { describe, expect, it } from 'vitest'

import { emptySession, initialFlow, currentVehicle, sessionOf, stepNumber, tiresToReplace, tireHotelFlow, type TireHotelAction, type TireHotelFlow } from './flow'
import { CONFIRMATION, TIR123_SESSION, TIR123_VEHICLE } from './test-data'

const customer = { encryptedPhoneNumber: 'enc', obfuscatedPhoneNumber: '070-*** ** 10', regNo: 'TIR123' }
const run = (actions: TireHotelAction[], from: TireHotelFlow = initialFlow) => actions.reduce(tireHotelFlow, from)

describe('the tire hotel flow', () => {
  it('goes Search → Login → Validate → LoggedIn → Booking → Confirmation, numbered 1 to 6', () => {
    const steps: string[] = []
    let flow = initialFlow
    for (const action of [
      { type: 'found', customer },
      { type: 'codeSent', credentials: { authorizationToken: 'auth' } },
      { type: 'validated', validated: TIR123_SESSION },
      { type: 'bookWheelChange' },
      { type: 'booked', confirmation: CONFIRMATION },
    ] as TireHotelAction[]) {
      flow = tireHotelFlow(flow, action)
      steps.push(flow.step)
    }
    expect(steps).toEqual(['login', 'validate', 'loggedIn', 'booking', 'confirmation'])
    expect(['search', ...steps].map((step) => stepNumber(step as TireHotelFlow['step']))).toEqual([1, 2, 3, 4, 5, 6])
    expect(flow.confirmation).toEqual(CONFIRMATION)
  })

  it('goes back from Booking to LoggedIn with Tillbaka', () => {
    const flow = run([{ type: 'found', customer }, { type: 'codeSent', credentials: { authorizationToken: 'auth' } }, { type: 'validated', validated: TIR123_SESSION }, { type: 'bookWheelChange' }, { type: 'back' }])
    expect(flow.step).toBe('loggedIn')
  })

  it('goes from Login straight to LoggedIn with a code the visitor already held (no new code could be sent)', () => {
    const flow = run([{ type: 'found', customer }, { type: 'validated', validated: TIR123_SESSION }])
    expect(flow.step).toBe('loggedIn')
    expect(flow.validated).toEqual(TIR123_SESSION)
  })

  it('stays at Validate when the session is not logged in (status other than 0)', () => {
    const flow = run([{ type: 'found', customer }, { type: 'codeSent', credentials: { authorizationToken: 'auth' } }, { type: 'validated', validated: { ...TIR123_SESSION, status: 2 } }])
    expect(flow.step).toBe('validate')
  })

  it('jumps from a restored validated session straight to LoggedIn, and otherwise starts at Search', () => {
    expect(run([{ type: 'restore', session: { ...emptySession, customer, validated: TIR123_SESSION } }]).step).toBe('loggedIn')
    expect(run([{ type: 'restore', session: { ...emptySession, customer, credentials: { authorizationToken: 'auth' } } }]).step).toBe('search')
    expect(run([{ type: 'restore', session: { ...emptySession, customer, validated: { ...TIR123_SESSION, status: 1 } } }]).step).toBe('search')
  })

  it('logs out from any step, Confirmation included, to an empty Search', () => {
    const booked = run([{ type: 'found', customer }, { type: 'codeSent', credentials: { authorizationToken: 'auth' } }, { type: 'validated', validated: TIR123_SESSION }, { type: 'bookWheelChange' }, { type: 'booked', confirmation: CONFIRMATION }])
    const flow = tireHotelFlow(booked, { type: 'logout' })
    expect(flow).toEqual(initialFlow)
    expect(sessionOf(flow)).toEqual(emptySession)
  })

  it('ignores an action its step does not take', () => {
    expect(tireHotelFlow(initialFlow, { type: 'bookWheelChange' })).toBe(initialFlow)
    expect(tireHotelFlow(initialFlow, { type: 'booked', confirmation: CONFIRMATION })).toBe(initialFlow)
    expect(tireHotelFlow(initialFlow, { type: 'validated', validated: TIR123_SESSION }).step).toBe('search')
  })

  it('shows the car searched for and the tires to replace', () => {
    const other = { ...TIR123_VEHICLE, regNo: 'TIR999' }
    expect(currentVehicle({ ...emptySession, customer, validated: { ...TIR123_SESSION, vehicles: [other, TIR123_VEHICLE] } })?.regNo).toBe('TIR123')
    expect(currentVehicle({ ...emptySession, validated: { ...TIR123_SESSION, vehicles: [other] } })?.regNo).toBe('TIR999')
    expect(currentVehicle(emptySession)).toBeNull()
    expect(tiresToReplace(TIR123_VEHICLE).map((tire) => tire.equipmentPosition)).toEqual(['HF'])
  })
})
