import { pushDataLayer, type DataLayerTarget } from '@/lib/analytics/data-layer'

/** Spec 2 §4: calculator use is reported 500 ms after the visitor stops, from the third change on. */
export const CALCULATOR_ANALYTICS_DEBOUNCE_MS = 500
export const CALCULATOR_ANALYTICS_MIN_CHANGES = 3

export type CalculatorKind = 'loan' | 'company_leasing' | 'uk_finance'
export type CalculatorEvent = { event: 'calculator_interaction'; calculator: CalculatorKind; changes: number } & Record<
  string,
  string | number
>

type Timers = { set: (run: () => void, ms: number) => unknown; clear: (handle: unknown) => void }

/**
 * Counts a calculator's changes and pushes one data-layer event once the visitor has made three and then paused
 * for 500 ms; further changes are reported the same way, each burst once.
 */
export function calculatorAnalytics(
  calculator: CalculatorKind,
  target?: DataLayerTarget,
  timers: Timers = { set: (run, ms) => setTimeout(run, ms), clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) },
) {
  let changes = 0
  let pending: unknown = null
  return {
    changed(values: Record<string, string | number>) {
      changes++
      if (changes < CALCULATOR_ANALYTICS_MIN_CHANGES) return
      if (pending !== null) timers.clear(pending)
      pending = timers.set(() => {
        pending = null
        pushDataLayer<CalculatorEvent>({ event: 'calculator_interaction', calculator, changes, ...values }, target)
      }, CALCULATOR_ANALYTICS_DEBOUNCE_MS)
    },
    dispose() {
      if (pending !== null) timers.clear(pending)
      pending = null
    },
  }
}
