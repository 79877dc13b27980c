import type { ProfilePatch } from '@portal/shared';
import type { Database } from '@/db/database';
import type { UserRow } from '@/db/types';

/** Saves the fields of the profile form a user changed; answers the updated row. */
export function updateProfile(db: Database, userId: number, patch: ProfilePatch): Promise<UserRow> {
  return db.transaction().execute((trx) =>
    trx
      .updateTable('users')
      .set({ ...patch, updated_at: new Date() })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}
