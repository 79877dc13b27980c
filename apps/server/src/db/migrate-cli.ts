import { loadConfig } from '@/config';
import { connectDatabase } from './connect';
import { migrateToLatest } from './migrate';

/** `npm run migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
const config = loadConfig();
const database = await connectDatabase(config);
try {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await database.close();
}
