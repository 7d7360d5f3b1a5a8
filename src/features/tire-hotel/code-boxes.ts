import { CODE_LENGTH } from './rules'

/**
 * The one-time code's four single-digit boxes (spec 3 §5.4): each box holds one digit 0–9; typing moves on,
 * Backspace empties a box or steps back, the arrow keys move between boxes, and a paste takes the first four
 * characters. Each function answers the boxes and the box to focus.
 */
export type CodeBoxes = readonly string[]
export type CodeMove = { boxes: CodeBoxes; focus: number }

export const emptyCode: CodeBoxes = Array.from({ length: CODE_LENGTH }, () => '')

const DIGIT = /^[0-9]$/
const clampIndex = (index: number) => Math.max(0, Math.min(CODE_LENGTH - 1, index))

export const codeOf = (boxes: CodeBoxes) => boxes.join('')
export const codeComplete = (boxes: CodeBoxes) => boxes.length === CODE_LENGTH && boxes.every((box) => DIGIT.test(box))

/** What arrived in a box: one digit fills it and moves on; more characters (a paste, the phone's code autofill) are a paste. */
export function typeIntoBox(boxes: CodeBoxes, index: number, typed: string): CodeMove {
  if (typed.length > 1) {
    // A box that held a digit and got one more: the new one is what was typed.
    const previous = boxes[index] ?? ''
    if (typed.length === 2 && previous && typed.includes(previous)) {
      const added = typed.startsWith(previous) ? typed.slice(1) : typed.slice(0, 1)
      return typeIntoBox(boxes, index, added)
    }
    return pasteCode(boxes, typed)
  }
  if (typed === '') return { boxes: boxes.map((box, at) => (at === index ? '' : box)), focus: index }
  if (!DIGIT.test(typed)) return { boxes, focus: index }
  return { boxes: boxes.map((box, at) => (at === index ? typed : box)), focus: clampIndex(index + 1) }
}

/** 'pasting takes the first 4 characters': each digit among them fills its box, from the first. */
export function pasteCode(boxes: CodeBoxes, pasted: string): CodeMove {
  const characters = [...pasted.trim()].slice(0, CODE_LENGTH)
  if (characters.length === 0) return { boxes, focus: 0 }
  const next = emptyCode.map((_, at) => (DIGIT.test(characters[at] ?? '') ? characters[at]! : ''))
  const firstEmpty = next.findIndex((box) => box === '')
  return { boxes: next, focus: firstEmpty === -1 ? CODE_LENGTH - 1 : firstEmpty }
}

/** Backspace, ArrowLeft, ArrowRight, Home and End; null for any other key (the box handles it as typing). */
export function keyInBox(boxes: CodeBoxes, index: number, key: string): CodeMove | null {
  switch (key) {
    case 'Backspace':
      if (boxes[index]) return { boxes: boxes.map((box, at) => (at === index ? '' : box)), focus: index }
      if (index === 0) return { boxes, focus: 0 }
      return { boxes: boxes.map((box, at) => (at === index - 1 ? '' : box)), focus: index - 1 }
    case 'Delete':
      return { boxes: boxes.map((box, at) => (at === index ? '' : box)), focus: index }
    case 'ArrowLeft':
      return { boxes, focus: clampIndex(index - 1) }
    case 'ArrowRight':
      return { boxes, focus: clampIndex(index + 1) }
    case 'Home':
      return { boxes, focus: 0 }
    case 'End':
      return { boxes, focus: CODE_LENGTH - 1 }
    default:
      return null
  }
}
