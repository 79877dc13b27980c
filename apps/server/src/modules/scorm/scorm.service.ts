import {
  isScormComplete,
  type Language,
  type ScormCommit,
  type ScormCommitAnswer,
  type ScormLaunch,
  type ScormSlotQuery,
  type ScormVersion,
} from '@portal/shared';
import type { Database, Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { notFound } from '@/lib/errors';
import { assertCanLearn } from '@/modules/enrollment/enrollment.policy';
import { lockResult } from '@/modules/enrollment/enrollment.repository';
import { applySlotProgress } from '@/modules/enrollment/progress.service';
import { slotWithMaterial } from '@/modules/enrollment/progress.repository';
import { findPackage, latestAttempt, materialResultOf, saveAttempt } from './scorm.repository';

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
function lmsValues(
  version: ScormVersion,
  user: UserRow,
  stored: Record<string, string> | null,
): Record<string, string> {
  const name = [user.last_name, user.first_name].filter(Boolean).join(', ');
  const exit = stored?.[version === '1.2' ? 'cmi.core.exit' : 'cmi.exit'];
  const entry = stored === null ? 'ab-initio' : exit === 'suspend' ? 'resume' : '';
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
  user: UserRow,
  contentId: number,
  where: ScormSlotQuery,
  language: Language,
): Promise<ScormLaunch> {
  const { pkg } = await slotOfCourse(db, user, contentId, where, false);
  const attempt = await latestAttempt(db, user.id, contentId);
  const stored = attempt ? learnerCmi(pkg.version, attempt.cmi) : null;
  const material = await materialResultOf(db, user.id, contentId);
  return {
    content_id: contentId,
    title: (language === 'th' && pkg.title_th) || pkg.title_en,
    version: pkg.version,
    launch_url: `/media/scorm/${contentId}/${pkg.launch_href}`,
    attempt_no: attempt?.attempt_no ?? 1,
    cmi: { ...(stored ?? {}), ...lmsValues(pkg.version, user, stored) },
    material: material ?? null,
  };
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
    const completed = isScormComplete(pkg.version, cmi);
    const current = await latestAttempt(trx, user.id, contentId);
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
