import { cmsLogin } from './server'

/**
 * One admin login for the whole run, shared by every worker: the CMS keeps a user's sessions on the user,
 * and simultaneous logins of one account can overwrite each other's session.
 */
export default async function globalSetup() {
  process.env.E2E_ADMIN_TOKEN = await cmsLogin(undefined, undefined, { fresh: true })
}
