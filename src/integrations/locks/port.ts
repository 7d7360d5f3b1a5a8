/**
 * Locks that keep a piece of work to one holder at a time: across every instance through Redis (REDIS_URL),
 * within this process otherwise. A lock is held until released or for at most its time, whichever comes first,
 * so a holder that dies does not keep it. Never throws: while Redis cannot be reached a lock is only this
 * process's own, so work a lock guards must stay correct when two instances do it at once (it then only saves
 * effort), as the e-mail outbox's claims are.
 */
export interface Locks {
  /** The lock `name` for at most `ttlMs`, or null when another holder has it. */
  acquire(name: string, ttlMs: number): Promise<Lease | null>
}

export type Lease = {
  /** Whether the lock holds across instances (false: only within this process). */
  readonly shared: boolean
  release(): Promise<void>
}
