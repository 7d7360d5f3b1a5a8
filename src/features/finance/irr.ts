/**
 * The rate per period at which a series of cash flows (one a period, the first at time 0) is worth nothing:
 * Σ flow_t / (1 + rate)^t = 0. Newton's method from a small rate, falling back to bisection between −99 % and
 * 1000 % a period when Newton does not settle. Null when the flows do not change sign.
 */
export function monthlyIrr(flows: readonly number[]): number | null {
  if (!flows.some((flow) => flow > 0) || !flows.some((flow) => flow < 0)) return null
  const value = (rate: number) => flows.reduce((sum, flow, t) => sum + flow / (1 + rate) ** t, 0)
  const slope = (rate: number) => flows.reduce((sum, flow, t) => sum - (t * flow) / (1 + rate) ** (t + 1), 0)

  let rate = 0.005
  for (let step = 0; step < 50; step++) {
    const d = slope(rate)
    if (d === 0 || !Number.isFinite(d)) break
    const next = rate - value(rate) / d
    if (!Number.isFinite(next) || next <= -1) break
    if (Math.abs(next - rate) < 1e-12) return next
    rate = next
  }

  let low = -0.99
  let high = 10
  let lowValue = value(low)
  if (lowValue * value(high) > 0) return null
  for (let step = 0; step < 200; step++) {
    const middle = (low + high) / 2
    const middleValue = value(middle)
    if (Math.abs(middleValue) < 1e-10 || high - low < 1e-14) return middle
    if (middleValue * lowValue < 0) high = middle
    else {
      low = middle
      lowValue = middleValue
    }
  }
  return (low + high) / 2
}
