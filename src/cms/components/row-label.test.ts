import { describe, expect, it } from 'vitest'

import { rowLabel } from './row-label'

describe('a row named by what it holds', () => {
  it('joins the values of its fields', () => {
    expect(rowLabel({ day: 'Måndag–fredag', displayText: '09:00–18:00' }, ['day', 'displayText'], 'Day 01')).toBe('Måndag–fredag · 09:00–18:00')
  })

  it('keeps a person’s name in one piece', () => {
    expect(rowLabel({ first_name: 'Johan', last_name: 'Sandberg', title: 'Försäljningschef' }, ['first_name', 'last_name', 'title'], 'Person 01')).toBe('Johan Sandberg · Försäljningschef')
  })

  it('leaves out what is empty, and falls back on a new row', () => {
    expect(rowLabel({ day: '2026-12-24', displayText: '' }, ['day', 'displayText'], 'Day 01')).toBe('2026-12-24')
    expect(rowLabel({}, ['day', 'displayText'], 'Day 03')).toBe('Day 03')
    expect(rowLabel(undefined, ['name'], 'Department 01')).toBe('Department 01')
  })
})
