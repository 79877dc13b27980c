import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { PROGRESS_STATUS } from '@portal/shared';
import type { DB } from '@/db/types';
import { changeStatus, createResult, createResults } from '@/modules/enrollment/status';
import { hashPassword } from '@/lib/crypto';
import { ASSIGNMENT_STATUS } from '@portal/shared';
import { DEMO_APPROVAL_COURSE, DEMO_CERTIFICATE_COURSES, DEMO_SMALL_COURSE } from './demo-learning';
import { DEMO_PROGRAMS } from './demo-program';

const DAY_MS = 86_400_000;

/** Colleagues of the demo learner whose learning fills the dashboard reports. */
export const DEMO_COLLEAGUES = [
  ['Anong', 'Srisuk', 'Sales'],
  ['Boonmee', 'Chaiyo', 'Sales'],
  ['Chanida', 'Kaewmanee', 'Customer Support'],
  ['Decha', 'Rattanakul', 'Customer Support'],
  ['Ekkachai', 'Thongdee', 'Engineering'],
  ['Fah', 'Wongsawat', 'Engineering'],
  ['Gaew', 'Phromma', 'Finance'],
  ['Hathai', 'Sukjai', 'Human Resources'],
  ['Itsara', 'Boonyarit', 'Engineering'],
  ['Jintana', 'Meesuk', 'Sales'],
] as const;

/** A small deterministic generator, so every fresh demo database looks the same. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Enrolments, completions and progress records of the demo colleagues spread over the last
 * 30 days, so the reports have something to show on a fresh portal. They stay out of the
 * approval and two-seat courses (whose rules the demo shows), and complete no course that
 * awards a certificate (no certificate is issued for them).
 */
export async function seedReportActivity(db: Transaction<DB>, now = new Date()): Promise<void> {
  const random = generator(20_260_301);
  const pick = (n: number) => Math.floor(random() * n);
  const courses = await db
    .selectFrom('content')
    .select(['id', 'code'])
    .where('kind', '=', 'course')
    .where('code', 'not in', [DEMO_APPROVAL_COURSE, DEMO_SMALL_COURSE])
    .orderBy('id')
    .execute();
  if (courses.length === 0) return;
  const passwordHash = await hashPassword(randomBytes(16).toString('hex'));
  const users = await db
    .insertInto('users')
    .values(
      DEMO_COLLEAGUES.map(([first, last, department], i) => ({
        email: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
        password_hash: passwordHash,
        first_name: first,
        last_name: last,
        department,
        position: 'Staff',
        is_verified_email: true,
        created_at: new Date(now.getTime() - (40 + i) * DAY_MS),
        last_active: new Date(now.getTime() - pick(5) * DAY_MS),
      })),
    )
    .returning('id')
    .execute();

  const enrolled = new Map<number, number>();
  for (const user of users) {
    const taken = new Set<number>();
    const count = 2 + pick(3);
    for (let n = 0; n < count; n += 1) {
      const course = courses[pick(courses.length)];
      if (!course || taken.has(course.id)) continue;
      taken.add(course.id);
      const start = now.getTime() - (1 + random() * 29) * DAY_MS;
      const finish = start + (1 + random() * 6) * DAY_MS;
      const done =
        finish < now.getTime() && random() < 0.5 && !DEMO_CERTIFICATE_COURSES.includes(course.code);
      // Through status.ts like every result, then dated back to when it happened.
      const result = await createResult(db, {
        userId: user.id,
        contentId: course.id,
        status: PROGRESS_STATUS.not_start,
        actor: user.id,
        kind: 'enroll',
      });
      await changeStatus(db, {
        resultId: result.id,
        to: PROGRESS_STATUS.in_progress,
        actor: user.id,
        kind: 'learner',
      });
      if (done)
        await changeStatus(db, {
          resultId: result.id,
          to: PROGRESS_STATUS.completed,
          actor: user.id,
          kind: 'learner',
        });
      await db
        .updateTable('learning_result')
        .set({
          percent: done ? 100 : 10 + pick(80),
          started_at: new Date(start),
          completed_at: done ? new Date(finish) : null,
          last_stamp_at: new Date(done ? finish : now.getTime() - random() * DAY_MS),
          created_at: new Date(start),
          updated_at: new Date(done ? finish : start),
        })
        .where('id', '=', result.id)
        .execute();
      for (const [statuses, at] of [
        [[0, 21], start],
        [[30], finish],
      ] as const)
        await db
          .updateTable('status_audit')
          .set({ created_at: new Date(at) })
          .where('learning_result_id', '=', result.id)
          .where('to_status', 'in', [...statuses])
          .execute();
      const last = done ? finish : now.getTime();
      const stamps = 2 + pick(7);
      await db
        .insertInto('progress_stamp')
        .values(
          Array.from({ length: stamps }, (_, i) => ({
            learning_result_id: result.id,
            action: 10,
            percent: Math.min(100, 10 * (i + 1)),
            created_at: new Date(start + ((i + 1) / stamps) * (last - start)),
          })),
        )
        .execute();
      enrolled.set(course.id, (enrolled.get(course.id) ?? 0) + 1);
    }
  }
  await seedProgramActivity(
    db,
    users.map((u) => u.id),
    enrolled,
    random,
    now,
  );
  for (const [id, count] of enrolled)
    await db
      .updateTable('content')
      .set((eb) => ({ enroll_count: eb('enroll_count', '+', count) }))
      .where('id', '=', id)
      .execute();
}

