'use client'

import { useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * What a visitor typed, ticked or chose in a form before the page's script started it. On a slow phone the
 * fields are usable as soon as the HTML arrives; React keeps what is in them while it starts the form, but its
 * next render shows the form's own state again, which knows nothing of it. The form adopts these changes into
 * its state as it starts, so nothing typed early is lost.
 */
export type EarlyChange =
  /** A text field, a number, a text area or a select: its value now. */
  | { kind: 'value'; name: string; value: string }
  /** A checkbox ticked or unticked (a group of checkboxes shares its name: `value` tells which one). */
  | { kind: 'checkbox'; name: string; value: string; checked: boolean }
  /** The radio button now chosen in its group. */
  | { kind: 'radio'; name: string; value: string }

const WITHOUT_VALUE = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden'])

/** The fields of `form` whose state differs from the one the HTML was sent with (value, checked, selected). */
export function changedBeforeStart(form: HTMLFormElement): EarlyChange[] {
  const changes: EarlyChange[] = []
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (!element.name || WITHOUT_VALUE.has(element.type)) continue
      if (element.type === 'checkbox') {
        if (element.checked !== element.defaultChecked) changes.push({ kind: 'checkbox', name: element.name, value: element.value, checked: element.checked })
      } else if (element.type === 'radio') {
        if (element.checked && !element.defaultChecked) changes.push({ kind: 'radio', name: element.name, value: element.value })
      } else if (element.value !== element.defaultValue) {
        changes.push({ kind: 'value', name: element.name, value: element.value })
      }
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.name && element.value !== element.defaultValue) changes.push({ kind: 'value', name: element.name, value: element.value })
    } else if (element instanceof HTMLSelectElement && element.name) {
      // As sent: the option marked selected, or else the first one.
      const options = Array.from(element.options)
      const changed = element.multiple
        ? options.some((option) => option.selected !== option.defaultSelected)
        : element.value !== (options.find((option) => option.defaultSelected) ?? options[0])?.value
      if (changed) changes.push({ kind: 'value', name: element.name, value: element.value })
    }
  }
  return changes
}

/**
 * Hands `adopt` the changes a visitor made to the form before it started (none when the form was rendered in
 * the browser), once, as the form starts and before React renders it again.
 */
export function useEarlyInput(form: RefObject<HTMLFormElement | null>, adopt: (changes: EarlyChange[]) => void): void {
  const done = useRef(false)
  useLayoutEffect(() => {
    if (done.current) return
    done.current = true
    const changes = form.current ? changedBeforeStart(form.current) : []
    if (changes.length > 0) adopt(changes)
  })
}
