'use client'

import { Slider, SliderThumb, SliderTrack } from 'react-aria-components'

type Props = {
  label: string
  thumbLabels: [string, string]
  value: [number, number]
  bounds: [number, number]
  step: number
  /** How the handles' values are read out: a currency, or plain numbers. */
  formatOptions: Intl.NumberFormatOptions
  /** Every move, for the inputs beside the slider. */
  onChange: (value: [number, number]) => void
  /** When the visitor lets go of a handle (or a key press ends): the range is searched at once. */
  onChangeEnd: (value: [number, number]) => void
}

/**
 * The two-handle slider of a range filter (spec 2 §4 "Range slider"): React Aria's slider, so each handle is a
 * labelled slider a screen reader announces with its value, moved by arrow keys, Page Up/Down, Home and End.
 */
export function RangeSlider({ label, thumbLabels, value, bounds, step, formatOptions, onChange, onChangeEnd }: Props) {
  return (
    <Slider<number[]>
      aria-label={label}
      minValue={bounds[0]}
      maxValue={bounds[1]}
      step={step}
      formatOptions={formatOptions}
      value={value}
      onChange={(next) => onChange([next[0]!, next[1]!])}
      onChangeEnd={(next) => onChangeEnd([next[0]!, next[1]!])}
      className="px-2.5"
    >
      <SliderTrack className="relative h-8 w-full">
        {({ state }) => (
          <>
            <div className="absolute top-1/2 h-1.5 w-full -translate-y-1/2 rounded-full bg-surface-2" />
            <div
              className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-accent"
              style={{
                left: `${state.getThumbPercent(0) * 100}%`,
                width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%`,
              }}
            />
            {[0, 1].map((index) => (
              <SliderThumb
                key={index}
                index={index}
                aria-label={thumbLabels[index]}
                className="top-1.5 h-5 w-5 rounded-full border-2 border-accent bg-surface shadow-md outline-none transition-shadow data-[dragging]:scale-110 data-[focus-visible]:ring-4 data-[focus-visible]:ring-accent/40"
              />
            ))}
          </>
        )}
      </SliderTrack>
    </Slider>
  )
}