/**
 * The colleagues in the demo programs, so the program report has bars to draw: each is enrolled
 * in one of the two learning paths or the learning program, started or not yet; and four of
 * them were assigned the onboarding program with a deadline that passed six days ago, two
 * having started it (all four overdue). Nobody completes a program: each awards a certificate.
 */
async function seedProgramActivity(
  db: Transaction<DB>,
  userIds: number[],
  enrolled: Map<number, number>,
  random: () => number,
  now: Date,
): Promise<void> {
  const programs = await db
    .selectFrom('content')
    .select(['id', 'code'])
    .where('code', 'in', Object.values(DEMO_PROGRAMS))
    .execute();
  const idOf = new Map(programs.map((p) => [p.code, p.id]));
  const open = [DEMO_PROGRAMS.orderedPath, DEMO_PROGRAMS.freePath, DEMO_PROGRAMS.learningProgram]
    .map((code) => idOf.get(code))
    .filter((id): id is number => id !== undefined);
  const onboard = idOf.get(DEMO_PROGRAMS.onboard);
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@example.com')
    .executeTakeFirst();

  const learn = async (
    userId: number,
    contentId: number,
    started: boolean,
    kind: 'enroll' | 'assignment',
    reason?: string,
  ) => {
    const result =
      kind === 'enroll'
        ? await createResult(db, {
            userId,
            contentId,
            status: PROGRESS_STATUS.not_start,
            actor: userId,
            kind,
          })
        : (
            await createResults(db, {
              userIds: [userId],
              contentId,
              actor: admin?.id ?? null,
              kind,
              reason,
            })
          )[0];
    if (!result) throw new Error('no demo program result');
    // A step course the colleague completed before may already have started the program.
    const current = await db
      .selectFrom('learning_result')
      .select('status')
      .where('id', '=', result.id)
      .executeTakeFirstOrThrow();
    if (started && current.status === PROGRESS_STATUS.not_start) {
      await changeStatus(db, {
        resultId: result.id,
        to: PROGRESS_STATUS.in_progress,
        actor: userId,
        kind: 'learner',
      });
      await db
        .updateTable('learning_result')
        .set({ percent: 20 + Math.floor(random() * 50) })
        .where('id', '=', result.id)
        .execute();
    }
    enrolled.set(contentId, (enrolled.get(contentId) ?? 0) + 1);
    return result;
  };

  if (open.length > 0)
    for (const [i, userId] of userIds.entries())
      await learn(userId, open[i % open.length] as number, i % 5 < 3, 'enroll');

  if (onboard === undefined || admin === undefined) return;
  const late = userIds.slice(0, 4);
  const assignment = await db
    .insertInto('assignment')
    .values({
      content_id: onboard,
      date_start: new Date(now.getTime() - 27 * DAY_MS),
      date_end: new Date(now.getTime() - 6 * DAY_MS),
      note: "Onboarding for last month's hires",
      created_by: admin.id,
      learner_count: late.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [i, userId] of late.entries()) {
    const result = await learn(userId, onboard, i < 2, 'assignment', `assignment:${assignment.id}`);
    await db
      .insertInto('assignment_learner')
      .values({
        assignment_id: assignment.id,
        user_id: userId,
        content_id: onboard,
        learning_result_id: result.id,
        status: ASSIGNMENT_STATUS.assigned,
      })
      .execute();
  }
}
