/**
 * The outside systems the price insight needs (ARCHITECTURE "Outside systems"): the vehicle register, which
 * turns a registration number into the make, model and model year the sell-car valuation compares with. The
 * register's adapters (src/integrations/vehicle-register) answer this shape.
 */
export type RegisteredCar = { registrationNumber: string; brand: string; model: string; buildYear: number }

export interface VehicleRegisterLookup {
  /** The car with this (normalised) registration number, or null when the register has none. */
  lookup(registrationNumber: string): Promise<RegisteredCar | null>
}
