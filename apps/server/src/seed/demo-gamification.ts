import { sql, type Transaction } from 'kysely';
import { ATTEMPT_STATUS } from '@portal/shared';
import type { DB } from '@/db/types';
import { assignWithin } from '@/modules/assignment/assignment.service';
import { replayStatusEvents } from '@/modules/gamification/points.repository';

/** The demo manager (README accounts table): the team dashboard of the demo learner. */
export const DEMO_MANAGER_EMAIL = 'manager@example.com';
/** A teammate of the demo learner with an overdue assigned course (signs in with the learner's password). */
export const DEMO_TEAMMATE_EMAIL = 'teammate@example.com';
/** In the manager's team by the group the manager manages (issue 19). */
export const DEMO_GROUPMATE_EMAIL = 'kanya@example.com';
const DAY_MS = 86_400_000;

/**
 * Points and the team (issue 19), seeded after the demo's learning: point rules per action, then
 * the demo's past enrolments and completions replayed through award_points() at the times they
 * happened (what a rule added later does, `replayStatusEvents`), and the demo learner's passed
 * quiz; two challenges; the manager flagged for the team dashboard with the demo learner and a
 * teammate in the team; the teammate has an overdue assigned course.
 */
export async function seedGamificationDemo(
  trx: Transaction<DB>,
  people: { learnerId: number; managerId: number; passwordHash: string },
): Promise<void> {
  await trx
    .insertInto('point_rule')
    .values([
      { content_kind: '*', action: 'enroll', points: 5 },
      { content_kind: '*', action: 'complete', points: 10 },
      { content_kind: 'course', action: 'complete', points: 50 },
      { content_kind: 'learning_path', action: 'complete', points: 100 },
      { content_kind: 'test', action: 'pass_test', points: 30 },
      { content_kind: '*', action: 'review', points: 5 },
      { content_kind: '*', action: 'discussion_post', points: 2 },
      { content_kind: '*', action: 'daily_streak', points: 10 },
    ])
    .execute();
  const wellbeing = await trx
    .selectFrom('category')
    .select('id')
    .where('code', '=', 'wellbeing')
    .executeTakeFirst();
  await trx
    .insertInto('challenge')
    .values([
      {
        title_en: 'Three courses this month',
        title_th: 'เรียนจบ 3 หลักสูตรในเดือนนี้',
        description_en: 'Complete any three courses before the month ends.',
        description_th: 'เรียนจบหลักสูตรใดก็ได้ 3 หลักสูตรก่อนสิ้นเดือน',
        action: 'complete',
        content_kind: 'course',
        target: 3,
        period: 'month',
      },
      {
        title_en: 'Safe and well',
        title_th: 'ปลอดภัยและสุขภาพดี',
        description_en: 'Complete two health and wellbeing courses.',
        description_th: 'เรียนจบหลักสูตรด้านสุขภาพและความเป็นอยู่ที่ดี 2 หลักสูตร',
        action: 'complete',
        content_kind: 'course',
        category_id: wellbeing?.id ?? null,
        target: 2,
        period: 'all',
      },
    ])
    .execute();
  await trx
    .updateTable('users')
    .set({ is_team_dashboard: true })
    .where('id', '=', people.managerId)
    .execute();
  const teammate = await trx
    .insertInto('users')
    .values({
      email: DEMO_TEAMMATE_EMAIL,
      password_hash: people.passwordHash,
      first_name: 'Napat',
      last_name: 'Srisuk',
      department: 'Sales',
      position: 'Sales coordinator',
      is_verified_email: true,
      manager_id: people.managerId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('users')
    .set({ manager_id: people.managerId })
    .where('id', '=', people.learnerId)
    .execute();
  // A team by group (issue 19): the manager manages "Sales floor", whose member joins the team.
  const floor = await trx
    .insertInto('users')
    .values({
      email: DEMO_GROUPMATE_EMAIL,
      password_hash: people.passwordHash,
      first_name: 'Kanya',
      last_name: 'Thongdee',
      department: 'Sales',
      position: 'Sales coordinator',
      is_verified_email: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const salesFloor = await trx
    .insertInto('auth_group')
    .values({ name: 'Sales floor' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('user_group')
    .values({ user_id: floor.id, group_id: salesFloor.id })
    .execute();
  await trx
    .insertInto('auth_group_manager')
    .values({ user_id: people.managerId, group_id: salesFloor.id })
    .execute();
  const course = await trx
    .selectFrom('content')
    .select('id')
    .where('code', '=', 'C-SERVICE-101')
    .executeTakeFirst();
  if (course) {
    const now = Date.now();
    await assignWithin(
      trx,
      people.managerId,
      {
        content_id: course.id,
        user_ids: [teammate.id],
        group_ids: [],
        date_start: new Date(now - 14 * DAY_MS).toISOString(),
        date_end: new Date(now - 2 * DAY_MS).toISOString(),
        note: 'Customer service basics for the new quarter',
      },
      { ip: '127.0.0.1' },
    );
  }
  // The demo's learning so far earns its points, dated when it happened (colleagues' enrolments
  // and completions); the demo learner passed the graded quiz.
  await replayStatusEvents(trx);
  await sql`SELECT award_points(a.user_id, 'pass_test', a.test_id, 'attempt:' || a.id,
      a.submitted_at)
    FROM test_attempt a WHERE a.user_id = ${people.learnerId} AND a.status = ${ATTEMPT_STATUS.passed}
    ORDER BY a.id`.execute(trx);
}
