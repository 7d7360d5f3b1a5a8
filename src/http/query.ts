import { z } from 'zod'

/**
 * A whole number in a query string, written as digits: `?limit=` and `?limit=1e2` are refused rather than read
 * as 0 and 100 (zod's coercion turns an empty text into 0). `message` says what the number must be.
 */
export function integerParam(options: { min: number; max: number; message: string; tooLarge?: string }) {
  return z
    .string({ error: options.message })
    .regex(/^\d{1,10}$/, options.message)
    .transform(Number)
    .pipe(z.number().int(options.message).min(options.min, options.message).max(options.max, options.tooLarge ?? options.message))
}
