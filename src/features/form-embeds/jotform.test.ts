import { afterEach, describe, expect, it, vi } from 'vitest'

import { JOTFORM_ORIGIN, jotformFormUrl, readJotformMessage, reportJotformSubmission } from './jotform'

const FORM = '241234567890123'
const from = (data: unknown, origin = JOTFORM_ORIGIN) => ({ origin, data })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the Jotform frame', () => {
  it('shows the form from the provider, marked as embedded so it talks to the page', () => {
    expect(jotformFormUrl(FORM)).toBe(`https://form.jotform.com/${FORM}?isIframeEmbed=1`)
  })
})

describe('messages from the Jotform frame', () => {
  it('recognises a finished submission of this form', () => {
    expect(readJotformMessage(from({ action: 'submission-completed', formID: FORM }), FORM)).toEqual({ kind: 'submitted' })
    expect(readJotformMessage(from({ action: 'submission-completed', formID: Number(FORM.slice(0, 12)) }), FORM.slice(0, 12))).toEqual({ kind: 'submitted' })
  })

  it('ignores every other origin, however the message looks', () => {
    for (const origin of ['https://evil.example', 'http://form.jotform.com', 'https://form.jotform.com.evil.example', 'https://jotform.com', 'null']) {
      expect(readJotformMessage(from({ action: 'submission-completed', formID: FORM }, origin), FORM)).toBeNull()
      expect(readJotformMessage(from(`setHeight:900:${FORM}`, origin), FORM)).toBeNull()
    }
  })

  it('ignores another form’s submission and other actions', () => {
    expect(readJotformMessage(from({ action: 'submission-completed', formID: '99999' }), FORM)).toBeNull()
    expect(readJotformMessage(from({ action: 'form-loaded', formID: FORM }), FORM)).toBeNull()
    expect(readJotformMessage(from(null), FORM)).toBeNull()
    expect(readJotformMessage(from(42), FORM)).toBeNull()
    expect(readJotformMessage(from(`scrollIntoView::${FORM}`), FORM)).toBeNull()
  })

  it('reads the form’s height within sensible bounds', () => {
    expect(readJotformMessage(from(`setHeight:912:${FORM}`), FORM)).toEqual({ kind: 'height', pixels: 912 })
    expect(readJotformMessage(from('setHeight:700'), FORM)).toEqual({ kind: 'height', pixels: 700 })
    expect(readJotformMessage(from(`setHeight:12:${FORM}`), FORM)).toEqual({ kind: 'height', pixels: 200 })
    expect(readJotformMessage(from(`setHeight:999999:${FORM}`), FORM)).toEqual({ kind: 'height', pixels: 10_000 })
    expect(readJotformMessage(from(`setHeight:abc:${FORM}`), FORM)).toBeNull()
    expect(readJotformMessage(from('setHeight:900:99999'), FORM)).toBeNull()
  })
})

describe('reporting a submission to the server', () => {
  it('posts the form id as JSON to /api/jotform', async () => {
    const send = vi.fn(async () => new Response('{"answers":3}', { status: 200 }))
    expect(await reportJotformSubmission(FORM, send)).toBe(true)
    expect(send).toHaveBeenCalledWith('/api/jotform', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ formId: FORM }) })
  })

  it('only logs a failure (spec 3 §8), whether the server refuses or cannot be reached', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await reportJotformSubmission(FORM, async () => new Response('{}', { status: 503 }))).toBe(false)
    expect(await reportJotformSubmission(FORM, async () => Promise.reject(new TypeError('offline')))).toBe(false)
    expect(errors).toHaveBeenCalledTimes(2)
    expect(String(errors.mock.calls[0]![0])).toContain('503')
  })
})
