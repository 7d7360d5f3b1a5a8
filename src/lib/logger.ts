import pino from 'pino'

import { parseEnv } from './env'
import { logFormat } from './log-format'

// The level read on its own, not through env(): a module that logs must not fix the whole configuration when it loads.
export const logger = pino(logFormat(parseEnv({ LOG_LEVEL: process.env.LOG_LEVEL }).LOG_LEVEL))

export function requestLogger(requestId: string | null | undefined) {
  return requestId ? logger.child({ requestId }) : logger
}
