import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { loadConfig } from '@/config';
import { createDatabase } from '@/db/database';

describe('GET /api/health/', () => {
  // A database nobody listens for: port 1 on loopback refuses at once.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
  });
  const db = createDatabase(config.DATABASE_URL ?? '', 1);
  afterAll(async () => db.destroy());

  it('answers 503 database_unavailable when the database cannot be reached', async () => {
    const app = await buildApp({ config, db, logger: false });
    const res = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'database_unavailable' });
    await app.close();
  });
});
