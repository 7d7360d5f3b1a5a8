/**
 * The outside systems the tire hotel needs (ARCHITECTURE "Outside systems"): the tire storage and the SMS
 * gateway. Their adapters are in src/integrations/tire-storage and src/integrations/sms; the SMS outbox, the
 * SMS port's own adapter, is ./sms-outbox.ts.
 *
 * The tire storage port (spec 3 §3.3): the tire hotel's agreements — who the customer is, the phone number codes
 * go to, and each car with its stored tires and the workshop that keeps them. The default adapter reads
 * Forecourt's own agreements table (src/integrations/tire-storage/agreements-table.ts); a tire-hotel system is
 * another adapter of the same shape.
 */

/** Spec 3 §3.3 Vehicle.location: the workshop that stores the tires and books the wheel change (erpId). */
export type TireHotelLocation = { erpId: string; locationName: string; departmentName: string; phone: string; email: string }

/** Spec 3 §3.3 Tire. */
export type StoredTire = {
  equipmentPosition: string
  wheel: {
    name: string
    rimDiameter: number | null
    sectionWidth: number | null
    aspectRatio: number | null
    threadPattern: string
    /** In millimetres. */
    threadDepth: number | null
    threadStatusId: number
    threadStatusMessage: string
  }
}

/** Spec 3 §3.3 Vehicle. */
export type TireHotelVehicle = {
  regNo: string
  brandCode: string
  brand: string
  model: string
  name: string
  productId: string
  packageLevel: string
  tires: StoredTire[]
  location: TireHotelLocation
}

/** What the search by registration number needs: whose agreement it is and where its codes go (E.164). */
export type AgreementContact = { agreementId: string; regNo: string; phone: string }

export type TireAgreement = {
  agreementId: string
  customer: { firstName: string; lastName: string }
  /** E.164. */
  phone: string
  vehicles: TireHotelVehicle[]
}

export interface TireStorage {
  /** The agreement a car (registration number, capitals and digits) is in; null when it has none. */
  findByRegNo(regNo: string): Promise<AgreementContact | null>
  agreement(agreementId: string): Promise<TireAgreement | null>
}

/**
 * The SMS port (ARCHITECTURE "Outside systems"): hands a text message to an SMS gateway, or, without one, to the
 * SMS outbox (the demo inbox in demo mode). The tire hotel sends its one-time codes through it.
 */

export const SMS_STATUSES = ['pending', 'sent'] as const
export type SmsStatus = (typeof SMS_STATUSES)[number]

/** What a message is for: recorded with it, never its text. */
export type SmsPurpose = 'one-time-code'

export type TextMessage = {
  /** E.164, e.g. +46701740610. */
  to: string
  text: string
  purpose: SmsPurpose
}

export interface SmsSender {
  /** 'gateway', 'demo-inbox' or 'outbox'. */
  readonly name: string
  /** Resolves once the message is handed over; rejects (SmsNotSent) when it could not be. */
  send(message: TextMessage): Promise<void>
}

export class SmsNotSent extends Error {
  constructor(reason: string) {
    super(`The text message was not sent: ${reason}`)
    this.name = 'SmsNotSent'
  }
}
