import type { Insertable } from 'kysely';
import type { ClassSessionTable, ContentTable } from '@/db/types';
import { randomToken } from '@/lib/crypto';
import { buildUser, Client, type TestContext } from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';

/** Test data of the class tests: classes with sessions, signed-in learners. */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** A signed-in learner and their client. */
export async function learner(t: TestContext) {
  const user = await buildUser(t.db);
  const client = new Client(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

/** A published class with sessions (each a start and an end, plus any other column). */
export async function buildClass(
  t: TestContext,
  sessions: (Partial<Insertable<ClassSessionTable>> & { start_at: Date; end_at: Date })[],
  overrides: Partial<Insertable<ContentTable>> = {},
) {
  const klass = await buildContent(t.db, { kind: 'class', ...overrides });
  const rows = [];
  for (const [sort, session] of sessions.entries())
    rows.push(
      await t.db
        .insertInto('class_session')
        .values({
          class_id: klass.id,
          title_en: `Session ${sort + 1}`,
          title_th: `ช่วงที่ ${sort + 1}`,
          checkin_secret: randomToken(24),
          sort,
          ...session,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  return { klass, sessions: rows };
}

/** A session from `fromNow` ms to `fromNow + length` ms. */
export function at(fromNow: number, length = 2 * HOUR) {
  const start = new Date(Date.now() + fromNow);
  return { start_at: start, end_at: new Date(start.getTime() + length) };
}
