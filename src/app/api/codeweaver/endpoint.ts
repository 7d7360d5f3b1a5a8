import type { Payload } from 'payload'

import { cfdRequestSchema, defaultRequestSchema, legalQuerySchema } from '@/features/finance/uk/schema'
import { plainError, plainJson } from '@/http/answer'
import { defineEndpoint, jsonBody } from '@/http/endpoint'
import { FinanceUnavailableError, UnknownDealerError, type FinanceQuotes } from '@/features/finance/uk/ports'
import { financeQuotes } from '@/wiring/finance'
import { cms } from '@/wiring/cms'

/** A finance request is a car and a few numbers. */
const MAX_BODY_BYTES = 16 * 1024

export type FinanceContext = { finance: () => FinanceQuotes }

const errors = [
  { error: UnknownDealerError, status: 404, code: 'unknown_dealer' },
  { error: FinanceUnavailableError, status: 502, code: 'finance_unavailable' },
] as const

const vehicle = {
  Type: 'Car',
  VehicleId: '7100001',
  Vin: 'WBA00000000000001',
  Status: 'PreOwned',
  Price: 18_995,
  Mileage: 21_000,
  RegistrationNumber: 'NV21 ABC',
  Country: 'GB',
  FirstRegistration: '2021-03-01',
}

/** `POST /api/codeweaver/default` (spec 2 §7): the finance products a dealer offers on a car, with their sliders. */
export function financeDefaultEndpoint(context: FinanceContext) {
  return defineEndpoint({
    method: 'POST',
    path: '/api/codeweaver/default',
    summary: 'UK finance products on a car with their sliders (spec 2 §7)',
    body: jsonBody(defaultRequestSchema, { maxBytes: MAX_BODY_BYTES, maxDepth: 6 }),
    errors,
    example: { body: { PhysicalVehicle: vehicle, OrganisationIdentifier: { Value: 'NVM-LEEDS' } } },
    async handle({ body }) {
      return plainJson(200, await context.finance().products(body), { 'cache-control': 'no-store' })
    },
  })
}

/** `POST /api/codeweaver/cfd` (spec 2 §7): quotes with their representative examples, each stored under its reference. */
export function financeQuoteEndpoint(context: FinanceContext) {
  return defineEndpoint({
    method: 'POST',
    path: '/api/codeweaver/cfd',
    summary: 'UK finance quotes on chosen terms, ToRegularPayment or ToCashDeposit (spec 2 §7)',
    body: jsonBody(cfdRequestSchema, { maxBytes: MAX_BODY_BYTES, maxDepth: 6 }),
    errors,
    example: {
      body: {
        OrganisationIdentifier: { Value: 'NVM-LEEDS' },
        VehicleRequests: [
          {
            PhysicalVehicle: vehicle,
            Parameters: {
              Term: 48,
              CashDeposit: 1900,
              RegularPayment: 0,
              AnnualMileage: 10_000,
              FinanceProductFamilyKeys: ['PCP'],
              CalculationType: 'ToRegularPayment',
            },
          },
        ],
      },
    },
    async handle({ body }) {
      return plainJson(200, await context.finance().quotations(body), { 'cache-control': 'no-store' })
    },
  })
}

/** `GET /api/codeweaver/legal?quoteRef=` (spec 2 §7): the terms and conditions of a quote. */
export function financeLegalEndpoint(context: FinanceContext) {
  return defineEndpoint({
    method: 'GET',
    path: '/api/codeweaver/legal',
    summary: 'The terms and conditions of a UK finance quote (spec 2 §7)',
    query: legalQuerySchema,
    errors,
    example: { query: { quoteRef: 'FQ-ABCDEFGHJKLM' } },
    async handle({ query }) {
      const terms = await context.finance().terms(query.quoteRef)
      if (!terms) return plainError(404, 'not_found', 'No quote has this reference.')
      return plainJson(200, terms, { 'cache-control': 'private, max-age=3600' })
    },
  })
}

const payload = (): Promise<Payload> => cms()
const context: FinanceContext = { finance: () => financeQuotes(payload) }

export const financeDefault = financeDefaultEndpoint(context)
export const financeQuote = financeQuoteEndpoint(context)
export const financeLegal = financeLegalEndpoint(context)
