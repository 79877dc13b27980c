import { sql } from 'kysely';
import { LEARNING_STATUSES } from '@portal/shared';
import type { Executor } from '@/db/database';

/** The package of a 'scorm' material. */
export async function findPackage(db: Executor, contentId: number) {
  return db
    .selectFrom('scorm_package as p')
    .innerJoin('content as c', 'c.id', 'p.content_id')
    .select(['p.content_id', 'p.version', 'p.launch_href', 'c.title_en', 'c.title_th'])
    .where('p.content_id', '=', contentId)
    .where('c.kind', '=', 'scorm')
    .executeTakeFirst();
}

/**
 * What serving one package file needs, in one statement (a package page loads dozens of
 * files): the package, its token's learner while active, and whether that learner may open it:
 * they learn (or learned) a container that has it in a slot, or took the material on its own.
 * Undefined when the package or the active learner is not there.
 */
export async function packageFileAccess(db: Executor, contentId: number, userId: number) {
  const row = await db
    .selectFrom('scorm_package as p')
    .innerJoin('content as c', 'c.id', 'p.content_id')
    .innerJoin('users as u', (join) => join.on('u.id', '=', userId).on('u.is_active', '=', true))
    .select(['p.content_id', 'p.version', 'p.launch_href', 'c.title_en', 'c.title_th'])
    .select(['u.id as user_id', 'u.first_name', 'u.last_name', 'u.is_superuser'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('learning_result as r')
            .select(sql<number>`1`.as('one'))
            .where('r.user_id', '=', userId)
            .where('r.status', 'in', [...LEARNING_STATUSES])
            .where((inner) =>
              inner.or([
                inner('r.content_id', '=', contentId),
                inner.exists(
                  inner
                    .selectFrom('slot as s')
                    .select('s.id')
                    .whereRef('s.content_id', '=', 'r.content_id')
                    .where('s.child_id', '=', contentId),
                ),
              ]),
            ),
        )
        .as('learns'),
    )
    .where('p.content_id', '=', contentId)
    .where('c.kind', '=', 'scorm')
    .executeTakeFirst();
  if (!row) return undefined;
  const { user_id, first_name, last_name, is_superuser, learns, ...pkg } = row;
  return { pkg, user: { id: user_id, first_name, last_name, is_superuser }, learns };
}

/** The learner's latest attempt on a package. */
export async function latestAttempt(db: Executor, userId: number, contentId: number) {
  return db
    .selectFrom('scorm_attempt')
    .selectAll()
    .where('user_id', '=', userId)
    .where('content_id', '=', contentId)
    .orderBy('attempt_no', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** One attempt of the learner on a package, by its number. */
export async function attemptOf(
  db: Executor,
  userId: number,
  contentId: number,
  attemptNo: number,
) {
  return db
    .selectFrom('scorm_attempt')
    .selectAll()
    .where('user_id', '=', userId)
    .where('content_id', '=', contentId)
    .where('attempt_no', '=', attemptNo)
    .executeTakeFirst();
}

/** Writes the attempt's CMI (creating the attempt on first commit), locking the row. */
export async function saveAttempt(
  db: Executor,
  values: {
    userId: number;
    contentId: number;
    attemptNo: number;
    courseId: number;
    slotId: number;
    cmi: Record<string, string>;
    completed: boolean;
  },
) {
  return db
    .insertInto('scorm_attempt')
    .values({
      user_id: values.userId,
      content_id: values.contentId,
      attempt_no: values.attemptNo,
      course_id: values.courseId,
      slot_id: values.slotId,
      cmi: JSON.stringify(values.cmi),
      completed_at: values.completed ? sql<Date>`now()` : null,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'content_id', 'attempt_no']).doUpdateSet({
        cmi: (eb) => eb.ref('excluded.cmi'),
        course_id: (eb) => eb.ref('excluded.course_id'),
        slot_id: (eb) => eb.ref('excluded.slot_id'),
        completed_at: sql<Date>`coalesce(scorm_attempt.completed_at, excluded.completed_at)`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The learner's result on a material, if any. */
export async function materialResultOf(db: Executor, userId: number, contentId: number) {
  return db
    .selectFrom('learning_result')
    .select(['content_id as id', 'status', 'percent'])
    .where('user_id', '=', userId)
    .where('content_id', '=', contentId)
    .executeTakeFirst();
}

/** The learner's attempts on a package, newest first, one page of them (the unique index serves it). */
export async function listAttempts(
  db: Executor,
  userId: number,
  contentId: number,
  limit: number,
  offset: number,
) {
  const base = db
    .selectFrom('scorm_attempt')
    .where('user_id', '=', userId)
    .where('content_id', '=', contentId);
  const [rows, total] = await Promise.all([
    base
      .select(['attempt_no', 'cmi', 'completed_at', 'created_at', 'updated_at'])
      .orderBy('attempt_no', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Opens the next attempt with no CMI yet. */
export async function openAttempt(
  db: Executor,
  values: {
    userId: number;
    contentId: number;
    attemptNo: number;
    courseId: number;
    slotId: number;
  },
) {
  return db
    .insertInto('scorm_attempt')
    .values({
      user_id: values.userId,
      content_id: values.contentId,
      attempt_no: values.attemptNo,
      course_id: values.courseId,
      slot_id: values.slotId,
      cmi: JSON.stringify({}),
      launched_at: sql<Date>`now()`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The learner launched the package: their current attempt (the first one, opened with no CMI,
 * when there is none yet) records when (migration 0030), which its completion then needs.
 */
export async function markLaunched(
  db: Executor,
  values: { userId: number; contentId: number; courseId: number; slotId: number },
) {
  const current = await latestAttempt(db, values.userId, values.contentId);
  await db
    .insertInto('scorm_attempt')
    .values({
      user_id: values.userId,
      content_id: values.contentId,
      attempt_no: current?.attempt_no ?? 1,
      course_id: values.courseId,
      slot_id: values.slotId,
      cmi: JSON.stringify({}),
      launched_at: sql<Date>`now()`,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'content_id', 'attempt_no'])
        .doUpdateSet({ launched_at: sql<Date>`now()` }),
    )
    .execute();
}
