/**
 * The vehicle register port (ARCHITECTURE "Outside systems"): a registration number → the car, as the service
 * booking shows it (spec 3 §3.1 "Car"), with whether it has a service agreement with the group.
 */
export type RegisteredVehicle = {
  registrationNumber: string
  brand: string
  model: string
  buildYear: number
  hasServiceAgreement: boolean
}

export interface VehicleRegister {
  /** The car with this (normalised) registration number, or null when the register has none. */
  lookup(registrationNumber: string): Promise<RegisteredVehicle | null>
}
