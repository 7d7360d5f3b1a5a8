import { recentActivity } from '@/lib/event-loop-load'
import { processCounter, processSingleton } from '@/lib/process-singleton'

/**
 * A counter bumped whenever the stock or the dealer sites change in this process: the search indices of
 * this instance check their source at once instead of waiting for the next poll. Other instances notice
 * on their own poll (every few seconds).
 */
const counter = processCounter('stockVersion')

/** How long after a change of this process each search checks the version (a poll's length, INDEX_POLL_MS). */
export const CHANGE_SETTLE_MS = 2_000

const changes = processSingleton('stockChanges', () => recentActivity(CHANGE_SETTLE_MS))

export const stockVersion = counter.read

export function bumpStockVersion(): void {
  counter.bump()
  changes().mark()
}

/**
 * Whether this process changed the stock or the dealer sites less than CHANGE_SETTLE_MS ago. The hooks that
 * bump the counter run inside the change's transaction, before its commit: a search checking in between reads
 * the data as it was, so until the change has surely committed, every search checks again.
 */
export const stockChangeSettling = (now = performance.now()): boolean => changes().recent(now)

/**
 * How long after a stock feed's import the background poll still waits: a dealer system sending its stock
 * in several parts sends the next part within moments of the last answer.
 */
export const IMPORT_SETTLE_MS = 3_000

/**
 * Whether this process is importing a stock feed, or finished one less than IMPORT_SETTLE_MS ago. While it
 * is, the background poll leaves the indices as they are: rebuilding a large index holds the process for
 * seconds and would be outdated by the next part's commit (a feed sent in parts would otherwise be indexed
 * again after every part, each time before the next part could start). A search asked in the meantime still
 * checks and rebuilds first, so it never answers from a stock older than the last commit.
 */
const imports = processSingleton('stockImports', () => ({ running: 0, ended: recentActivity(IMPORT_SETTLE_MS) }))

export const stockImportActive = (now = performance.now()): boolean => {
  const state = imports()
  return state.running > 0 || state.ended.recent(now)
}

/** Runs an import, counted as running until it settles. */
export async function whileImportingStock<T>(work: () => Promise<T>): Promise<T> {
  const state = imports()
  state.running++
  try {
    return await work()
  } finally {
    state.running--
    state.ended.mark()
  }
}
