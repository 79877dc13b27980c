import {
  isScormComplete,
  SCORM_MIN_PLAY_SECONDS,
  SCORM_LIMITS,
  type Language,
  type ScormAttempt,
  type ScormAttemptQuery,
  type ScormCommit,
  type ScormCommitAnswer,
  type ScormLaunch,
  type ScormSlotQuery,
  type ScormVersion,
} from '@portal/shared';
import type { Database, Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { AppError, notFound } from '@/lib/errors';
import { assertCanLearn } from '@/modules/enrollment/enrollment.policy';
import { lockResult } from '@/modules/enrollment/enrollment.repository';
import { applySlotProgress } from '@/modules/enrollment/progress.service';
import { slotWithMaterial } from '@/modules/enrollment/progress.repository';
import {
  bridgeNonce,
  contentTokenKey,
  SCORM_TOKEN_TTL_SECONDS,
  signScormToken,
} from './scorm-token';
import {
  attemptOf,
  findPackage,
  latestAttempt,
  listAttempts,
  markLaunched,
  materialResultOf,
  openAttempt,
  saveAttempt,
} from './scorm.repository';

/** CMI elements the LMS owns: values a package sends for them are dropped, not stored. */
const LMS_OWNED: Record<ScormVersion, string[]> = {
  '1.2': [
    'cmi.core.student_id',
    'cmi.core.student_name',
    'cmi.core.credit',
    'cmi.core.entry',
    'cmi.core.lesson_mode',
    'cmi.launch_data',
    'cmi.comments_from_lms',
    'cmi.student_data.mastery_score',
    'cmi.student_data.max_time_allowed',
    'cmi.student_data.time_limit_action',
  ],
  '2004': [
    'cmi.learner_id',
    'cmi.learner_name',
    'cmi.credit',
    'cmi.entry',
    'cmi.mode',
    'cmi.launch_data',
    'cmi.completion_threshold',
    'cmi.scaled_passing_score',
    'cmi.max_time_allowed',
    'cmi.time_limit_action',
    'cmi.total_time',
  ],
};

/** The stored CMI without the elements the LMS owns. */
export function learnerCmi(version: ScormVersion, cmi: Record<string, string>) {
  const owned = new Set(LMS_OWNED[version]);
  return Object.fromEntries(Object.entries(cmi).filter(([key]) => !owned.has(key)));
}

/** The LMS-owned values for this learner and attempt (SCORM 1.2 or 2004 names). */
/** The learner fields the LMS values name. */
type ScormLearner = Pick<UserRow, 'id' | 'first_name' | 'last_name'>;

function lmsValues(
  version: ScormVersion,
  user: ScormLearner,
  stored: Record<string, string> | null,
): Record<string, string> {
  const name = [user.last_name, user.first_name].filter(Boolean).join(', ');
  const exit = stored?.[version === '1.2' ? 'cmi.core.exit' : 'cmi.exit'];
  // A new attempt (no row yet, or one opened with no CMI) starts from the beginning.
  const fresh = stored === null || Object.keys(stored).length === 0;
  const entry = fresh ? 'ab-initio' : exit === 'suspend' ? 'resume' : '';
  return version === '1.2'
    ? {
        'cmi.core.student_id': String(user.id),
        'cmi.core.student_name': name,
        'cmi.core.credit': 'credit',
        'cmi.core.entry': entry,
        'cmi.core.lesson_mode': 'normal',
      }
    : {
        'cmi.learner_id': String(user.id),
        'cmi.learner_name': name,
        'cmi.credit': 'credit',
        'cmi.entry': entry,
        'cmi.mode': 'normal',
      };
}

/**
 * The learner's course result and the slot, checked: enrolled (403 not_enrolled otherwise), the
 * slot belongs to the course and holds this SCORM material (404 otherwise).
 */
async function slotOfCourse(
  db: Executor,
  user: UserRow,
  contentId: number,
  where: ScormSlotQuery,
  lock: boolean,
) {
  const course = lock
    ? await lockResult(db, user.id, where.course)
    : await db
        .selectFrom('learning_result')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('content_id', '=', where.course)
        .executeTakeFirst();
  assertCanLearn(course);
  if (!course) throw notFound();
  const slot = await slotWithMaterial(db, where.course, where.slot);
  if (!slot || slot.child_id !== contentId || slot.kind !== 'scorm') throw notFound();
  const pkg = await findPackage(db, contentId);
  if (!pkg) throw notFound();
  return { course, slot, pkg };
}

/** Everything the player needs to start the package: launch address and the stored CMI. */
export async function getLaunch(
  db: Database,
  dataDir: string,
  user: UserRow,
  contentId: number,
  where: ScormSlotQuery,
  language: Language,
): Promise<ScormLaunch> {
  const { pkg } = await slotOfCourse(db, user, contentId, where, false);
  await markLaunched(db, {
    userId: user.id,
    contentId,
    courseId: where.course,
    slotId: where.slot,
  });
  return launchOf(db, dataDir, user, contentId, pkg, language);
}

async function launchOf(
  db: Executor,
  dataDir: string,
  user: UserRow,
  contentId: number,
  pkg: NonNullable<Awaited<ReturnType<typeof findPackage>>>,
  language: Language,
): Promise<ScormLaunch> {
  const attempt = await latestAttempt(db, user.id, contentId);
  const stored = attempt ? learnerCmi(pkg.version, attempt.cmi) : null;
  const material = await materialResultOf(db, user.id, contentId);
  const attemptNo = attempt?.attempt_no ?? 1;
  // The package's files are read through a capability URL: its sandboxed frame sends no cookie.
  const key = await contentTokenKey(dataDir);
  const token = signScormToken(key, {
    contentId,
    userId: user.id,
    attemptNo,
    expires: Math.floor(Date.now() / 1000) + SCORM_TOKEN_TTL_SECONDS,
  });
  return {
    content_id: contentId,
    title: (language === 'th' && pkg.title_th) || pkg.title_en,
    version: pkg.version,
    launch_url: `/media/scorm/t/${token}/${pkg.launch_href}`,
    bridge_nonce: bridgeNonce(key, token),
    attempt_no: attemptNo,
    cmi: { ...(stored ?? {}), ...lmsValues(pkg.version, user, stored) },
    material: material ?? null,
  };
}

/**
 * The CMI a package page starts from (the injected runtime's, see scorm-bridge.ts): the
 * learner's stored CMI of that attempt plus the values the LMS owns.
 */
export async function launchCmi(
  db: Executor,
  user: ScormLearner,
  pkg: NonNullable<Awaited<ReturnType<typeof findPackage>>>,
  attemptNo: number,
): Promise<Record<string, string>> {
  const attempt = await attemptOf(db, user.id, pkg.content_id, attemptNo);
  const stored = attempt ? learnerCmi(pkg.version, attempt.cmi) : null;
  return { ...(stored ?? {}), ...lmsValues(pkg.version, user, stored) };
}

/**
 * Stores a commit of the learner's CMI on their current attempt and records progress on the
 * course slot: any commit starts the material and the course; a commit that says completed
 * (or passed) completes the material, and with it the course when it was the last required
 * slot. One transaction, course result locked first like every progress stamp.
 */
export async function commitCmi(
  db: Database,
  user: UserRow,
  contentId: number,
  where: ScormSlotQuery,
  commit: ScormCommit,
): Promise<ScormCommitAnswer> {
  return db.transaction().execute(async (trx) => {
    const { course, slot, pkg } = await slotOfCourse(trx, user, contentId, where, true);
    const cmi = learnerCmi(pkg.version, commit.cmi);
    const current = await latestAttempt(trx, user.id, contentId);
    // The package's own status counts only inside an attempt this learner launched, played
    // a moment (issue 13 item 8); otherwise the CMI is kept and a later commit may complete.
    const launchedAt = current?.launched_at ?? null;
    const played =
      launchedAt !== null && Date.now() - launchedAt.getTime() >= SCORM_MIN_PLAY_SECONDS * 1000;
    const completed = played && isScormComplete(pkg.version, cmi);
    if (commit.attempt_no !== undefined && commit.attempt_no !== (current?.attempt_no ?? 1))
      throw attemptClosed();
    const attempt = await saveAttempt(trx, {
      userId: user.id,
      contentId,
      attemptNo: current?.attempt_no ?? 1,
      courseId: where.course,
      slotId: where.slot,
      cmi,
      completed,
    });
    const progress = await applySlotProgress(
      trx,
      user.id,
      course,
      slot,
      (material) => ({
        percent: completed ? 100 : material.percent,
        position: material.position_seconds,
        page: material.page,
      }),
      { action: 10 },
    );
    return {
      attempt_no: attempt.attempt_no,
      completed: attempt.completed_at !== null,
      material: {
        id: progress.material.id,
        status: progress.material.status,
        percent: progress.material.percent,
      },
      course: progress.course,
    };
  });
}

const attemptClosed = () =>
  new AppError(409, 'attempt_closed', 'This attempt was closed: a newer attempt has started.');

/**
 * Starts a new attempt: the previous one stays as it was (its completion, and the progress it
 * gave the slot, are kept), the package starts again from the beginning. Only after a first
 * attempt has begun, and at most SCORM_LIMITS.maxAttempts. One transaction, course result locked.
 */
export async function startNewAttempt(
  db: Database,
  dataDir: string,
  user: UserRow,
  contentId: number,
  where: ScormSlotQuery,
  language: Language,
): Promise<ScormLaunch> {
  return db.transaction().execute(async (trx) => {
    const { pkg } = await slotOfCourse(trx, user, contentId, where, true);
    const current = await latestAttempt(trx, user.id, contentId);
    if (!current || Object.keys(current.cmi).length === 0)
      throw new AppError(
        409,
        'attempt_not_started',
        'Start this lesson before beginning a new attempt.',
      );
    if (current.attempt_no >= SCORM_LIMITS.maxAttempts)
      throw new AppError(409, 'attempt_limit', `At most ${SCORM_LIMITS.maxAttempts} attempts.`);
    await openAttempt(trx, {
      userId: user.id,
      contentId,
      attemptNo: current.attempt_no + 1,
      courseId: where.course,
      slotId: where.slot,
    });
    return launchOf(trx, dataDir, user, contentId, pkg, language);
  });
}

/** The score a package reported: cmi.core.score.raw (1.2) or cmi.score.raw (2004). */
function rawScore(cmi: Record<string, string>): number | null {
  const value = cmi['cmi.core.score.raw'] ?? cmi['cmi.score.raw'];
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The learner's attempts on the package of this slot, newest first. */
export async function attemptsOf(
  db: Database,
  user: UserRow,
  contentId: number,
  query: ScormAttemptQuery,
  pageSize: number,
): Promise<{ results: ScormAttempt[]; total: number }> {
  await slotOfCourse(db, user, contentId, query, false);
  const { rows, total } = await listAttempts(
    db,
    user.id,
    contentId,
    pageSize,
    (query.page - 1) * pageSize,
  );
  return {
    total,
    results: rows.map((row) => ({
      attempt_no: row.attempt_no,
      status: row.cmi['cmi.core.lesson_status'] ?? row.cmi['cmi.completion_status'] ?? '',
      score: rawScore(row.cmi),
      completed: row.completed_at !== null,
      datetime_start: row.created_at.toISOString(),
      datetime_update: row.updated_at.toISOString(),
    })),
  };
}
