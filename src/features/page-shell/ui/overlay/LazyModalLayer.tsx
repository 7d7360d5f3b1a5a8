'use client'

import dynamic from 'next/dynamic'

/** React Aria's modal in a script of its own, fetched when a page first opens a layer (or is about to). */
export const LazyModalLayer = dynamic(() => import('./ModalLayer'), { ssr: false })

/** Fetches the layer's script ahead of its first opening, e.g. when the pointer or focus reaches its opener. */
export function preloadModalLayer(): void {
  void import('./ModalLayer')
}
