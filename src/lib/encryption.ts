import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'

import { ConfigurationError, encryptionKeyBytes, env, isDemoMode, payloadSecret, type ForecourtEnv } from './env'

/**
 * Encryption of personal data at rest and of the tokens the tire hotel hands to browsers: AES-256-GCM with a
 * fresh 96-bit nonce per message, under a key derived (HKDF-SHA256) from FORECOURT_ENCRYPTION_KEY for each
 * purpose, the purpose also bound in as associated data, so a value sealed for one use never opens as another.
 * Keyed digests (HMAC-SHA256) stand in where a value is looked up or compared but must not be stored: codes,
 * tokens, phone numbers as rate-limit keys.
 */

/** What a sealed value or a digest is for; each has a key of its own. */
export type Purpose = 'phone-at-rest' | 'sms-at-rest' | 'tire-hotel-search' | 'tire-hotel-cancel' | 'tire-hotel-digest' | 'service-booking-change' | 'service-booking-conflict'

/** The encryption key is needed but not configured (demo-off without FORECOURT_ENCRYPTION_KEY). */
export class EncryptionKeyMissing extends ConfigurationError {
  constructor() {
    super('FORECOURT_ENCRYPTION_KEY is not set: set 32 random bytes as 64 hex digits (openssl rand -hex 32) to store phone numbers and run the tire hotel.')
  }
}

const NONCE_BYTES = 12
const TAG_BYTES = 16
/** Values stored in the database carry their format's version, so a later format can be told apart. */
const AT_REST_PREFIX = 'v1.'

/**
 * The installation's key: FORECOURT_ENCRYPTION_KEY, or in demo mode (and development) a key derived from the
 * installation's secret — random per installation, never a constant of the code. Demo-off without it: refused.
 */
export function encryptionKey(config: ForecourtEnv = env()): Buffer {
  if (config.FORECOURT_ENCRYPTION_KEY) return encryptionKeyBytes(config.FORECOURT_ENCRYPTION_KEY)!
  if (config.NODE_ENV === 'production' && !isDemoMode(config)) throw new EncryptionKeyMissing()
  return Buffer.from(hkdfSync('sha256', payloadSecret(config), 'forecourt', 'demo encryption key', 32))
}

export type Sealer = {
  /** `plaintext` encrypted and authenticated for `purpose`, as base64url. */
  seal(purpose: Purpose, plaintext: string): string
  /** The plaintext of a sealed value, or null when it was not sealed with this key for this purpose, or altered. */
  open(purpose: Purpose, sealed: string): string | null
  /** A keyed digest (base64url): equal values give equal digests, which reveal nothing without the key. */
  digest(purpose: Purpose, value: string): string
}

export function sealerOf(key: Buffer): Sealer {
  const keys = new Map<string, Buffer>()
  const keyFor = (purpose: Purpose) => {
    let derived = keys.get(purpose)
    if (!derived) {
      derived = Buffer.from(hkdfSync('sha256', key, 'forecourt', `forecourt:${purpose}`, 32))
      keys.set(purpose, derived)
    }
    return derived
  }
  return {
    seal(purpose, plaintext) {
      const nonce = randomBytes(NONCE_BYTES)
      const cipher = createCipheriv('aes-256-gcm', keyFor(purpose), nonce)
      cipher.setAAD(Buffer.from(purpose))
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
      return Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url')
    },
    open(purpose, sealed) {
      if (typeof sealed !== 'string' || !/^[A-Za-z0-9_-]+$/.test(sealed)) return null
      const bytes = Buffer.from(sealed, 'base64url')
      if (bytes.length < NONCE_BYTES + TAG_BYTES) return null
      try {
        const decipher = createDecipheriv('aes-256-gcm', keyFor(purpose), bytes.subarray(0, NONCE_BYTES))
        decipher.setAAD(Buffer.from(purpose))
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
        return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8')
      } catch {
        return null
      }
    },
    digest(purpose, value) {
      return createHmac('sha256', keyFor(purpose)).update(value).digest('base64url')
    },
  }
}

let installation: { config: ForecourtEnv; sealer: Sealer } | undefined

/** The sealer of this installation's key, made once per configuration (throws EncryptionKeyMissing demo-off without a key). */
export function sealer(): Sealer {
  const config = env()
  if (installation?.config !== config) installation = { config, sealer: sealerOf(encryptionKey(config)) }
  return installation.sealer
}

/** A value to store encrypted (a phone number, a text message), marked with its format. */
export function sealAtRest(purpose: Purpose, plaintext: string, with_: Sealer = sealer()): string {
  return `${AT_REST_PREFIX}${with_.seal(purpose, plaintext)}`
}

/** A stored encrypted value's plaintext; null when it is not one or does not open with this key. */
export function openAtRest(purpose: Purpose, stored: unknown, with_: Sealer = sealer()): string | null {
  if (typeof stored !== 'string' || !stored.startsWith(AT_REST_PREFIX)) return null
  return with_.open(purpose, stored.slice(AT_REST_PREFIX.length))
}

export function isSealedAtRest(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(AT_REST_PREFIX)
}

/** Whether two digests are the same, in a time that does not depend on where they differ. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
