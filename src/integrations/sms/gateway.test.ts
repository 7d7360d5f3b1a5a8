import { describe, expect, it } from 'vitest'

import { gatewaySms } from './gateway'
import { SmsNotSent } from '@/features/tire-hotel/ports'

describe('the SMS gateway adapter', () => {
  it('posts from, to and message with the URL’s account as Basic authentication, not in the address', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = []
    const sms = gatewaySms('https://u123:s%40cret@api.46elks.example/a1/sms', 'Nordvik', async (url, init) => {
      calls.push({ url: String(url), init: init! })
      return new Response('{"id":"s1","message":"echo"}', { status: 200 })
    })
    await sms.send({ to: '+46701740610', text: 'Din engångskod är 0427.', purpose: 'one-time-code' })
    expect(calls[0]!.url).toBe('https://api.46elks.example/a1/sms')
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe(`Basic ${Buffer.from('u123:s@cret').toString('base64')}`)
    expect(Object.fromEntries(new URLSearchParams(String(calls[0]!.init.body)))).toEqual({ from: 'Nordvik', to: '+46701740610', message: 'Din engångskod är 0427.' })
  })

  it('fails with the reason alone when the gateway refuses or cannot be reached', async () => {
    const refusing = gatewaySms('https://api.example/sms', 'Nordvik', async () => new Response('bad number +46701740610', { status: 400 }))
    await expect(refusing.send({ to: '+46701740610', text: 'kod 0427', purpose: 'one-time-code' })).rejects.toThrow(new SmsNotSent('the gateway answered 400'))
    const down = gatewaySms('https://api.example/sms', 'Nordvik', async () => {
      throw new TypeError('fetch failed')
    })
    const error = await down.send({ to: '+46701740610', text: 'kod 0427', purpose: 'one-time-code' }).catch((failure: Error) => failure)
    expect((error as Error).message).toBe('The text message was not sent: the gateway could not be reached')
    expect((error as Error).message).not.toMatch(/0427|1740/)
  })
})
