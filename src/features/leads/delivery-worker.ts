import type { Database } from '@/db/database'

import type { MailTransport } from './ports'

import { claimDueEmails, deleteLeadsBefore, markEmailFailed, markEmailSent, releaseEmailClaims, type OutboxMessage } from './repository'

/**
 * Delivers the e-mail outbox: claims due messages, hands each to the transport, and records the outcome. A
 * refused or failed attempt is tried again after a pause that doubles each time (1 s, 2 s, 4 s … at most a
 * minute), for as long as it takes: while the mail server is down leads wait, and when it is back each is
 * sent once. Every instance runs one; the claim keeps two from sending the same message (a claimed message is
 * held for CLAIM_HOLD_MS, longer than an attempt can take). With a lock (Redis, across instances) one instance
 * at a time runs a round, so the others neither race it for the same rows nor open connections of their own to
 * the mail server; without one, or while it cannot be had across instances, the claims alone keep each message
 * to one sender. A worker that is stopped (the instance shuts down) sends no further message of its batch and
 * gives the rest back at once, so that another instance sends them now rather than when the claims run out.
 */

export const FIRST_RETRY_MS = 1_000
export const MAX_RETRY_MS = 60_000
/** How long a claimed message is held: longer than any send takes (the transport times out before). */
export const CLAIM_HOLD_MS = 2 * 60_000
export const POLL_INTERVAL_MS = 2_000
export const BATCH_SIZE = 20
/** Messages sent at the same time. */
export const CONCURRENT_SENDS = 4
/**
 * Visitors come first: while the server is busy answering requests, a round waits (looking again every
 * BUSY_RECHECK_MS), but never longer than MAX_BUSY_DEFER_MS, so e-mails still leave under steady load.
 */
export const BUSY_RECHECK_MS = 100
export const MAX_BUSY_DEFER_MS = 5_000
/** How long a round's lock is held at most; a round gives it up (and carries on in a new one) after half of it. */
export const ROUND_LOCK_MS = CLAIM_HOLD_MS

/**
 * The pauses before an attempt's outcome is written again when the database refused the write (busy past its
 * wait, a dropped connection). An e-mail whose sending is not recorded stays claimed for CLAIM_HOLD_MS and is
 * then sent a second time.
 */
export const RECORD_RETRY_MS = [500, 2_000, 5_000] as const

/** The pause before the next attempt after `attempts` failed ones. */
export function retryDelayMs(attempts: number, first = FIRST_RETRY_MS, max = MAX_RETRY_MS): number {
  return Math.min(max, first * 2 ** Math.max(0, attempts - 1))
}

/** A message's Message-ID, the same on every attempt. */
export function messageIdOf(message: OutboxMessage): string {
  return message.messageId ?? `<outbox-${message.id}@forecourt.invalid>`
}

export type DeliveryWorkerOptions = {
  db: Database
  transport: MailTransport
  now?: () => Date
  firstRetryMs?: number
  maxRetryMs?: number
  pollIntervalMs?: number
  /** Called with a short reason per failed attempt (no addresses, no content). */
  onFailure?: (message: OutboxMessage, error: unknown) => void
  onError?: (error: unknown) => void
  /** Whether the server is busy serving requests now: the started worker then waits (see MAX_BUSY_DEFER_MS). */
  busy?: () => boolean
  maxBusyDeferMs?: number
  /**
   * Takes the delivery lock for at most `ttlMs` (Locks of src/integrations/locks), or answers null while another
   * instance holds it: that round is then left to the holder.
   */
  lock?: (ttlMs: number) => Promise<{ release: () => Promise<void> } | null>
}

export type RoundTotals = { sent: number; failed: number; yielded?: boolean; locked?: boolean }

export type DeliveryWorker = {
  /**
   * Sends what is due now; resolves with how many were sent and how many failed. With `yieldWhenBusy` it stops
   * between batches while the server is busy, and says so (`yielded`); it also stops once it has held the lock
   * for half its time. `locked`: another instance holds the lock, and nothing was done.
   */
  runOnce: (options?: { yieldWhenBusy?: boolean }) => Promise<RoundTotals>
  /** Polls until stopped; `wake` runs a round at once (a lead was just stored). */
  start: () => void
  wake: () => void
  /** Ends the polling; a round under way finishes the sends it has begun and gives back the messages it had not. */
  stop: () => Promise<void>
}

/**
 * Whether to wait rather than send now: the server is busy, and nothing has waited too long yet. The answer
 * remembers since when the next round has been waiting.
 */
function busyGate(options: DeliveryWorkerOptions): () => boolean {
  /** Since when the next round has been waiting for the server to be less busy. */
  let waitingSince: number | null = null
  const maxDeferMs = options.maxBusyDeferMs ?? MAX_BUSY_DEFER_MS
  return () => {
    if (!options.busy?.()) {
      waitingSince = null
      return false
    }
    waitingSince ??= Date.now()
    if (Date.now() - waitingSince < maxDeferMs) return true
    waitingSince = null
    return false
  }
}

