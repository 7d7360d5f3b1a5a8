import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

/** A new password: 16 random bytes, as URL-safe text (22 characters). */
export const randomPassword = () => randomBytes(16).toString('base64url')

export class NoSuchUserError extends Error {}

/**
 * Gives a CMS user a new password and lifts a lockout after wrong passwords: what a person who lost the printed
 * password (or whose reset e-mail waits in the outbox) runs on the machine, with access to its database.
 */
export async function setNewPassword(payload: Payload, email: string, password = randomPassword()): Promise<string> {
  const address = email.trim().toLowerCase()
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: address } }, depth: 0, limit: 1, overrideAccess: true })
  const user = docs[0]
  if (!user) throw new NoSuchUserError(`No CMS user has the e-mail address ${address}.`)
  await payload.update({ collection: 'users', id: user.id, data: { password }, depth: 0, overrideAccess: true })
  // Unlocking reads the e-mail only; the generated type asks for a password as the login does.
  await payload.unlock({ collection: 'users', data: { email: address } as { email: string; password: string }, overrideAccess: true })
  return password
}
