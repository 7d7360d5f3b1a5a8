/**
 * What `npm start` (scripts/start.ts) does when the server it supervises ends without being asked to: start it
 * again after a pause that doubles while the server keeps ending soon after its start, and give up when it cannot
 * run at all. A server that ends cleanly (exit code 0: someone stopped it on purpose) is not started again.
 */
import { WATCHDOG_EXIT_CODE } from '../src/http/watchdog/exit-process'

export const FIRST_RESTART_DELAY_MS = 1_000
export const LONGEST_RESTART_DELAY_MS = 30_000
/** A server that ran this long was serving: the pauses start again from the first. */
export const STEADY_RUN_MS = 60_000
/** This many ends in a row, each within STEADY_RUN_MS of its start: the server cannot run here, and `npm start` ends. */
export const MOST_EARLY_ENDS = 10

export type ServerEnd = { code: number | null; signal: NodeJS.Signals | null; ranMs: number }

export type AfterServerEnd =
  | { action: 'restart'; delayMs: number; earlyEnds: number; message: string }
  | { action: 'end'; exitCode: number; message: string }

/** How the server ended, in words. */
export function describeServerEnd(end: Pick<ServerEnd, 'code' | 'signal'>): string {
  if (end.code === WATCHDOG_EXIT_CODE) {
    return `The server was ended by its watchdog (exit code ${WATCHDOG_EXIT_CODE}): its event loop stayed blocked (the log above names the requests in flight).`
  }
  if (end.code !== null) return `The server stopped with exit code ${end.code}.`
  return `The server was ended by ${end.signal ?? 'an unknown signal'}${end.signal === 'SIGKILL' ? ' (out of memory, or killed)' : ''}.`
}

/** After the server ended on its own, the `earlyEnds` before this one in a row: start it again, when, or end. */
export function afterServerEnd(end: ServerEnd, earlyEnds: number): AfterServerEnd {
  const how = describeServerEnd(end)
  if (end.code === 0) return { action: 'end', exitCode: 0, message: `${how} It was stopped on purpose, so npm start ends too.` }
  const early = end.ranMs < STEADY_RUN_MS ? earlyEnds + 1 : 0
  if (early >= MOST_EARLY_ENDS) {
    return { action: 'end', exitCode: 1, message: `${how} It ended ${early} times in a row within a minute of starting: npm start gives up.` }
  }
  const delayMs = early === 0 ? FIRST_RESTART_DELAY_MS : Math.min(FIRST_RESTART_DELAY_MS * 2 ** (early - 1), LONGEST_RESTART_DELAY_MS)
  return { action: 'restart', delayMs, earlyEnds: early, message: `${how} Starting it again in ${delayMs / 1000} s.` }
}
