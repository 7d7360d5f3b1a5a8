import { describe, expect, it } from 'vitest'

import type { WorkshopSchedule } from '@/features/workshop-capacity/schedule'
import type { TireAgreement, TireHotelVehicle } from './ports'

import { TireHotelError } from './errors'
import { vehicleFor, wheelChangeReference, wheelChangeWindow, withOffset } from './wheel-change'

const schedule = (bookingWeeks: number): WorkshopSchedule => ({
  timeZone: 'Europe/Stockholm',
  openingHours: [{ weekday: 'monday', opens: '07:00', closes: '17:00' }],
  slotMinutes: 30,
  placesPerSlot: 2,
  allDayMinutes: 240,
  bookingWeeks,
  closedDays: [],
})

const car = (regNo: string, brandCode: string, erpId: string): TireHotelVehicle => ({
  regNo,
  brandCode,
  brand: 'Volvo',
  model: 'XC60',
  name: '',
  productId: 'DH-STANDARD',
  packageLevel: 'Bas',
  tires: [],
  location: { erpId, locationName: '', departmentName: '', phone: '', email: '' },
})

const agreement: TireAgreement = {
  agreementId: '1',
  customer: { firstName: 'Vera', lastName: 'Lindqvist' },
  phone: '+46701740610',
  vehicles: [car('TIR123', 'VO', 'SE-1101-DACK'), car('TIR789', 'VW', 'SE-1101-DACK'), car('ABC999', 'VO', ''), car('VOL111', 'VO', 'SE-1102-DACK')],
}

const refusal = (work: () => unknown) => {
  try {
    work()
    return null
  } catch (error) {
    return error instanceof TireHotelError ? `${error.status} ${error.code}` : String(error)
  }
}

describe('booking a wheel change', () => {
  it('books from 3 days to 3 months ahead in the workshop’s own time, never past its own weeks', () => {
    // 23:30 UTC on 27 November is already the 28th in Stockholm.
    expect(wheelChangeWindow(schedule(14), new Date('2026-11-27T23:30:00Z'))).toEqual({ first: '2026-12-01', last: '2027-02-28' })
    expect(wheelChangeWindow(schedule(14), new Date('2026-11-30T09:00:00Z'))).toEqual({ first: '2026-12-03', last: '2027-02-28' })
    expect(wheelChangeWindow(schedule(8), new Date('2026-11-27T09:00:00Z'))).toEqual({ first: '2026-11-30', last: '2027-01-22' })
  })

  it('finds the session’s car at its workshop by registration number or by brand code (as the page sends it), and no other', () => {
    expect(vehicleFor(agreement, 'SE-1101-DACK', 'tir 123').regNo).toBe('TIR123')
    expect(vehicleFor(agreement, 'SE-1101-DACK', 'VO').regNo).toBe('TIR123')
    expect(vehicleFor(agreement, 'SE-1101-DACK', 'vw').regNo).toBe('TIR789')
    expect(vehicleFor(agreement, 'SE-1102-DACK', 'VO').regNo).toBe('VOL111')
    expect(refusal(() => vehicleFor(agreement, 'SE-1102-DACK', 'TIR123'))).toBe('403 other_vehicle')
    expect(refusal(() => vehicleFor(agreement, 'SE-1101-DACK', 'KI'))).toBe('403 other_vehicle')
    expect(refusal(() => vehicleFor(agreement, '', 'ABC999'))).toBe('403 other_vehicle')
  })

  it('writes a local time with its UTC offset, in winter and in summer', () => {
    expect(withOffset('2026-12-01', '09:00', new Date('2026-12-01T08:00:00Z'))).toBe('2026-12-01T09:00:00+01:00')
    expect(withOffset('2027-06-01', '09:00', new Date('2027-06-01T07:00:00Z'))).toBe('2027-06-01T09:00:00+02:00')
    expect(withOffset('2027-06-01', '09:30', new Date('2027-06-01T13:00:00Z'))).toBe('2027-06-01T09:30:00-03:30')
  })

  it('gives each wheel change a reference of its own', () => {
    const references = new Set(Array.from({ length: 200 }, wheelChangeReference))
    expect(references.size).toBe(200)
    for (const reference of references) expect(reference).toMatch(/^DH-[2-9A-HJ-NP-Z]{8}$/)
  })
})
