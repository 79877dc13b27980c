import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AnnouncementInput } from '@portal/shared';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { writeAudit } from '@/lib/audit';
import { notFound } from '@/lib/errors';
import { toWire } from '@/lib/wire';
import { notify } from '@/modules/notification';

/** Learning results that make someone one of a content's learners (not waiting, not cancelled). */
const NOT_LEARNER_STATUSES = [1, 2, 3, 5, -1, -3, -4, -6, -11];

type Row = Awaited<ReturnType<typeof announcementById>> & object;
export const announcementWire = (row: Row) => toWire(row);

/** The columns an announcement is answered with (one row or the dashboard's list). */
export const ANNOUNCEMENT_COLUMNS = [
  'id',
  'audience',
  'group_id',
  'content_id',
  'title_en',
  'title_th',
  'body_en',
  'body_th',
  'in_app',
  'email',
  'send_at',
  'sent_at',
  'delivered_count',
] as const;

export function announcementById(db: Executor, id: number) {
  return db
    .selectFrom('announcement')
    .select(ANNOUNCEMENT_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The people an announcement is for, as ids (active accounts only). */
async function audienceOf(
  db: Executor,
  a: { audience: string; group_id: number | null; content_id: number | null },
): Promise<number[]> {
  const rows =
    a.audience === 'group'
      ? await sql<{ id: number }>`SELECT u.id FROM user_group ug JOIN users u ON u.id = ug.user_id
          WHERE ug.group_id = ${a.group_id} AND u.is_active`.execute(db)
      : a.audience === 'content'
        ? await sql<{ id: number }>`SELECT DISTINCT u.id FROM learning_result r
            JOIN users u ON u.id = r.user_id
            WHERE r.content_id = ${a.content_id} AND u.is_active
              AND r.status <> ALL(${NOT_LEARNER_STATUSES}::int[])`.execute(db)
        : await sql<{ id: number }>`SELECT id FROM users WHERE is_active`.execute(db);
  return rows.rows.map((r) => r.id);
}

/**
 * Sends one waiting announcement: locked (another sender skips it), its notifications made
 * through notify() with the channels it chose, then marked sent with its delivery count. Answers
 * false when it was already sent or is being sent.
 */
export async function deliverAnnouncement(db: Executor, id: number): Promise<boolean> {
  const row = await sql<{
    id: number;
    audience: string;
    group_id: number | null;
    content_id: number | null;
    title_en: string;
    title_th: string;
    body_en: string;
    body_th: string;
    in_app: boolean;
    email: boolean;
  }>`SELECT id, audience, group_id, content_id, title_en, title_th, body_en, body_th, in_app, email
     FROM announcement WHERE id = ${id} AND sent_at IS NULL FOR UPDATE SKIP LOCKED`.execute(db);
  const a = row.rows[0];
  if (!a) return false;
  const recipients = await audienceOf(db, a);
  const made = await notify(db as Parameters<typeof notify>[0], {
    kind: 'announcement',
    key: `announcement:${a.id}`,
    recipients,
    path: '/notification',
    params: { title_en: a.title_en, title_th: a.title_th, body_en: a.body_en, body_th: a.body_th },
    channels: { inApp: a.in_app, email: a.email },
  });
  await db
    .updateTable('announcement')
    .set({ sent_at: sql<Date>`now()`, delivered_count: made.length })
    .where('id', '=', a.id)
    .execute();
  return true;
}

/** Sends the announcements whose time has come (the scheduled job), each in its transaction. */
export async function sendDueAnnouncements(ctx: AppContext, now: Date): Promise<number> {
  const due = await ctx.db
    .selectFrom('announcement')
    .select('id')
    .where('sent_at', 'is', null)
    .where('send_at', '<=', now)
    .orderBy('send_at')
    .limit(100)
    .execute();
  let sent = 0;
  for (const { id } of due)
    if (await ctx.db.transaction().execute((trx) => deliverAnnouncement(trx, id))) sent += 1;
  return sent;
}

/** Makes an announcement; one due now is sent in the same transaction. */
export async function createAnnouncement(
  ctx: AppContext,
  actor: UserRow,
  input: AnnouncementInput,
  request: FastifyRequest,
) {
  return ctx.db.transaction().execute(async (trx) => {
    if (input.audience === 'group' && input.group_id) {
      const group = await trx
        .selectFrom('auth_group')
        .select('id')
        .where('id', '=', input.group_id)
        .executeTakeFirst();
      if (!group) throw notFound();
    }
    if (input.audience === 'content' && input.content_id) {
      const content = await trx
        .selectFrom('content')
        .select('id')
        .where('id', '=', input.content_id)
        .executeTakeFirst();
      if (!content) throw notFound();
    }
    const made = await trx
      .insertInto('announcement')
      .values({
        audience: input.audience,
        group_id: input.audience === 'group' ? (input.group_id ?? null) : null,
        content_id: input.audience === 'content' ? (input.content_id ?? null) : null,
        title_en: input.title_en,
        title_th: input.title_th ?? '',
        body_en: input.body_en,
        body_th: input.body_th ?? '',
        in_app: input.in_app,
        email: input.email,
        ...(input.send_at ? { send_at: input.send_at } : {}),
        created_by: actor.id,
      })
      .returning(['id', 'send_at'])
      .executeTakeFirstOrThrow();
    await writeAudit(trx, request, actor.id, 'create', 'announcement', made.id, {
      audience: input.audience,
      title_en: input.title_en,
      send_at: made.send_at,
    });
    if (made.send_at.getTime() <= Date.now()) await deliverAnnouncement(trx, made.id);
    const row = await announcementById(trx, made.id);
    if (!row) throw notFound();
    return announcementWire(row);
  });
}
