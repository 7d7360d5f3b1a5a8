import type { LoggerOptions } from 'pino'

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

/**
 * The form of every log line: JSON, named by the service, personal data redacted. Apart from src/lib/logger.ts
 * for a thread that logs without the whole configuration (src/http/watchdog/thread.ts).
 */
export function logFormat(level: string): LoggerOptions {
  return { level, base: { service: 'forecourt' }, redact: { paths: PERSONAL_DATA_PATHS, censor: '[redacted]' } }
}
