import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { encryptionKey, EncryptionKeyMissing, isSealedAtRest, openAtRest, sameDigest, sealAtRest, sealerOf } from './encryption'
import { encryptionKeyBytes, parseEnv } from './env'

const key = randomBytes(32)
const sealer = sealerOf(key)

describe('encryption at rest and sealed tokens', () => {
  it('opens what it sealed, and a fresh nonce makes every sealing of the same text different', () => {
    const first = sealer.seal('phone-at-rest', '+46701740610')
    const second = sealer.seal('phone-at-rest', '+46701740610')
    expect(first).not.toBe(second)
    expect(first).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(first).not.toContain('46701740610')
    expect(sealer.open('phone-at-rest', first)).toBe('+46701740610')
    expect(sealer.open('phone-at-rest', second)).toBe('+46701740610')
  })

  it('refuses a value altered anywhere, sealed for another purpose, or under another key', () => {
    const sealed = sealer.seal('tire-hotel-search', '{"a":1}')
    const bytes = Buffer.from(sealed, 'base64url')
    for (let at = 0; at < bytes.length; at += 1) {
      const altered = Buffer.from(bytes)
      altered[at] = altered[at]! ^ 0x01
      expect(sealer.open('tire-hotel-search', altered.toString('base64url'))).toBeNull()
    }
    expect(sealer.open('tire-hotel-cancel', sealed)).toBeNull()
    expect(sealerOf(randomBytes(32)).open('tire-hotel-search', sealed)).toBeNull()
    for (const junk of ['', 'x', 'a'.repeat(27), '!!!', 'v1.abc', 'A'.repeat(200)]) expect(sealer.open('tire-hotel-search', junk)).toBeNull()
  })

  it('marks stored values with their format and opens only those', () => {
    const stored = sealAtRest('phone-at-rest', '+46701740611', sealer)
    expect(isSealedAtRest(stored)).toBe(true)
    expect(stored.startsWith('v1.')).toBe(true)
    expect(openAtRest('phone-at-rest', stored, sealer)).toBe('+46701740611')
    expect(openAtRest('phone-at-rest', '+46701740611', sealer)).toBeNull()
    expect(openAtRest('phone-at-rest', null, sealer)).toBeNull()
  })

  it('gives keyed digests: the same for the same value and purpose, different otherwise, compared in constant time', () => {
    const digest = sealer.digest('tire-hotel-digest', 'code:1234')
    expect(digest).toBe(sealer.digest('tire-hotel-digest', 'code:1234'))
    expect(digest).not.toBe(sealer.digest('tire-hotel-digest', 'code:1235'))
    expect(digest).not.toBe(sealerOf(randomBytes(32)).digest('tire-hotel-digest', 'code:1234'))
    expect(sameDigest(digest, sealer.digest('tire-hotel-digest', 'code:1234'))).toBe(true)
    expect(sameDigest(digest, sealer.digest('tire-hotel-digest', 'code:0000'))).toBe(false)
    expect(sameDigest(digest, digest.slice(1))).toBe(false)
  })

  it('takes the key as 64 hex digits or base64, and refuses anything else at start', () => {
    expect(encryptionKeyBytes(key.toString('hex'))).toEqual(key)
    expect(encryptionKeyBytes(key.toString('base64'))).toEqual(key)
    expect(encryptionKeyBytes(key.toString('base64url'))).toEqual(key)
    for (const bad of ['short', 'z'.repeat(64), key.toString('hex').slice(2)]) expect(encryptionKeyBytes(bad)).toBeNull()
    expect(() => parseEnv({ FORECOURT_ENCRYPTION_KEY: 'changeme' })).toThrow('FORECOURT_ENCRYPTION_KEY must be 32 random bytes')
  })

  it('uses the configured key; a key of the installation in demo mode; none demo-off', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-key-'))
    expect(encryptionKey(parseEnv({ NODE_ENV: 'production', FORECOURT_DEMO_MODE: 'false', FORECOURT_ENCRYPTION_KEY: key.toString('hex') }))).toEqual(key)
    expect(() => encryptionKey(parseEnv({ NODE_ENV: 'production', FORECOURT_DEMO_MODE: 'false', PAYLOAD_SECRET: 'f'.repeat(64) }))).toThrow(EncryptionKeyMissing)
    const demo = encryptionKey(parseEnv({ NODE_ENV: 'production', FORECOURT_DEMO_MODE: 'true', FORECOURT_DATA_DIR: dataDir }))
    expect(demo).toHaveLength(32)
    expect(encryptionKey(parseEnv({ NODE_ENV: 'production', FORECOURT_DEMO_MODE: 'true', FORECOURT_DATA_DIR: dataDir }))).toEqual(demo)
    expect(encryptionKey(parseEnv({ NODE_ENV: 'production', FORECOURT_DEMO_MODE: 'true', FORECOURT_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'forecourt-key-')) }))).not.toEqual(demo)
  })
})
