import type { Lease, Locks } from './port'

/** Locks within this process: one instance, or what a Redis lock falls back to while Redis is away. */
export class MemoryLocks implements Locks {
  private readonly held = new Map<string, { token: symbol; until: number }>()

  constructor(private readonly now: () => number = Date.now) {}

  async acquire(name: string, ttlMs: number): Promise<Lease | null> {
    const current = this.held.get(name)
    if (current && current.until > this.now()) return null
    const token = Symbol(name)
    this.held.set(name, { token, until: this.now() + ttlMs })
    return {
      shared: false,
      release: async () => {
        if (this.held.get(name)?.token === token) this.held.delete(name)
      },
    }
  }
}
