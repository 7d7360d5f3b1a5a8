'use client'

import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components'

type Props = {
  label: string
  value: number
  min: number
  max: number
  step: number
  /** How the value is written beside the label and read out ("36 mån", "£2,000"). */
  format: (value: number) => string
  onChange: (value: number) => void
  /** When a handle is let go or a key press ends. */
  onChangeEnd?: (value: number) => void
}

/**
 * One calculator slider: React Aria's, so it is a labelled slider moved by arrow keys, Page Up/Down, Home and
 * End, read out with its written value. Values past a bound are clamped by the slider.
 */
export function FinanceSlider({ label, value, min, max, step, format, onChange, onChangeEnd }: Props) {
  return (
    <Slider<number>
      minValue={min}
      maxValue={max}
      step={step}
      value={value}
      onChange={onChange}
      onChangeEnd={onChangeEnd}
      className="flex flex-col gap-1"
    >
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <Label className="font-medium">{label}</Label>
        <SliderOutput className="font-semibold tabular-nums">{({ state }) => format(state.getThumbValue(0))}</SliderOutput>
      </div>
      <SliderTrack className="relative h-8 w-full">
        {({ state }) => (
          <>
            <div className="absolute top-1/2 h-1.5 w-full -translate-y-1/2 rounded-full bg-surface-2" />
            <div className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-accent" style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
            <SliderThumb
              aria-valuetext={format(state.getThumbValue(0))}
              className="top-1/2 h-5 w-5 rounded-full border-2 border-accent bg-surface shadow-md outline-none data-[dragging]:scale-110 data-[focus-visible]:ring-4 data-[focus-visible]:ring-accent/40"
            />
          </>
        )}
      </SliderTrack>
    </Slider>
  )
}
