import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { inboxMessages } from '@/features/demo-inbox/inbox'
import { createDeliveryWorker } from '@/features/leads/delivery-worker'
import { demoInboxTransport } from '@/integrations/email/demo-inbox'
import type { MailTransport } from '@/features/leads/ports'

import { NoSuchUserError, setNewPassword } from '../../scripts/admin/new-password'

import { createUser } from './helpers/fixtures'
import { startCms, type TestCms } from './helpers/cms'

/**
 * Forgot password: the CMS e-mails its own reset link through the outbox, over SMTP. It never shows in the demo
 * inbox, which anyone who reaches the demo could read: there it waits in the outbox.
 */
describe('password reset e-mail', () => {
  let cms: TestCms
  beforeAll(async () => {
    cms = await startCms()
    await createUser(cms.payload, 'glomsk@forecourt.test', ['editor'])
  })
  afterAll(async () => {
    await cms?.stop()
  })

  const outbox = async (to: string) =>
    (await cms.payload.find({ collection: 'email-outbox', where: { toAddress: { equals: to } }, overrideAccess: true, depth: 0, sort: '-createdAt' })).docs

  it('puts the reset link in the outbox, never in the demo inbox, and the link sets a new password', async () => {
    const asked = await cms.rest('POST', '/users/forgot-password', { body: { email: 'glomsk@forecourt.test' } })
    expect(asked.status, asked.text).toBe(200)
    expect(await inboxMessages(cms.payload, { to: 'glomsk@forecourt.test', limit: 10 })).toEqual([])
    expect(await inboxMessages(cms.payload, { limit: 100 })).toEqual([])
    const [email, ...more] = await outbox('glomsk@forecourt.test')
    expect(more).toEqual([])
    expect(email).toMatchObject({ subject: 'Choose a new password for the Forecourt CMS', status: 'pending', cmsAccount: true })
    const token = /\/admin\/reset\/([^\s)]+)/.exec(email!.bodyText)?.[1]
    expect(token, email!.bodyText).toBeTruthy()
    expect(email!.bodyText).toContain('works for 1 hour')

    const reset = await cms.rest('POST', '/users/reset-password', { body: { token: decodeURIComponent(token!), password: 'ett-nytt-losenord-2026' } })
    expect(reset.status, reset.text).toBe(200)
    expect((await cms.rest('POST', '/users/login', { body: { email: 'glomsk@forecourt.test', password: 'ett-nytt-losenord-2026' } })).status).toBe(200)
    expect((await cms.rest('POST', '/users/login', { body: { email: 'glomsk@forecourt.test', password: 'a-test-password-1234' } })).status).toBe(401)
  })

  it('waits in the outbox while only the demo inbox delivers, and leaves over SMTP', async () => {
    await cms.rest('POST', '/users/forgot-password', { body: { email: 'glomsk@forecourt.test' } })
    const demo = createDeliveryWorker({ db: cms.db, transport: demoInboxTransport })
    await demo.runOnce()
    const [waiting] = await outbox('glomsk@forecourt.test')
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0 })
    expect(await inboxMessages(cms.payload, { to: 'glomsk@forecourt.test', limit: 10 })).toEqual([])

    const pending = (await outbox('glomsk@forecourt.test')).filter((email) => email.status === 'pending').length
    expect(pending).toBeGreaterThan(0)
    const sent: string[] = []
    const smtp: MailTransport = { name: 'smtp', takesAccountMail: true, send: async (message) => void sent.push(message.to) }
    expect(await createDeliveryWorker({ db: cms.db, transport: smtp }).runOnce()).toMatchObject({ sent: pending, failed: 0 })
    expect(sent).toEqual(Array(pending).fill('glomsk@forecourt.test'))
    expect((await outbox('glomsk@forecourt.test')).every((email) => email.status === 'sent')).toBe(true)
  })

  it('answers an unknown address the same way and sends nothing', async () => {
    const asked = await cms.rest('POST', '/users/forgot-password', { body: { email: 'ingen@forecourt.test' } })
    expect(asked.status).toBe(200)
    expect(await inboxMessages(cms.payload, { to: 'ingen@forecourt.test', limit: 10 })).toEqual([])
  })

  it('npm run admin:password sets a new password, and lifts a lockout', async () => {
    await createUser(cms.payload, 'utelast@forecourt.test', ['admin'])
    for (let attempt = 0; attempt < 5; attempt++) await cms.rest('POST', '/users/login', { body: { email: 'utelast@forecourt.test', password: 'fel' } })
    expect((await cms.rest('POST', '/users/login', { body: { email: 'utelast@forecourt.test', password: 'a-test-password-1234' } })).status).not.toBe(200)
    const password = await setNewPassword(cms.payload, ' Utelast@Forecourt.test ')
    expect(password).toMatch(/^[\w-]{22}$/)
    expect((await cms.rest('POST', '/users/login', { body: { email: 'utelast@forecourt.test', password } })).status).toBe(200)
    await expect(setNewPassword(cms.payload, 'ingen@forecourt.test')).rejects.toBeInstanceOf(NoSuchUserError)
  })
})
