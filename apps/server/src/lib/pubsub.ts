import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/** Fan-out of small JSON messages to every instance (WebSocket alerts). */
export interface PubSub {
  publish(channel: string, message: unknown): Promise<void>;
  /**
   * Calls the handler for each message on the channel. Resolves, with the unsubscribe function,
   * once the subscription is in place: nothing published after that is missed.
   */
  subscribe(channel: string, handler: (message: unknown) => void): Promise<() => void>;
  close(): Promise<void>;
}

/** One process only: what the portal uses without REDIS_URL. */
export function createLocalPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(channel, message) {
      // A copy, as Redis would deliver, so no subscriber shares the publisher's object.
      emitter.emit(channel, JSON.parse(JSON.stringify(message)) as unknown);
      return Promise.resolve();
    },
    subscribe(channel, handler) {
      emitter.on(channel, handler);
      return Promise.resolve(() => void emitter.off(channel, handler));
    },
    close() {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}

/**
 * Every instance on one Redis: a message published by any instance reaches subscribers on all.
 * A subscribing Redis connection can do nothing else, hence the second connection. Channels are
 * prefixed with REDIS_PREFIX so several portals can share one Redis.
 */
export function createRedisPubSub(url: string, prefix: string): PubSub {
  const publisher = new Redis(url, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const counts = new Map<string, number>();
  subscriber.on('message', (channel: string, raw: string) => {
    try {
      local.emit(channel, JSON.parse(raw) as unknown);
    } catch {
      // Not ours: ignore a message that is not JSON.
    }
  });
  return {
    async publish(channel, message) {
      await publisher.publish(prefix + channel, JSON.stringify(message));
    },
    async subscribe(channel, handler) {
      const key = prefix + channel;
      local.on(key, handler);
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      // Redis confirms a repeated SUBSCRIBE too, so every caller waits for the confirmation.
      await subscriber.subscribe(key);
      return () => {
        local.off(key, handler);
        const left = (counts.get(key) ?? 1) - 1;
        if (left > 0) counts.set(key, left);
        else {
          counts.delete(key);
          void subscriber.unsubscribe(key).catch(() => undefined);
        }
      };
    },
    async close() {
      local.removeAllListeners();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/** Redis pub/sub when a URL is given, the in-process emitter otherwise. */
export function createPubSub(redisUrl: string | undefined, prefix: string): PubSub {
  return redisUrl ? createRedisPubSub(redisUrl, prefix) : createLocalPubSub();
}
