import { NOTIFICATION_KINDS, type NotificationPreference } from '@portal/shared';
import type { Executor } from '@/db/database';
import { preferenceRows } from './notification.repository';

/** Without a saved choice a kind is shown in the portal and sent by e-mail, one mail each. */
export const DEFAULT_PREFERENCE = { in_app: true, email: true, digest: false } as const;

/** The reader's choice for every kind, the defaults where they saved none. */
export async function preferencesOf(
  db: Executor,
  userId: number,
): Promise<NotificationPreference[]> {
  const saved = new Map((await preferenceRows(db, userId)).map((r) => [r.kind, r]));
  return NOTIFICATION_KINDS.map((kind) => {
    const row = saved.get(kind);
    return row
      ? { kind, in_app: row.in_app, email: row.email, digest: row.digest }
      : { kind, ...DEFAULT_PREFERENCE };
  });
}
