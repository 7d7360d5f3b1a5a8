'use client'

import dynamic from 'next/dynamic'
import { useEffect, useId, useRef, useState } from 'react'

import { fillText } from '@/lib/fill-text'

import { parseRangeInput, RANGE_COMMIT_DELAY_MS, rangeFilter, rangeStep, setLower, setUpper, type Range } from '../range'
import { type CarListTexts } from '../texts'

/** React Aria's slider arrives after the page has started; until then the two inputs work alone. */
const RangeSlider = dynamic(() => import('./RangeSlider').then((module) => module.RangeSlider), {
  ssr: false,
  loading: () => <div className="h-8" aria-hidden="true" />,
})

type Props = {
  facet: string
  label: string
  bounds: [number, number]
  /** The filter in force, or null for the whole range. */
  selected: Range | null
  locale: string
  /** The currency of a money facet; none for mileage and power. */
  currency: string | null
  texts: Pick<CarListTexts, 'carListFrom' | 'carListTo' | 'carListMinimum' | 'carListMaximum'>
  /** A new range, or null when it covers the whole range (the filter is removed). */
  onCommit: (range: [number, number] | null) => void
}

/**
 * A range filter (spec 2 §4–§5): two inputs and a two-handle slider over the facet's bounds. Typed values are
 * searched 1.5 s after the last keystroke, the slider's when a handle is let go; values are held inside the
 * bounds, the lower never passes the upper (the other moves along), and the whole range removes the filter.
 */
export function RangeFilter({ facet, label, bounds, selected, locale, currency, texts, onCommit }: Props) {
  const id = useId()
  const [value, setValue] = useState<[number, number]>(() => [selected?.[0] ?? bounds[0], selected?.[1] ?? bounds[1]])
  const [typed, setTyped] = useState<[string, string] | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })

  // A filter changed elsewhere (clear all, a removed chip, back) moves the inputs too.
  const selectedKey = selected ? `${selected[0]}-${selected[1]}` : ''
  const [lowest, highest] = bounds
  const low = selected?.[0] ?? lowest
  const high = selected?.[1] ?? highest
  useEffect(() => {
    setValue([low, high])
    setTyped(null)
  }, [selectedKey, lowest, highest, low, high])
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), [])

  const commit = (next: Range) => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    setTyped(null)
    const range = rangeFilter(next, bounds)
    const current = selected ? rangeFilter(selected, bounds) : null
    if (JSON.stringify(range) !== JSON.stringify(current)) onCommit(range)
  }

  function type(which: 0 | 1, text: string) {
    const entered: [string, string] = typed ? [...typed] : [number.format(value[0]), number.format(value[1])]
    entered[which] = text
    setTyped(entered)
    const amount = parseRangeInput(text)
    const next = which === 0 ? setLower(value, amount, bounds) : setUpper(value, amount, bounds)
    setValue(next)
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => commit(next), RANGE_COMMIT_DELAY_MS)
  }

  const formatOptions: Intl.NumberFormatOptions = currency
    ? { style: 'currency', currency, maximumFractionDigits: 0 }
    : { maximumFractionDigits: 0 }
  const inputClass =
    'h-11 w-full rounded-lg border border-line bg-surface px-3 text-base tabular-nums text-ink focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent'

  return (
    <div data-range-filter={facet} className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        {([0, 1] as const).map((which) => (
          <div key={which}>
            <label htmlFor={`${id}-${which}`} className="mb-1 block text-xs font-medium text-muted">
              {which === 0 ? texts.carListFrom : texts.carListTo}
              <span className="sr-only"> ({label})</span>
            </label>
            <input
              id={`${id}-${which}`}
              data-range-input={which === 0 ? 'from' : 'to'}
              inputMode="numeric"
              autoComplete="off"
              value={typed ? typed[which] : number.format(value[which])}
              onChange={(event) => type(which, event.target.value)}
              onKeyDown={(event) => event.key === 'Enter' && (event.preventDefault(), commit(value))}
              className={inputClass}
            />
          </div>
        ))}
      </div>
      {bounds[1] > bounds[0] ? (
        <RangeSlider
          label={label}
          thumbLabels={[
            fillText(texts.carListMinimum, { facet: label.toLowerCase() }),
            fillText(texts.carListMaximum, { facet: label.toLowerCase() }),
          ]}
          value={value}
          bounds={bounds}
          step={rangeStep(bounds)}
          formatOptions={formatOptions}
          onChange={(next) => {
            setTyped(null)
            setValue(next)
          }}
          onChangeEnd={commit}
        />
      ) : null}
    </div>
  )
}
