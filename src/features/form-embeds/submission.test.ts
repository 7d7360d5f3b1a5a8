import { describe, expect, it } from 'vitest'

import { FORM_RESET_MS, formSubmissionEvent, trackFormSubmission } from './submission'

describe('the form-submission event', () => {
  it('names the provider and the form, and counts as a lead; nothing the visitor typed', () => {
    expect(FORM_RESET_MS).toBe(3000)
    expect(formSubmissionEvent('hubspot', 'abc')).toEqual({ event: 'form_submission', form_provider: 'hubspot', form_id: 'abc' })
    const target: { dataLayer?: unknown[] } = {}
    trackFormSubmission('jotform', '12345', target)
    expect(target.dataLayer).toEqual([
      { event: 'form_submission', form_provider: 'jotform', form_id: '12345' },
      { event: 'lead', form_name: 'jotform:12345', lead_type: 'form_embed' },
    ])
  })
})
