import { z } from 'zod'

import { CALCULATION_TYPES } from './engine'

/**
 * The calls of the UK finance box (spec 2 §7 "Finance (UK)"), in the motor-finance quoting service's own
 * shapes (PascalCase), so a real provider can answer them unchanged. Checked at the edge: a field that does
 * not fit is a 400 naming it.
 */

const money = z.number({ error: 'must be a number' }).finite().min(0).max(10_000_000)

export const physicalVehicleSchema = z.object({
  Type: z.enum(['Car', 'Van', 'Motorbike']).default('Car'),
  VehicleId: z.string().min(1).max(40),
  Vin: z.string().max(40).default(''),
  Status: z.enum(['New', 'PreOwned']).default('PreOwned'),
  /** Cash price in pounds. */
  Price: money.refine((price) => price >= 100, 'must be at least 100'),
  Mileage: z.number().int().min(0).max(2_000_000).default(0),
  RegistrationNumber: z.string().max(20).default(''),
  Country: z.literal('GB', { error: 'must be GB' }).default('GB'),
  /** YYYY-MM-DD */
  FirstRegistration: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD').nullable().default(null),
})

export const organisationSchema = z.object({
  /** The dealer's official key (dealer names map to keys in the site's finance settings). */
  Value: z.string().min(1).max(60),
})

/** `POST /api/codeweaver/default`: the products a dealer offers on a car, with their sliders. */
export const defaultRequestSchema = z.object({
  PhysicalVehicle: physicalVehicleSchema,
  OrganisationIdentifier: organisationSchema,
})

export const quoteParametersSchema = z.object({
  Term: z.number().int().min(1).max(120),
  CashDeposit: money.default(0),
  RegularPayment: money.default(0),
  AnnualMileage: z.number().int().min(0).max(100_000).default(0),
  FinanceProductFamilyKeys: z.array(z.string().min(1).max(40)).min(1).max(10),
  CalculationType: z.enum(CALCULATION_TYPES, { error: 'must be ToRegularPayment or ToCashDeposit' }),
})

/** `POST /api/codeweaver/cfd`: quotes on chosen terms. */
export const cfdRequestSchema = z.object({
  OrganisationIdentifier: organisationSchema,
  VehicleRequests: z
    .array(z.object({ Id: z.string().max(40).optional(), PhysicalVehicle: physicalVehicleSchema, Parameters: quoteParametersSchema }))
    .min(1)
    .max(5),
})

/** `GET /api/codeweaver/legal?quoteRef=` */
export const legalQuerySchema = z.object({
  quoteRef: z.string({ error: 'The quote reference is required.' }).regex(/^[A-Z0-9-]{6,40}$/, 'A quote reference is 6 to 40 capital letters, digits or hyphens.'),
})

export type DefaultRequest = z.infer<typeof defaultRequestSchema>
export type CfdRequest = z.infer<typeof cfdRequestSchema>
export type PhysicalVehicle = z.infer<typeof physicalVehicleSchema>

/** A slider's settings: a list of values or a range. */
export type ProductParameter = {
  Locale: { DisplayValue: string }
  Default: number
  Values?: number[]
  Minimum?: number
  Maximum?: number
}

export type FinanceProductSummary = {
  FamilyKey: string
  Name: string
  Type: 'HP' | 'PCP'
  Term: ProductParameter
  Deposit: ProductParameter
  Payment: ProductParameter
  /** PCP only. */
  AnnualMileage: ProductParameter | null
}

export type DefaultResponse = { Products: FinanceProductSummary[] }

export type QuoteDetail = { Label: string; Value: number | string; DisplayValue: string }
export type FinanceNotification = { Type: 'Error' | 'Warning' | 'Information'; Message: string }

export type FinanceQuotation = {
  FamilyKey: string
  Name: string
  /** The FCA representative example, as label/value rows. */
  Blocks: Array<{ Title: string; Details: QuoteDetail[] }>
  Finance: {
    Notifications: FinanceNotification[]
    Quote: {
      Term: number
      TotalDeposit: number
      TotalRegularPayment: number
      AnnualMileage: number | null
      QuoteReference: string
      QuoteActions: { Apply: string; PartExchange: string }
    } | null
  }
  /** The site's commission disclosure. */
  Disclosure: string
}

export type CfdResponse = { Vehicles: Array<{ Id: string; FinanceQuotations: FinanceQuotation[] }> }

export type LegalResponse = { QuoteReference: string; TermsAndConditions: string }
