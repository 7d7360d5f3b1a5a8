'use client'

import { useEffect, useState, type RefObject } from 'react'

import { RESIZE_FINAL_UPDATE_MS, RESIZE_THROTTLE_MS } from '../constants'
import { throttleWithFinalUpdate } from '../throttle'

/** Calls `onOutside` when the pointer goes down outside every given element, while `active`. */
export function useOutsidePress(refs: RefObject<HTMLElement | null>[], onOutside: () => void, active: boolean) {
  useEffect(() => {
    if (!active) return
    const onDown = (event: MouseEvent | TouchEvent) => {
      const target = event.target as Node
      if (refs.some((ref) => ref.current?.contains(target))) return
      onOutside()
    }
    document.addEventListener('mousedown', onDown)
    document.addEventListener('touchstart', onDown)
    return () => {
      document.removeEventListener('mousedown', onDown)
      document.removeEventListener('touchstart', onDown)
    }
  }, [refs, onOutside, active])
}

/** The window's width, updated on resize at most every 50 ms and once more 250 ms after the last resize. */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const update = () => setWidth(window.innerWidth)
    update()
    const onResize = throttleWithFinalUpdate(update, RESIZE_THROTTLE_MS, RESIZE_FINAL_UPDATE_MS)
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('resize', onResize)
      onResize.cancel()
    }
  }, [])
  return width
}

/** Calls `onEscape` when Escape is pressed anywhere, while `active`. */
export function useEscape(onEscape: () => void, active: boolean) {
  useEffect(() => {
    if (!active) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onEscape, active])
}
