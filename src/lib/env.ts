import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

import { isImageHostPattern, parseImageHosts } from './image-hosts'
import { parseTrustedProxies } from './trusted-proxies'

/** Secrets shorter than this, or equal to a well-known placeholder, are refused in production. */
const MINIMUM_SECRET_LENGTH = 32
const PLACEHOLDER_SECRETS = new Set(['', 'secret', 'changeme', 'change-me', 'YOUR_SECRET_HERE', 'forecourt'])

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : ['true', '1', 'yes'].includes(value)))

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  NEXT_PHASE: z.string().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .default('file:./data/forecourt.db')
    .refine((url) => /^(file:|postgres:\/\/|postgresql:\/\/)/.test(url), {
      message: 'DATABASE_URL must be a file: URL (SQLite) or a postgres:// URL (PostgreSQL)',
    }),
  PAYLOAD_SECRET: z.string().optional(),
  FORECOURT_DEMO_MODE: booleanFlag,
  FORECOURT_CMS_URL: z.string().url().optional(),
  FORECOURT_DATA_DIR: z.string().default('./data'),
  FORECOURT_MEDIA_DIR: z.string().default('./media'),
  REDIS_URL: z.string().url().optional(),
  /**
   * The load balancers and reverse proxies in front of the instances (CIDR list, e.g. `10.0.0.0/8,127.0.0.1`):
   * only their X-Forwarded-For, -Host and -Proto count (src/http/client-address.ts). Unset: the socket's peer is
   * the client.
   */
  FORECOURT_TRUSTED_PROXIES: z
    .string()
    .optional()
    .superRefine((list, context) => {
      try {
        parseTrustedProxies(list)
      } catch (error) {
        context.addIssue({ code: 'custom', message: `FORECOURT_TRUSTED_PROXIES: ${(error as Error).message}` })
      }
    }),
  /**
   * The key `POST /api/search` asks for (header x-api-key). A search-only key: it reads public stock data and
   * travels to browsers, like a search provider's search-only key. Unset: one derived from the secret.
   */
  FORECOURT_SEARCH_API_KEY: z.string().min(16, 'FORECOURT_SEARCH_API_KEY must be at least 16 characters').optional(),
  /** Hosts whose images the optimiser serves (spec 1 §5), comma-separated; `*.example.com` is one subdomain level. */
  FORECOURT_IMAGE_HOSTS: z
    .string()
    .optional()
    .transform(parseImageHosts)
    .refine((hosts) => hosts.every(isImageHostPattern), {
      message:
        'FORECOURT_IMAGE_HOSTS must be comma-separated host names, each optionally starting with "*." (e.g. images.example.com,*.cdn.example.net)',
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The key the dealer system sends to POST /api/stock/import (x-api-key); without one the endpoint is off. */
  /** Mail delivery of leads (smtp:// or smtps://, e.g. smtps://user:pass@mail.example.com:465); unset: the demo inbox (demo mode) or kept in the outbox. */
  SMTP_URL: z
    .union([z.literal(''), z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')])
    .optional()
    .transform((url) => url || undefined),
  /** The sender of lead e-mails. */
  FORECOURT_MAIL_FROM: z.string().default('Forecourt <leads@forecourt.invalid>'),
  /** Lead submissions one client address may send per 10 minutes. */
  FORECOURT_LEAD_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Service bookings one client address may make per 10 minutes. */
  FORECOURT_BOOKING_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Workshop look-ups (car, services, prices, workshops, times) one client address may make per 10 minutes. */
  FORECOURT_WORKSHOP_RATE_LIMIT: z.coerce.number().int().min(1).default(1_000),
  /** Sell-car valuations one client address may ask for per 10 minutes. */
  FORECOURT_VALUATION_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  /** The map tiles' address ({z}/{x}/{y}; {s} for subdomains), or `off` for no tiles: the map then shows only its markers and the address. */
  FORECOURT_MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  FORECOURT_MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  /** The form provider's API (POST /api/jotform reads a form's latest submission); unset: 503. */
  JOTFORM_API_KEY: z
    .union([z.literal(''), z.string().min(8)])
    .optional()
    .transform((key) => key || undefined),
  JOTFORM_API_URL: z.string().url().default('https://eu-api.jotform.com'),
  /** A motor-finance quoting service answering the UK finance calls (spec 2 §7); unset: Forecourt's own HP/PCP engine. */
  FORECOURT_FINANCE_API_URL: z
    .union([z.literal(''), z.string().url()])
    .optional()
    .transform((url) => url || undefined),
  FORECOURT_FINANCE_API_KEY: z.string().optional(),
  FORECOURT_STOCK_API_KEY: z
    .union([z.literal(''), z.string().min(16, 'FORECOURT_STOCK_API_KEY must be at least 16 characters')])
    .optional()
    .transform((key) => key || undefined),
  /**
   * The 256-bit key (64 hex digits, or base64) that encrypts customers' phone numbers and text messages at rest
   * and seals the tire hotel's tokens (src/lib/encryption.ts). Unset: a key of this installation in demo mode;
   * demo-off, the tire hotel answers 503 until it is set.
   */
  FORECOURT_ENCRYPTION_KEY: z
    .union([
      z.literal(''),
      z
        .string()
        .refine(
          (key) => encryptionKeyBytes(key) !== null,
          'FORECOURT_ENCRYPTION_KEY must be 32 random bytes as 64 hex digits or base64 (openssl rand -hex 32)',
        ),
    ])
    .optional()
    .transform((key) => key || undefined),
  /** Tire hotel searches, code requests and code checks one client address may make per 10 minutes, each counted apart. */
  FORECOURT_TIREHOTEL_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /**
   * An SMS gateway taking `POST` form fields from, to and message, with the account in the URL
   * (https://user:password@api.46elks.com/a1/sms). Unset: text messages go to the demo inbox in demo mode and
   * otherwise wait in the SMS outbox.
   */
  FORECOURT_SMS_URL: z
    .union([z.literal(''), z.string().regex(/^https?:\/\//, 'FORECOURT_SMS_URL must be an http:// or https:// URL')])
    .optional()
    .transform((url) => url || undefined),
  /** The sender name or number of text messages (at most 11 letters and digits, or a phone number). */
  FORECOURT_SMS_FROM: z
    .string()
    .regex(/^(\+?\d{3,15}|[A-Za-z0-9]{1,11})$/, 'FORECOURT_SMS_FROM is at most 11 letters and digits, or a phone number')
    .default('Nordvik'),
  /**
   * The instance server's watchdog (src/http/watchdog/): after this long with its event loop blocked, the instance
   * answers /healthz with 503 from the watchdog's thread; after the second, it ends so that its supervisor starts it again.
   */
  FORECOURT_WATCHDOG_UNHEALTHY_SECONDS: z.coerce.number().positive().max(3_600).default(10),
  FORECOURT_WATCHDOG_EXIT_SECONDS: z.coerce.number().positive().max(3_600).default(30),
  /**
   * Memory for pages kept ready to send (src/http/page-cache.ts): car pages, car lists, dealer pages and content
   * pages, compressed; 0 renders every page for every request.
   */
  FORECOURT_PAGE_CACHE_MB: z.coerce.number().int().min(0).max(16_384).default(64),
  /** A route that blocks the instance's event loop on purpose (`POST /_test/block-event-loop?seconds=`): tests and the demo only. */
  FORECOURT_TEST_BLOCKING_ROUTE: booleanFlag,
})

/** The 32 bytes of an encryption key written as 64 hex digits or base64 (either alphabet); null for anything else. */
export function encryptionKeyBytes(key: string): Buffer | null {
  const trimmed = key.trim()
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex')
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) {
    const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
    return bytes.length === 32 ? bytes : null
  }
  return null
}

export type ForecourtEnv = z.infer<typeof envSchema>

export class ConfigurationError extends Error {
  override name = 'ConfigurationError'
}

export function parseEnv(source: Record<string, string | undefined> = process.env): ForecourtEnv {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigurationError(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  return result.data
}

let cached: ForecourtEnv | undefined
export function env(): ForecourtEnv {
  cached ??= parseEnv()
  return cached
}

export function isProductionBuild(e: ForecourtEnv = env()): boolean {
  return e.NEXT_PHASE === 'phase-production-build'
}

/** Demo mode unless FORECOURT_DEMO_MODE says otherwise: on in development, off in production. */
export function isDemoMode(e: ForecourtEnv = env()): boolean {
  return e.FORECOURT_DEMO_MODE ?? e.NODE_ENV !== 'production'
}

/**
 * The demo mode `npm start` gives its steps, which all run with NODE_ENV=production: decided by the caller's own
 * environment, so a development machine with nothing set gets the demo and a production one (NODE_ENV=production)
 * does not, unless FORECOURT_DEMO_MODE says otherwise.
 */
export function startDemoMode(caller: Record<string, string | undefined>): boolean {
  return isDemoMode(parseEnv(caller))
}

export function databaseKind(url: string = env().DATABASE_URL): 'sqlite' | 'postgres' {
  return url.startsWith('file:') ? 'sqlite' : 'postgres'
}

export function isWeakSecret(secret: string | undefined): boolean {
  if (secret === undefined) return true
  return PLACEHOLDER_SECRETS.has(secret.trim()) || secret.trim().length < MINIMUM_SECRET_LENGTH
}

/**
 * The secret that signs CMS sessions and editing links.
 * A production deployment must set PAYLOAD_SECRET; everywhere else a random secret is created once per
 * installation and kept in the data directory, so no known default exists anywhere.
 */
export function payloadSecret(e: ForecourtEnv = env()): string {
  if (e.PAYLOAD_SECRET && !isWeakSecret(e.PAYLOAD_SECRET)) return e.PAYLOAD_SECRET
  const isProductionRuntime = e.NODE_ENV === 'production' && !isDemoMode(e) && !isProductionBuild(e)
  if (isProductionRuntime) {
    throw new ConfigurationError(
      e.PAYLOAD_SECRET
        ? `PAYLOAD_SECRET is too weak: use at least ${MINIMUM_SECRET_LENGTH} random characters (for example: openssl rand -hex 32).`
        : 'PAYLOAD_SECRET is not set. A production start needs a secret of at least 32 random characters (for example: openssl rand -hex 32).',
    )
  }
  return installationSecret(e.FORECOURT_DATA_DIR)
}

function installationSecret(dataDir: string): string {
  const file = path.resolve(dataDir, '.payload-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(path.dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('hex')
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim()
    throw error
  }
}

/** What the instance server's watchdog does when (src/http/watchdog/), and whether its test route is on. */
export function watchdogSettings(e: ForecourtEnv = env()): { unhealthyAfterMs: number; exitAfterMs: number; blockingRoute: boolean } {
  const unhealthyAfterMs = Math.round(e.FORECOURT_WATCHDOG_UNHEALTHY_SECONDS * 1000)
  const exitAfterMs = Math.round(e.FORECOURT_WATCHDOG_EXIT_SECONDS * 1000)
  if (exitAfterMs <= unhealthyAfterMs) {
    throw new ConfigurationError(
      'FORECOURT_WATCHDOG_EXIT_SECONDS must be longer than FORECOURT_WATCHDOG_UNHEALTHY_SECONDS: the instance reports itself unhealthy first, then ends.',
    )
  }
  const blockingRoute = e.FORECOURT_TEST_BLOCKING_ROUTE === true
  if (blockingRoute && !isDemoMode(e)) {
    throw new ConfigurationError('FORECOURT_TEST_BLOCKING_ROUTE is for tests and the demo: a production start (demo mode off) refuses it.')
  }
  return { unhealthyAfterMs, exitAfterMs, blockingRoute }
}

/** The origin editors open the CMS on; pages may be framed by it for live preview. */
export function cmsOrigin(e: ForecourtEnv = env()): string {
  return new URL(e.FORECOURT_CMS_URL ?? `http://localhost:${e.PORT}`).origin
}
