import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { JotformApi } from './api'
import { JotformUnavailableError } from '@/features/form-embeds/ports'
import { startTestProvider, submissionsBody, type TestProvider } from './test-provider'

const FORM = '241234567890123'
const KEY = 'test-key-0123456789'
let provider: TestProvider

beforeAll(async () => {
  provider = await startTestProvider()
})
afterAll(async () => {
  await provider.close()
})
beforeEach(() => {
  provider.requests.length = 0
})

const api = (timeoutMs?: number) => new JotformApi({ apiUrl: `${provider.url}/`, apiKey: KEY, timeoutMs })

async function failure(promise: Promise<unknown>): Promise<JotformUnavailableError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(JotformUnavailableError)
  return error as JotformUnavailableError
}

describe('the Jotform API adapter', () => {
  it('asks for the form’s latest submission with the key, and reads its answers', async () => {
    const answers = { '3': { name: 'email', type: 'control_email', text: 'E-post', answer: 'anna@example.se' } }
    provider.reply((_request, _url, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(submissionsBody(answers)))
    expect(await api().latestAnswers(FORM)).toEqual(answers)
    const [request] = provider.requests
    expect(request?.pathname).toBe(`/form/${FORM}/submissions`)
    expect(Object.fromEntries(request!.searchParams)).toEqual({ limit: '1', orderby: 'created_at', apiKey: KEY })
  })

  it('gives no answers for a form without submissions, or with an empty answer set', async () => {
    provider.reply((_request, _url, response) => response.end(JSON.stringify({ responseCode: 200, content: [] })))
    expect(await api().latestAnswers(FORM)).toEqual({})
    provider.reply((_request, _url, response) => response.end(submissionsBody([])))
    expect(await api().latestAnswers(FORM)).toEqual({})
  })

  it('fails clearly when the provider fails, without the key in the message', async () => {
    provider.reply((_request, _url, response) => response.writeHead(500).end('{"message":"Internal error"}'))
    const error = await failure(api().latestAnswers(FORM))
    expect(error.reason).toBe('status')
    expect(error.message).toBe('The form provider answered 500.')
    expect(error.message).not.toContain(KEY)
  })

  it('fails when the answer is not a submission list', async () => {
    provider.reply((_request, _url, response) => response.end('<html>maintenance</html>'))
    expect((await failure(api().latestAnswers(FORM))).reason).toBe('unreadable')
    provider.reply((_request, _url, response) => response.end('{"content":"nope"}'))
    expect((await failure(api().latestAnswers(FORM))).reason).toBe('unreadable')
  })

  it('gives up when the provider does not answer in time', async () => {
    provider.reply(() => {})
    const started = Date.now()
    const error = await failure(api(150).latestAnswers(FORM))
    expect(error.reason).toBe('timeout')
    expect(error.message).toBe('The form provider did not answer within 0.15 s.')
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('gives up when the provider starts answering but never finishes', async () => {
    provider.reply((_request, _url, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write('{"content":[')
    })
    expect((await failure(api(150).latestAnswers(FORM))).reason).toBe('timeout')
  })

  it('fails clearly when the provider cannot be reached', async () => {
    const closed = await startTestProvider()
    await closed.close()
    const error = await failure(new JotformApi({ apiUrl: closed.url, apiKey: KEY }).latestAnswers(FORM))
    expect(error.reason).toBe('unreachable')
    expect(error.message).not.toContain(KEY)
  })
})
