import pino from 'pino'

import { parseEnv } from './env'

/** Keys that may carry personal data; pino replaces their values before anything is written. */
const PERSONAL_DATA_PATHS = [
  '*.email',
  '*.phone',
  '*.password',
  '*.regNumber',
  'req.headers.cookie',
  'req.headers.authorization',
  'email',
  'phone',
  'password',
]

export const logger = pino({
  // Read on its own, not through env(): a module that logs must not fix the whole configuration when it loads.
  level: parseEnv({ LOG_LEVEL: process.env.LOG_LEVEL }).LOG_LEVEL,
  base: { service: 'forecourt' },
  redact: { paths: PERSONAL_DATA_PATHS, censor: '[redacted]' },
})

export function requestLogger(requestId: string | null | undefined) {
  return requestId ? logger.child({ requestId }) : logger
}
