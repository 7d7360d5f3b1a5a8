import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LOGIN_FAILURES_PER_EMAIL } from '@/cms/hooks/login-rate-limit'
import { MAX_LOGIN_ATTEMPTS } from '@/cms/collections/Users'

import { createUser } from './helpers/fixtures'
import { startCms, type TestCms } from './helpers/cms'

describe('admin login', () => {
  let cms: TestCms
  beforeAll(async () => {
    cms = await startCms()
    await createUser(cms.payload, 'locked@forecourt.test', ['editor'])
  })
  afterAll(async () => {
    await cms?.stop()
  })

  const login = (email: string, password: string) => cms.rest('POST', '/users/login', { body: { email, password } })

  it('locks an account after repeated failures, even for the right password', async () => {
    for (let attempt = 0; attempt < MAX_LOGIN_ATTEMPTS; attempt++) {
      expect((await login('locked@forecourt.test', 'wrong-password')).status).toBe(401)
    }
    const right = await login('locked@forecourt.test', 'a-test-password-1234')
    expect(right.status).toBe(401)
    expect(JSON.stringify(right.json)).toMatch(/locked/i)
  })

  it('limits failed attempts per address with a clear 429 once the limit is used up', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_EMAIL; attempt++) {
      statuses.push((await login('nobody@forecourt.test', 'guess')).status)
    }
    expect(statuses.every((status) => status === 401)).toBe(true)
    const refused = await login('nobody@forecourt.test', 'guess')
    expect(refused.status).toBe(429)
    expect(refused.json.errors[0]).toMatchObject({ name: 'TooManyLoginAttempts', message: expect.stringContaining('Too many login attempts. Try again in') })
  })

  it('does not count successful logins against an account', async () => {
    await createUser(cms.payload, 'often@forecourt.test', ['editor'])
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_EMAIL + 3; attempt++) {
      expect((await login('often@forecourt.test', 'a-test-password-1234')).status).toBe(200)
    }
  })
})
