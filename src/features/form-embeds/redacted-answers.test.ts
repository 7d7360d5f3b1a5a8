import { describe, expect, it } from 'vitest'

import { redactedAnswers, REDACTED } from './redacted-answers'

describe('answers for the log', () => {
  it('keep each answered field’s name and type, never its value', () => {
    const summary = redactedAnswers({
      '1': { name: 'heading', type: 'control_head', text: 'Boka provkörning' },
      '3': { name: 'fullName', type: 'control_fullname', text: 'Namn', answer: { first: 'Anna', last: 'Svensson' } },
      '4': { name: 'email', type: 'control_email', text: 'E-post', answer: 'anna@example.se' },
      '5': { name: 'phone', type: 'control_phone', answer: { full: '070-123 45 67' } },
      '6': { name: 'message', type: 'control_textarea', answer: '' },
      '7': { name: 'submit', type: 'control_button' },
      '8': { type: 'control_checkbox', answer: ['Nyhetsbrev'] },
    })
    expect(summary).toEqual({
      count: 4,
      fields: [
        { id: '3', name: 'fullName', type: 'control_fullname', value: REDACTED },
        { id: '4', name: 'email', type: 'control_email', value: REDACTED },
        { id: '5', name: 'phone', type: 'control_phone', value: REDACTED },
        { id: '8', name: null, type: 'control_checkbox', value: REDACTED },
      ],
    })
    const logged = JSON.stringify(summary)
    for (const personal of ['Anna', 'Svensson', 'anna@example.se', '070', 'Nyhetsbrev']) expect(logged).not.toContain(personal)
  })

  it('count nothing for an empty submission', () => {
    expect(redactedAnswers({})).toEqual({ count: 0, fields: [] })
    expect(redactedAnswers({ '1': { name: 'empty', answer: { first: '', last: '' } } })).toEqual({ count: 0, fields: [] })
  })
})
