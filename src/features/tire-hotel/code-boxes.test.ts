import { describe, expect, it } from 'vitest'

import { codeComplete, codeOf, emptyCode, keyInBox, pasteCode, typeIntoBox } from './code-boxes'

describe('the code boxes', () => {
  it('take one digit each and move on to the next box', () => {
    let move = typeIntoBox(emptyCode, 0, '4')
    expect(move).toEqual({ boxes: ['4', '', '', ''], focus: 1 })
    move = typeIntoBox(move.boxes, 1, 'x')
    expect(move).toEqual({ boxes: ['4', '', '', ''], focus: 1 })
    move = typeIntoBox(move.boxes, 1, '2')
    move = typeIntoBox(move.boxes, 2, '0')
    move = typeIntoBox(move.boxes, 3, '9')
    expect(move).toEqual({ boxes: ['4', '2', '0', '9'], focus: 3 })
    expect(codeOf(move.boxes)).toBe('4209')
    expect(codeComplete(move.boxes)).toBe(true)
    expect(codeComplete(['4', '2', '', '9'])).toBe(false)
  })

  it('replace a box’s digit with the one typed over it', () => {
    expect(typeIntoBox(['4', '2', '', ''], 1, '27')).toEqual({ boxes: ['4', '7', '', ''], focus: 2 })
    expect(typeIntoBox(['4', '2', '', ''], 1, '72')).toEqual({ boxes: ['4', '7', '', ''], focus: 2 })
  })

  it('empty a box with Backspace, or step back and empty the one before', () => {
    expect(keyInBox(['4', '2', '0', ''], 2, 'Backspace')).toEqual({ boxes: ['4', '2', '', ''], focus: 2 })
    expect(keyInBox(['4', '2', '', ''], 2, 'Backspace')).toEqual({ boxes: ['4', '', '', ''], focus: 1 })
    expect(keyInBox(['', '', '', ''], 0, 'Backspace')).toEqual({ boxes: ['', '', '', ''], focus: 0 })
  })

  it('move with the arrow keys, Home and End, within the four boxes', () => {
    const boxes = ['1', '2', '', '']
    expect(keyInBox(boxes, 1, 'ArrowLeft')?.focus).toBe(0)
    expect(keyInBox(boxes, 0, 'ArrowLeft')?.focus).toBe(0)
    expect(keyInBox(boxes, 2, 'ArrowRight')?.focus).toBe(3)
    expect(keyInBox(boxes, 3, 'ArrowRight')?.focus).toBe(3)
    expect(keyInBox(boxes, 2, 'Home')?.focus).toBe(0)
    expect(keyInBox(boxes, 0, 'End')?.focus).toBe(3)
    expect(keyInBox(boxes, 0, 'a')).toBeNull()
  })

  it('take the first four characters of a paste', () => {
    expect(pasteCode(emptyCode, '123456')).toEqual({ boxes: ['1', '2', '3', '4'], focus: 3 })
    expect(pasteCode(emptyCode, ' 5821\n')).toEqual({ boxes: ['5', '8', '2', '1'], focus: 3 })
    expect(pasteCode(emptyCode, '12')).toEqual({ boxes: ['1', '2', '', ''], focus: 2 })
    expect(pasteCode(emptyCode, '1a34')).toEqual({ boxes: ['1', '', '3', '4'], focus: 1 })
    expect(pasteCode(['9', '9', '9', '9'], '')).toEqual({ boxes: ['9', '9', '9', '9'], focus: 0 })
    // The phone's code autofill puts the whole code into one box.
    expect(typeIntoBox(emptyCode, 0, '7310')).toEqual({ boxes: ['7', '3', '1', '0'], focus: 3 })
  })
})
