import { describe, expect, it } from 'vitest'

import { CHART_SIZE, chartLayout, niceStep } from './chart'

describe('the price insight’s chart', () => {
  it('steps its axes in round numbers', () => {
    expect(niceStep(100_000, 4)).toBe(50_000)
    expect(niceStep(7_300, 4)).toBe(2_000)
    expect(niceStep(0, 4)).toBe(1)
  })

  it('puts the cheapest car at the bottom, the highest mileage on the right, the car among the others', () => {
    const car = { id: 'car', mileage: 5_000, price: 200_000 }
    const others = [
      { id: 'a', mileage: 0, price: 150_000 },
      { id: 'b', mileage: 10_000, price: 250_000 },
    ]
    const layout = chartLayout(car, others, 210_000)
    const { left, right, top, bottom, width, height } = CHART_SIZE
    // Mileage 0 to 10 000 in steps of 5 000, price 150 000 to 250 000 in steps of 50 000.
    expect(layout.xTicks.map((tick) => tick.value)).toEqual([0, 5_000, 10_000])
    expect(layout.yTicks.map((tick) => tick.value)).toEqual([150_000, 200_000, 250_000])
    expect(layout.points[0]).toMatchObject({ x: left, y: height - bottom })
    expect(layout.points[1]).toMatchObject({ x: width - right, y: top })
    expect(layout.car).toMatchObject({ x: (left + width - right) / 2, y: (top + height - bottom) / 2 })
    expect(layout.averageY).toBeCloseTo(top + 0.4 * (height - top - bottom), 0)
  })

  it('draws a single price without dividing by zero', () => {
    const layout = chartLayout({ id: 'car', mileage: 1_000, price: 100_000 }, [{ id: 'a', mileage: 1_000, price: 100_000 }], 100_000)
    expect(Number.isFinite(layout.car.x) && Number.isFinite(layout.car.y)).toBe(true)
  })
})
