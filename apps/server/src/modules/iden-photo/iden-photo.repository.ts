import type { Executor } from '@/db/database';
import type { LoginPhotoTable } from '@/db/types';
import type { Insertable } from 'kysely';

/** The SQL of identification photos (login_photo). */

export async function photoOfSession(db: Executor, sessionId: string) {
  return db
    .selectFrom('login_photo')
    .select('id')
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
}

export async function insertPhoto(db: Executor, row: Insertable<LoginPhotoTable>) {
  return db
    .insertInto('login_photo')
    .values(row)
    .onConflict((oc) => oc.column('session_id').doNothing())
    .returning(['id', 'created_at'])
    .executeTakeFirst();
}

/** A user's photos, newest first (index login_photo_user_idx). */
export async function photoPage(db: Executor, userId: number, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('login_photo')
      .select(['id', 'created_at', 'ip', 'width', 'height'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('login_photo')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function photoById(db: Executor, id: number) {
  return db.selectFrom('login_photo').selectAll().where('id', '=', id).executeTakeFirst();
}
