'use client'

import { useSyncExternalStore } from 'react'

import { CONSENT_CHANGE_EVENT, parseConsent, type ConsentChoice } from '../consent'

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange)
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange)
}

// React compares snapshots by identity: the same cookie value must give the same object.
let lastValue: string | null = null
let lastChoice: ConsentChoice | null = null

function storedChoice(): ConsentChoice | null {
  const value = document.cookie
  if (value !== lastValue) {
    lastValue = value
    const choice = parseConsent(value)
    if (choice?.statistics !== lastChoice?.statistics || choice?.marketing !== lastChoice?.marketing) lastChoice = choice
  }
  return lastChoice
}

/** Pages are cached for everyone: the server never knows the visitor's choice. */
const noChoiceOnServer = () => null

/**
 * The visitor's cookie choice, null until they have made one (and on the server and during hydration); it
 * follows every choice they save afterwards.
 */
export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(subscribe, storedChoice, noChoiceOnServer)
}