/** One attempt at a message, its outcome recorded: whether it was sent. */
async function deliver(options: DeliveryWorkerOptions, now: () => Date, message: OutboxMessage): Promise<boolean> {
  const { db, transport } = options
  const messageId = messageIdOf(message)
  try {
    await transport.send({ ...message, messageId })
  } catch (error) {
    options.onFailure?.(message, error)
    const at = now()
    const retryAt = new Date(at.getTime() + retryDelayMs(message.attempts, options.firstRetryMs, options.maxRetryMs))
    await recorded(options, () => markEmailFailed(db, message, { error: describe(error), retryAt, at }))
    return false
  }
  const at = now()
  await recorded(options, () => markEmailSent(db, message, { transport: transport.name, messageId, at }))
  return true
}

/** Writes an attempt's outcome, again after each pause of RECORD_RETRY_MS while the database refuses it. */
async function recorded(options: DeliveryWorkerOptions, write: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write()
    } catch (error) {
      const pause = RECORD_RETRY_MS[attempt]
      if (pause === undefined) throw error
      options.onError?.(error)
      await new Promise((resolve) => setTimeout(resolve, pause))
    }
  }
}

/** The round's lock: a lease, none to take (no lock, or the lock failed: the claims still hold), or held elsewhere. */
async function takeLock(options: DeliveryWorkerOptions): Promise<{ release: () => Promise<void> } | null | 'held-elsewhere'> {
  if (!options.lock) return null
  try {
    return (await options.lock(ROUND_LOCK_MS)) ?? 'held-elsewhere'
  } catch (error) {
    options.onError?.(error)
    return null
  }
}

/** A round: batches of due messages, CONCURRENT_SENDS at a time, until none is left or the round yields. */
async function runRound(
  options: DeliveryWorkerOptions,
  now: () => Date,
  shouldWait: () => boolean,
  runOptions: { yieldWhenBusy?: boolean } = {},
  stopping: () => boolean = () => false,
): Promise<RoundTotals> {
  const { db, transport } = options
  const lease = await takeLock(options)
  if (lease === 'held-elsewhere') return { sent: 0, failed: 0, locked: true }
  const started = Date.now()
  const send = (message: OutboxMessage) => deliver(options, now, message)
  try {
    const totals: RoundTotals = { sent: 0, failed: 0 }
    for (;;) {
      const due = await claimDueEmails(db, {
        now: now(),
        holdMs: CLAIM_HOLD_MS,
        limit: BATCH_SIZE,
        accountMail: transport.takesAccountMail,
      })
      for (let start = 0; start < due.length; start += CONCURRENT_SENDS) {
        if (stopping()) {
          await releaseEmailClaims(db, due.slice(start), now())
          return totals
        }
        const outcomes = await Promise.all(due.slice(start, start + CONCURRENT_SENDS).map(send))
        for (const sent of outcomes) totals[sent ? 'sent' : 'failed']++
      }
      if (due.length < BATCH_SIZE || stopping()) return totals
      if (lease && Date.now() - started >= ROUND_LOCK_MS / 2) return { ...totals, yielded: true }
      if (runOptions.yieldWhenBusy && shouldWait()) return { ...totals, yielded: true }
    }
  } finally {
    await lease?.release()
  }
}

export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const now = options.now ?? (() => new Date())
  const shouldWait = busyGate(options)
  let timer: ReturnType<typeof setTimeout> | null = null
  let running: Promise<unknown> | null = null
  let again = false
  let stopped = true
  /** stop() was called (and start() not since): a round under way gives back what it has not sent. */
  let stopping = false
  const runOnce = (runOptions?: { yieldWhenBusy?: boolean }) => runRound(options, now, shouldWait, runOptions, () => stopping)

  function round() {
    if (running) {
      again = true
      return
    }
    if (timer) clearTimeout(timer)
    timer = null
    if (shouldWait()) {
      timer = setTimeout(round, BUSY_RECHECK_MS)
      return
    }
    running = runOnce({ yieldWhenBusy: true })
      .then((totals) => {
        // More is due: carry on once the server has a moment.
        if (totals.yielded) again = true
      })
      .catch((error) => options.onError?.(error))
      .finally(() => {
        running = null
        if (stopped) return
        if (again) {
          again = false
          round()
        } else timer = setTimeout(round, options.pollIntervalMs ?? POLL_INTERVAL_MS)
      })
  }

  return {
    runOnce: (runOptions) => runOnce(runOptions),
    start: () => {
      if (!stopped) return
      stopped = false
      stopping = false
      round()
    },
    wake: () => {
      if (!stopped) round()
    },
    stop: async () => {
      stopped = true
      stopping = true
      if (timer) clearTimeout(timer)
      timer = null
      await running
    },
  }
}

/** The reason of a failed attempt, for editors: the mail server's answer, never the message. */
function describe(error: unknown): string {
  if (error && typeof error === 'object') {
    const { responseCode, code, message } = error as { responseCode?: number; code?: string; message?: string }
    return [responseCode, code, message].filter(Boolean).join(' ') || 'Sending failed.'
  }
  return String(error)
}

/** How long leads are kept unless an admin sets another period (the CMS's lead settings). */
export const DEFAULT_LEAD_RETENTION_DAYS = 365

/** Deletes leads older than the retention period; run now and then by the worker's host. */
export async function purgeExpiredLeads(db: Database, retentionDays: number, at: Date = new Date()): Promise<number> {
  return deleteLeadsBefore(db, new Date(at.getTime() - retentionDays * 24 * 60 * 60 * 1000))
}
