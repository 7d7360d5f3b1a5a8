/**
 * Cache expiry across instances. Each instance keeps its own page and data cache; when content changes on
 * one instance, the others must expire the same tags. In one process there is nothing to tell anyone.
 */
export interface CacheEvents {
  /** Tells every other instance that these cache tags are expired. */
  publish(tags: string[]): Promise<void>
  /**
   * Calls `onExpired` with tags other instances expired, and `onMissed` when this instance may have missed some
   * (it was cut off from the others, and is back): it should then expire everything it keeps.
   */
  subscribe(onExpired: (tags: string[]) => Promise<void> | void, onMissed?: () => Promise<void> | void): Promise<void>
  close(): Promise<void>
}

export const SINGLE_INSTANCE: CacheEvents = {
  publish: async () => {},
  subscribe: async () => {},
  close: async () => {},
}
