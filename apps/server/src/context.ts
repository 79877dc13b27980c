import type { AppConfig } from '@/config';
import type { Database } from '@/db/database';
import type { Mailer } from '@/lib/mailer';
import type { PubSub } from '@/lib/pubsub';
import type { JobQueue } from '@/plugins/queue';
import type { SettingsStore } from '@/lib/settings/settings';

/** What every module needs, built once by buildApp and passed down. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  settings: SettingsStore;
  /** Fan-out to every instance (Redis with REDIS_URL, in-process otherwise). */
  pubsub: PubSub;
  /** Durable jobs (pg-boss on the same PostgreSQL). */
  queue: JobQueue;
}
