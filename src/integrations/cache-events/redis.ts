import { randomUUID } from 'node:crypto'

import type { Redis } from 'ioredis'
import { z } from 'zod'

import type { CacheEvents } from './port'

export const CACHE_EVENTS_CHANNEL = 'forecourt:cache:expired'

const message = z.object({ from: z.string(), tags: z.array(z.string().max(256)).max(1000) })

/** Cache expiry over Redis publish/subscribe: every instance hears the tags another one expired. */
export class RedisCacheEvents implements CacheEvents {
  readonly instanceId = randomUUID()
  private subscriber: Redis | null = null

  constructor(
    private readonly publisher: Redis,
    private readonly createSubscriber: () => Redis,
    private readonly onInvalidMessage: (error: unknown) => void = () => {},
  ) {}

  async publish(tags: string[]) {
    if (tags.length === 0) return
    await this.publisher.publish(CACHE_EVENTS_CHANNEL, JSON.stringify({ from: this.instanceId, tags }))
  }

  async subscribe(onExpired: (tags: string[]) => Promise<void> | void) {
    this.subscriber = this.createSubscriber()
    this.subscriber.on('message', async (channel: string, raw: string) => {
      if (channel !== CACHE_EVENTS_CHANNEL) return
      try {
        const parsed = message.parse(JSON.parse(raw))
        // This instance expired its own cache when it published.
        if (parsed.from !== this.instanceId) await onExpired(parsed.tags)
      } catch (error) {
        this.onInvalidMessage(error)
      }
    })
    await this.subscriber.subscribe(CACHE_EVENTS_CHANNEL)
  }

  async close() {
    await Promise.all([this.subscriber?.quit(), this.publisher.quit()])
  }
}
