import { describe, expect, it } from 'vitest'

import { formIdOf, HUBSPOT_FORM_ID, JOTFORM_FORM_ID, MISSING_FORM_ID } from './form-ids'

describe('form ids', () => {
  it('are trimmed, and missing when empty; the spec’s message is exact', () => {
    expect(formIdOf(' 12345 ')).toBe('12345')
    expect(formIdOf('  ')).toBeNull()
    expect(formIdOf(null)).toBeNull()
    expect(MISSING_FORM_ID).toBe('Missing FormId')
  })

  it('have each provider’s shape', () => {
    expect(JOTFORM_FORM_ID.test('12345')).toBe(true)
    expect(JOTFORM_FORM_ID.test('1'.repeat(25))).toBe(true)
    expect(JOTFORM_FORM_ID.test('1234')).toBe(false)
    expect(JOTFORM_FORM_ID.test('1'.repeat(26))).toBe(false)
    expect(JOTFORM_FORM_ID.test('12345a')).toBe(false)
    expect(HUBSPOT_FORM_ID.test('319478e5-e5fd-4d39-9d13-fc1f90bf46da')).toBe(true)
    expect(HUBSPOT_FORM_ID.test('319478e5')).toBe(false)
  })
})
