import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LOGIN_ATTEMPTS_PER_EMAIL } from '@/cms/hooks/login-rate-limit'
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

  it('limits attempts per address with a clear 429 once the limit is used up', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt <= LOGIN_ATTEMPTS_PER_EMAIL; attempt++) {
      statuses.push((await login('nobody@forecourt.test', 'guess')).status)
    }
    expect(statuses.slice(0, LOGIN_ATTEMPTS_PER_EMAIL).every((status) => status === 401)).toBe(true)
    const refused = await login('nobody@forecourt.test', 'guess')
    expect(refused.status).toBe(429)
    expect(JSON.stringify(refused.json)).toContain('Too many login attempts. Try again in')
  })
})
