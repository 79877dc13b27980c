import path from 'node:path';
import type { AppConfig } from '@/config';
import { createDatabase, type Database } from './database';
import { startEmbeddedPostgres } from './embedded';

/** The database the config names, or an embedded PostgreSQL under DATA_DIR when none is named. */
export async function connectDatabase(
  config: AppConfig,
): Promise<{ db: Database; url: string; close(): Promise<void> }> {
  if (config.DATABASE_URL) {
    const db = createDatabase(config.DATABASE_URL);
    return { db, url: config.DATABASE_URL, close: () => db.destroy() };
  }
  const embedded = await startEmbeddedPostgres(path.resolve(config.DATA_DIR));
  const db = createDatabase(embedded.url);
  return {
    db,
    url: embedded.url,
    close: async () => {
      await db.destroy();
      await embedded.stop();
    },
  };
}
