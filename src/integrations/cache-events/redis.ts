import { randomUUID } from 'node:crypto'

import type { Redis } from 'ioredis'
import { z } from 'zod'

import { watchRedis } from '../redis/connection'
import type { CacheEvents } from './port'

export const CACHE_EVENTS_CHANNEL = 'forecourt:cache:expired'

const message = z.object({ from: z.string(), tags: z.array(z.string().max(256)).max(1000) })

/**
 * Cache expiry over Redis publish/subscribe: every instance hears the tags another one expired. A message sent
 * while Redis is away is lost (publishing fails, and the caller goes on): when the subscription is back after an
 * outage, `onMissed` tells the instance to expire what it keeps, since it may have missed messages meanwhile.
 */
export class RedisCacheEvents implements CacheEvents {
  readonly instanceId = randomUUID()
  private subscriber: Redis | null = null

  constructor(
    private readonly publisher: Redis,
    private readonly createSubscriber: () => Redis | Promise<Redis>,
    private readonly onInvalidMessage: (error: unknown) => void = () => {},
    private readonly ownsPublisher = true,
  ) {}

  async publish(tags: string[]) {
    if (tags.length === 0) return
    await this.publisher.publish(CACHE_EVENTS_CHANNEL, JSON.stringify({ from: this.instanceId, tags }))
  }

  async subscribe(onExpired: (tags: string[]) => Promise<void> | void, onMissed?: () => Promise<void> | void) {
    const subscriber = (this.subscriber = await this.createSubscriber())
    let subscribedOnce = false
    subscriber.on('message', async (channel: string, raw: string) => {
      if (channel !== CACHE_EVENTS_CHANNEL) return
      try {
        const parsed = message.parse(JSON.parse(raw))
        // This instance expired its own cache when it published.
        if (parsed.from !== this.instanceId) await onExpired(parsed.tags)
      } catch (error) {
        this.onInvalidMessage(error)
      }
    })
    watchRedis(subscriber, {
      // The connection subscribes again by itself on every reconnect; what was said meanwhile is lost.
      onUp: () => {
        if (subscribedOnce) void Promise.resolve(onMissed?.()).catch((error: unknown) => this.onInvalidMessage(error))
      },
    })
    // Queued until Redis answers (a subscriber connection waits): an instance that starts while Redis is away
    // subscribes when it is back, and has missed nothing it kept.
    void subscriber.subscribe(CACHE_EVENTS_CHANNEL).then(
      () => {
        subscribedOnce = true
      },
      (error: unknown) => this.onInvalidMessage(error),
    )
  }

  /** Whether the subscription is live (messages are heard now). */
  listening(): boolean {
    return this.subscriber?.status === 'ready'
  }

  async close() {
    const closing = [this.subscriber?.quit().catch(() => {})]
    if (this.ownsPublisher) closing.push(this.publisher.quit().then(() => {}, () => {}))
    await Promise.all(closing)
  }
}
