/**
 * `npm run admin:password -- <email>`: sets a new password for a CMS user (the admin's is admin@forecourt.test) and
 * prints it once; a lockout after wrong passwords is lifted too. For whoever runs the server and lost the printed
 * password: the demo inbox never shows the CMS's reset e-mails. Runs on the database of DATABASE_URL, like `npm start`.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { NoSuchUserError, setNewPassword } from './admin/new-password'

const email = process.argv[2]
if (!email || !email.includes('@')) {
  console.error('Name the CMS user: npm run admin:password -- admin@forecourt.test')
  process.exit(1)
}
const payload = await getPayload({ config })
let status = 0
try {
  const password = await setNewPassword(payload, email)
  console.log(`\n  CMS login: ${email.trim().toLowerCase()}\n  Password:  ${password}\n  (printed once; change it in the CMS under your account)\n`)
} catch (error) {
  if (!(error instanceof NoSuchUserError)) throw error
  console.error(error.message)
  status = 1
} finally {
  await payload.destroy()
}
// PostgreSQL keeps a pool client open after destroy() (see scripts/prepare.ts): end the process once done.
process.exit(status)
