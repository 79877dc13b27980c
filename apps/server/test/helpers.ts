import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/database';
import type { UserRow } from '../src/db/types';
import { hashPassword } from '../src/lib/crypto';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** A fresh database cloned from the migrated template, and the app built on it. */
export async function createTestContext(
  env: Record<string, string> = {},
  onRoute?: (route: { method: string | string[]; url: string; config?: unknown }) => void,
  options: Pick<BuildOptions, 'workers' | 'importBatchDelayMs'> = {},
): Promise<TestContext> {
  const serverUrl = inject('dbServerUrl');
  const template = inject('dbTemplate');
  const name = `portal_t_${inject('dbTemplate').replace('portal_tpl_', '')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    // Tests write rows straight to the database; catalog pages are rebuilt on every request.
    CATALOG_REUSE_MS: '0',
    ...env,
    DATABASE_URL: url.toString(),
  });
  const db = createDatabase(url.toString(), 4);
  const app = await buildApp({ config, db, logger: false, onRoute, ...options });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

let counter = 0;
/** Passwords hashed once per value: argon2 is deliberately slow. */
const hashCache = new Map<string, Promise<string>>();

/** Factory: a learner with a unique email; pass overrides for flags. */
export async function buildUser(
  db: Database,
  overrides: Partial<Omit<UserRow, 'id'>> & { password?: string } = {},
): Promise<UserRow & { password: string }> {
  counter += 1;
  const { password = 'Passw0rd!', ...rest } = overrides;
  if (!hashCache.has(password)) hashCache.set(password, hashPassword(password));
  const row = await db
    .insertInto('users')
    .values({
      email: `user${counter}-${randomBytes(3).toString('hex')}@example.com`,
      password_hash: (await hashCache.get(password)) ?? '',
      first_name: `First${counter}`,
      last_name: `Last${counter}`,
      ...rest,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, password };
}

/** Factory: an administrator in the Administrator group (dashboard_view_dashboard). */
export async function buildAdmin(
  db: Database,
  overrides: Partial<Omit<UserRow, 'id'>> & { password?: string } = {},
) {
  const user = await buildUser(db, overrides);
  const group = await db
    .selectFrom('auth_group')
    .select('id')
    .where('name', '=', 'Administrator')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_group').values({ user_id: user.id, group_id: group.id }).execute();
  return user;
}

/**
 * Factory: a user in a group of its own holding only dashboard_view_dashboard (plus `codenames`):
 * signs in to the dashboard but has none of its areas unless given.
 */
export async function buildDashboardViewer(
  db: Database,
  groupName: string,
  codenames: string[] = [],
) {
  const user = await buildUser(db);
  const group = await db
    .insertInto('auth_group')
    .values({ name: groupName })
    .returning('id')
    .executeTakeFirstOrThrow();
  const permissions = await db
    .selectFrom('auth_permission')
    .select('id')
    .where('codename', 'in', ['dashboard_view_dashboard', ...codenames])
    .execute();
  await db
    .insertInto('auth_group_permission')
    .values(permissions.map((p) => ({ group_id: group.id, permission_id: p.id })))
    .execute();
  await db.insertInto('user_group').values({ user_id: user.id, group_id: group.id }).execute();
  return user;
}

/** A cookie-keeping client over inject(), sending the CSRF header like the SPA does. */
export class Client {
  cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()))
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  async request(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    if (method !== 'GET' && !this.cookies.has('csrftoken'))
      await this.request('GET', '/api/account/is-authenticated/');
    const csrf = this.cookies.get('csrftoken');
    const response = await this.app.inject({
      method,
      url,
      headers: {
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...(method !== 'GET' && csrf ? { 'x-csrftoken': csrf } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
    });
    this.keep(response);
    return response;
  }

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, body?: unknown) {
    return this.request('POST', url, body ?? {});
  }
  patch(url: string, body?: unknown) {
    return this.request('PATCH', url, body ?? {});
  }

  async login(email: string, password: string, path = '/api/account/login/') {
    const response = await this.post(path, { username: email, password });
    return response;
  }
}

/**
 * A superuser administrator signed in to the dashboard on `t`'s app: the client (its sign-in
 * checked, so a test never runs on as a visitor by mistake).
 */
export async function signedInAdmin(t: { db: Database; app: FastifyInstance }) {
  const user = await buildAdmin(t.db, { is_superuser: true });
  const client = new Client(t.app);
  const res = await client.login(user.email, user.password, '/api/dashboard/account/login/');
  if (res.statusCode !== 200) throw new Error(`admin sign-in: ${res.statusCode} ${res.body}`);
  return client;
}

/** Factory: a group of users (no permissions) with the given members; answers its id. */
export async function buildGroup(db: Database, name: string, members: number[] = []) {
  const group = await db
    .insertInto('auth_group')
    .values({ name })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (members.length)
    await db
      .insertInto('user_group')
      .values(members.map((user_id) => ({ user_id, group_id: group.id })))
      .execute();
  return group.id;
}
