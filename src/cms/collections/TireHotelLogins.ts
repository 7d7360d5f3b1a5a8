import type { CollectionConfig } from 'payload'

const nobody = () => false

/**
 * The tire hotel's one-time codes (spec 3 §7 authorization/login and validate): one row per code sent, holding
 * only keyed digests of the code and of the authorization token (src/features/tire-hotel/repository.ts), how
 * many attempts were made, when it expires and when it was used. Nobody reads or writes it through the CMS.
 */
export const TireHotelCodes: CollectionConfig = {
  slug: 'tire-hotel-codes',
  dbName: 'tire_hotel_codes',
  graphQL: false,
  labels: { singular: 'Tire hotel code', plural: 'Tire hotel codes' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'tokenDigest', type: 'text', required: true, unique: true, index: true },
    // The agreement's id (no reference: deleting an agreement leaves its codes and sessions to expire, unusable).
    { name: 'agreementId', type: 'text', required: true, index: true },
    { name: 'codeDigest', type: 'text', required: true },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'usedAt', type: 'date' },
    /** The digest of the session the code opened: marks which of two simultaneous right guesses used it. */
    { name: 'usedBy', type: 'text' },
  ],
}

/**
 * The tire hotel's logged-in sessions: the keyed digest of the session token the browser holds, the agreement it
 * opens, and when it expires (30 minutes after its last use). Nobody reads or writes it through the CMS.
 */
export const TireHotelSessions: CollectionConfig = {
  slug: 'tire-hotel-sessions',
  dbName: 'tire_hotel_sessions',
  graphQL: false,
  labels: { singular: 'Tire hotel session', plural: 'Tire hotel sessions' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'tokenDigest', type: 'text', required: true, unique: true, index: true },
    { name: 'agreementId', type: 'text', required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
