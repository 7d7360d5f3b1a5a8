'use client'

import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react'

import { keyInBox, pasteCode, typeIntoBox, type CodeBoxes as Boxes, type CodeMove } from '../code-boxes'
import { TEXTS } from './texts'

type Props = {
  value: Boxes
  onChange: (boxes: Boxes) => void
  /** Enter in a box. */
  onSubmit: () => void
  labelledBy: string
  describedBy?: string
  invalid: boolean
  autoFocus?: boolean
}

/**
 * The one-time code as four single-digit boxes (spec 3 §5.4). Each is a labelled text box of its own ("Siffra 2
 * av 4") in a group named by the step; the first offers the phone's code from the SMS (autocomplete one-time-code).
 */
export function CodeBoxes({ value, onChange, onSubmit, labelledBy, describedBy, invalid, autoFocus = false }: Props) {
  const boxes = useRef<Array<HTMLInputElement | null>>([])

  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus()
  }, [autoFocus])

  const apply = (move: CodeMove) => {
    if (move.boxes.join() !== value.join()) onChange(move.boxes)
    const target = boxes.current[move.focus]
    target?.focus()
    target?.select()
  }

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      onSubmit()
      return
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const move = keyInBox(value, index, event.key)
    if (move) {
      event.preventDefault()
      apply(move)
      return
    }
    // A digit typed into a full box replaces it (the box's text is selected on focus, but a click may have moved the caret).
    if (/^[0-9]$/.test(event.key)) {
      event.preventDefault()
      apply(typeIntoBox(value, index, event.key))
    }
  }

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    apply(pasteCode(value, event.clipboardData.getData('text')))
  }

  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className="flex gap-2.5 sm:gap-3">
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element
          }}
          value={digit}
          onChange={(event) => apply(typeIntoBox(value, index, event.target.value))}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={TEXTS.digitLabel(index + 1, value.length)}
          aria-invalid={invalid || undefined}
          className={[
            'size-14 rounded-2xl border-2 bg-surface text-center font-mono text-2xl font-bold text-ink tabular-nums caret-accent shadow-[inset_0_1px_2px_rgb(0_0_0/0.05)] transition-colors outline-none focus:border-accent focus:ring-4 focus:ring-accent/20 sm:size-16 sm:text-3xl',
            invalid ? 'border-[#b42318]' : digit ? 'border-ink/70' : 'border-line hover:border-muted',
          ].join(' ')}
        />
      ))}
    </div>
  )
}
