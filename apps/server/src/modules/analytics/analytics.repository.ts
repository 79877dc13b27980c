import type { Insertable } from 'kysely';
import type { Executor } from '@/db/database';
import type { DB } from '@/db/types';

/** One app start, for the activity reports. */
export async function insertSession(
  db: Executor,
  values: Insertable<DB['analytic_session']>,
): Promise<void> {
  await db.insertInto('analytic_session').values(values).execute();
}
