import type { Payload } from 'payload'

import type { RegisteredVehicle, VehicleRegister } from '@/features/service-booking/ports'

/** The default adapter: the CMS collection Vehicle register (`vehicle-register`), seeded with the demo vehicles. */
export function registerTable(payload: Payload): VehicleRegister {
  return {
    async lookup(registrationNumber) {
      const found = await payload.find({
        collection: 'vehicle-register',
        where: { registrationNumber: { equals: registrationNumber } },
        limit: 1,
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      const car = found.docs[0]
      if (!car) return null
      const vehicle: RegisteredVehicle = {
        registrationNumber: car.registrationNumber,
        brand: car.brand,
        model: car.model,
        buildYear: car.buildYear,
        hasServiceAgreement: Boolean(car.hasServiceAgreement),
      }
      return vehicle
    },
  }
}
