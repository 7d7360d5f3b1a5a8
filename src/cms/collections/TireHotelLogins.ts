import type { CollectionConfig, Field } from 'payload'

const nobody = () => false

/** A table of the tire hotel's login that nobody reads or writes through the CMS (its rows are keyed digests). */
function loginTable(slug: string, singular: string, fields: Field[]): CollectionConfig {
  return {
    slug,
    dbName: slug.replace(/-/g, '_'),
    graphQL: false,
    labels: { singular, plural: `${singular}s` },
    admin: { hidden: true },
    access: { read: nobody, create: nobody, update: nobody, delete: nobody },
    fields: [
      { name: 'tokenDigest', type: 'text', required: true, unique: true, index: true },
      // The agreement's id (no reference: deleting an agreement leaves its codes and sessions to expire, unusable).
      { name: 'agreementId', type: 'text', required: true, index: true },
      ...fields,
    ],
  }
}

/**
 * The tire hotel's one-time codes (spec 3 §7 authorization/login and validate): one row per code sent, holding
 * only keyed digests of the authorization token and of the code (src/features/tire-hotel/repository.ts), how
 * many attempts were made, when it expires and when it was used.
 */
export const TireHotelCodes = loginTable('tire-hotel-codes', 'Tire hotel code', [
  { name: 'codeDigest', type: 'text', required: true },
  { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
  { name: 'expiresAt', type: 'date', required: true, index: true },
  { name: 'usedAt', type: 'date' },
  /** The digest of the session the code opened: marks which of two simultaneous right guesses used it. */
  { name: 'usedBy', type: 'text' },
])

/**
 * The tire hotel's logged-in sessions: the keyed digest of the session token the browser holds, the agreement it
 * opens, and when it expires (30 minutes after its last use).
 */
export const TireHotelSessions = loginTable('tire-hotel-sessions', 'Tire hotel session', [{ name: 'expiresAt', type: 'date', required: true, index: true }])
