import { describe, expect, it } from 'vitest'

import {
  clearCompared,
  compareRows,
  compareShareUrl,
  COMPARE_TOOLTIP_MAX,
  cutTooltip,
  EMPTY_COMPARE,
  parseCompareParam,
  readCompareState,
  removeCompared,
  toggleCompared,
  withFullRecord,
  withModal,
  writeCompareState,
  type CompareCar,
} from './compare'

const car = (id: string, extra: Partial<CompareCar> = {}) => ({ car_id: id, car_brand: 'Volvo', car_model: `V${id}`, car_fuel: 'El', ...extra }) as CompareCar

describe('compare tray', () => {
  it('adds a car, and removes it when toggled again', () => {
    const one = toggleCompared(EMPTY_COMPARE, car('1'))
    const two = toggleCompared(one, car('2'))
    expect(two.cars.map((entry) => entry.car_id)).toEqual(['1', '2'])
    expect(toggleCompared(two, car('1')).cars.map((entry) => entry.car_id)).toEqual(['2'])
  })

  it('clears everything, and an empty tray closes the modal', () => {
    const open = withModal(toggleCompared(EMPTY_COMPARE, car('1')), true)
    expect(open.modal).toBe(true)
    expect(clearCompared()).toEqual({ cars: [], modal: false })
    expect(removeCompared(open, '1')).toEqual({ cars: [], modal: false })
    expect(withModal(EMPTY_COMPARE, true).modal).toBe(false)
  })

  it('takes the full record of a car still in the tray', () => {
    const state = toggleCompared(EMPTY_COMPARE, car('1'))
    expect(withFullRecord(state, car('1', { car_color: 'Röd' })).cars[0]!.car_color).toBe('Röd')
    expect(withFullRecord(state, car('9')).cars).toHaveLength(1)
  })

  it('is kept in session storage and read back; something unreadable is an empty tray', () => {
    const state = withModal(toggleCompared(EMPTY_COMPARE, car('1')), true)
    expect(readCompareState(writeCompareState(state))).toEqual(state)
    expect(readCompareState('{"cars":[{"x":1}],"modal":true}')).toEqual(EMPTY_COMPARE)
    expect(readCompareState('not json')).toEqual(EMPTY_COMPARE)
    expect(readCompareState(null)).toEqual(EMPTY_COMPARE)
  })

  it('cuts tooltip text at 288 characters with ...', () => {
    expect(cutTooltip('a'.repeat(COMPARE_TOOLTIP_MAX))).toBe('a'.repeat(288))
    expect(cutTooltip('a'.repeat(300))).toBe(`${'a'.repeat(288)}...`)
  })

  it('highlights the rows whose values differ and leaves out rows no car has', () => {
    const rows = compareRows([car('1', { car_color: 'Röd' }), car('2', { car_color: 'Blå' })], [
      { key: 'fuel', label: 'Drivmedel', value: (entry) => entry.car_fuel },
      { key: 'color', label: 'Färg', value: (entry) => entry.car_color ?? '' },
      { key: 'range', label: 'Räckvidd', value: (entry) => entry.wltp_electric_range_text ?? '' },
    ])
    expect(rows).toEqual([
      { key: 'fuel', label: 'Drivmedel', values: ['El', 'El'], differs: false },
      { key: 'color', label: 'Färg', values: ['Röd', 'Blå'], differs: true },
    ])
  })

  it('shares a compare view by address, and reads only ids from one', () => {
    const state = toggleCompared(toggleCompared(EMPTY_COMPARE, car('1000001')), car('1000002'))
    expect(compareShareUrl('https://se2.example/kop-bil/alla-bilar-i-lager?car_fuel=El', state)).toBe('https://se2.example/kop-bil/alla-bilar-i-lager?car_fuel=El&compare=1000001,1000002')
    expect(parseCompareParam('1000001, 1000002,x,1000001,<script>')).toEqual(['1000001', '1000002'])
    expect(parseCompareParam(null)).toEqual([])
  })
})
