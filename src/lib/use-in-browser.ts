'use client'

import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * False on the server and while React starts the page from its HTML, true once the page's script runs it (the
 * render right after the start): for what only works, or is only known, in the browser.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false)
}
