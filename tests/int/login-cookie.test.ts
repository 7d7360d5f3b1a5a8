import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createUser } from './helpers/fixtures'
import { startCms, type TestCms } from './helpers/cms'

// Editors open this CMS on an https address (read once, as the server reads its environment at start).
process.env.FORECOURT_CMS_URL = 'https://cms.nordvik.example'

/** The CMS's login cookie on an https address: sent back only over https (Secure), never to another site. */
describe('the CMS login cookie', () => {
  let cms: TestCms
  beforeAll(async () => {
    cms = await startCms()
    await createUser(cms.payload, 'secure@forecourt.test', ['editor'])
  })
  afterAll(async () => {
    await cms?.stop()
  })

  it('is Secure, HttpOnly and SameSite=Lax when the CMS’s public address is https', async () => {
    const login = await cms.rest('POST', '/users/login', { body: { email: 'secure@forecourt.test', password: 'a-test-password-1234' } })
    expect(login.status, login.text).toBe(200)
    const cookie = login.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=Lax/i)
  })
})
