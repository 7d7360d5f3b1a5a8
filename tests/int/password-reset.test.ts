import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { inboxMessages } from '@/features/demo-inbox/inbox'

import { createUser } from './helpers/fixtures'
import { startCms, type TestCms } from './helpers/cms'

/** Forgot password: the CMS e-mails its own reset link through the outbox (SMTP, or the demo inbox in demo mode). */
describe('password reset e-mail', () => {
  let cms: TestCms
  beforeAll(async () => {
    cms = await startCms()
    await createUser(cms.payload, 'glomsk@forecourt.test', ['editor'])
  })
  afterAll(async () => {
    await cms?.stop()
  })

  it('sends the reset link to the editor, and the link sets a new password', async () => {
    const asked = await cms.rest('POST', '/users/forgot-password', { body: { email: 'glomsk@forecourt.test' } })
    expect(asked.status, asked.text).toBe(200)
    const [email, ...more] = await inboxMessages(cms.payload, { to: 'glomsk@forecourt.test', limit: 10 })
    expect(more).toEqual([])
    expect(email).toMatchObject({ subject: 'Choose a new password for the Forecourt CMS', status: 'pending' })
    const token = /\/admin\/reset\/([^\s)]+)/.exec(email!.text)?.[1]
    expect(token, email!.text).toBeTruthy()
    expect(email!.text).toContain('works for 1 hour')

    const reset = await cms.rest('POST', '/users/reset-password', { body: { token: decodeURIComponent(token!), password: 'ett-nytt-losenord-2026' } })
    expect(reset.status, reset.text).toBe(200)
    expect((await cms.rest('POST', '/users/login', { body: { email: 'glomsk@forecourt.test', password: 'ett-nytt-losenord-2026' } })).status).toBe(200)
    expect((await cms.rest('POST', '/users/login', { body: { email: 'glomsk@forecourt.test', password: 'a-test-password-1234' } })).status).toBe(401)
  })

  it('answers an unknown address the same way and sends nothing', async () => {
    const asked = await cms.rest('POST', '/users/forgot-password', { body: { email: 'ingen@forecourt.test' } })
    expect(asked.status).toBe(200)
    expect(await inboxMessages(cms.payload, { to: 'ingen@forecourt.test', limit: 10 })).toEqual([])
  })
})
