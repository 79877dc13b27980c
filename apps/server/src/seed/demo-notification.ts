import { sql, type Transaction } from 'kysely';
import type { DB } from '@/db/types';
import { assignWithin } from '@/modules/assignment/assignment.service';
import { notify } from '@/modules/notification';

const DAY_MS = 86_400_000;

/** The course assigned to the demo learner with a deadline a few days ahead (What's due). */
export const DEMO_DUE_COURSE = 'C-FIN-101';

/**
 * Notifications for the demo learner (issue 17): the course above assigned by the administrator,
 * due in 4 days, through the assignment service (which notifies); the reminder the scheduled job
 * sends a week before a deadline (same event key, so the job does not send it again); and the
 * onboarding program's assignment (seeded by demo-program) told too. All read but the reminder.
 */
export async function seedNotificationDemo(
  trx: Transaction<DB>,
  people: { adminId: number; learnerId: number },
): Promise<void> {
  const course = await trx
    .selectFrom('content')
    .select(['id', 'title_en', 'title_th'])
    .where('code', '=', DEMO_DUE_COURSE)
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const deadline = new Date(now + 4 * DAY_MS);
  const assignmentId = await assignWithin(
    trx,
    people.adminId,
    {
      content_id: course.id,
      user_ids: [people.learnerId],
      group_ids: [],
      date_start: new Date(now - DAY_MS).toISOString(),
      date_end: deadline.toISOString(),
      note: 'Before the budget season',
    },
    { ip: '127.0.0.1' },
  );
  const onboarding = await trx
    .selectFrom('assignment as a')
    .innerJoin('content as c', 'c.id', 'a.content_id')
    .select(['a.id', 'a.date_end', 'c.id as content_id', 'c.title_en', 'c.title_th'])
    .where('c.kind', '=', 'onboard')
    .executeTakeFirst();
  if (onboarding)
    await notify(trx, {
      kind: 'assignment',
      key: `assignment:${onboarding.id}`,
      recipients: [people.learnerId],
      contentId: onboarding.content_id,
      params: {
        title_en: onboarding.title_en,
        title_th: onboarding.title_th,
        deadline: onboarding.date_end.toISOString(),
      },
    });
  await trx
    .updateTable('notification')
    .set({ read_at: sql<Date>`now()` })
    .where('recipient_id', '=', people.learnerId)
    .execute();
  await notify(trx, {
    kind: 'deadline',
    key: `deadline:${assignmentId}:due_7d`,
    recipients: [people.learnerId],
    contentId: course.id,
    params: {
      title_en: course.title_en,
      title_th: course.title_th,
      deadline: deadline.toISOString(),
      stage: 'due_7d',
    },
  });
}
