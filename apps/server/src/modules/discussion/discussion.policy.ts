import {
  DASHBOARD_PERMISSION,
  DISCUSSION_MATERIAL_KINDS,
  LEARNING_STATUSES,
  REENROLLABLE_STATUSES,
  type DiscussionPostRefusal,
} from '@portal/shared';
import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { AppError, noPermission, notFound } from '@/lib/errors';
import { hasPermission } from '@/lib/permission';
import { publishedNow } from '@/lib/published';
import { assertCanSeeMaterial } from '@/modules/material/material.policy';
import { findMaterial } from '@/modules/material/material.repository';

/** Where a discussion lives: a course's discussion tab, or a standalone video/audio's. */
export type DiscussionScope = 'course' | 'material';

/** What the viewer may do on one content's discussion. */
export interface DiscussionAccess {
  contentId: number;
  canPost: boolean;
  canModerate: boolean;
  /** Why the viewer may not post (null when they may). */
  refusal: DiscussionPostRefusal | null;
}

const REFUSAL_TEXT: Record<DiscussionPostRefusal, string> = {
  discussion_not_enrolled: 'Enrol in this course to join its discussion.',
  discussion_enrolment_waiting: 'Your enrolment is still waiting; you can post once it starts.',
  discussion_enrolment_ended: 'Your enrolment in this course has ended.',
};

export const discussionNotEnrolled = (code: DiscussionPostRefusal = 'discussion_not_enrolled') =>
  new AppError(403, code, REFUSAL_TEXT[code]);

/** Waiting for approval, a seat, a form or a content request. */
const WAITING_STATUSES: readonly number[] = [1, 2, 3, 5];

/** Why a learner's result (or none) on a course does not let them post. */
function refusalOf(status: number | null): DiscussionPostRefusal | null {
  if (status !== null && LEARNING_STATUSES.includes(status)) return null;
  if (status === null || REENROLLABLE_STATUSES.includes(status)) return 'discussion_not_enrolled';
  if (WAITING_STATUSES.includes(status)) return 'discussion_enrolment_waiting';
  return 'discussion_enrolment_ended';
}

/** Moderators: dashboard users who manage content may hide and delete any post. */
export async function isModerator(db: Executor, user: UserRow): Promise<boolean> {
  return (
    (await hasPermission(db, user, DASHBOARD_PERMISSION)) &&
    (await hasPermission(db, user, 'dashboard_manage_content'))
  );
}

async function courseAccess(db: Executor, user: UserRow, id: number, canModerate: boolean) {
  const course = await db
    .selectFrom('content as c')
    .leftJoin('learning_result as r', (join) =>
      join.onRef('r.content_id', '=', 'c.id').on('r.user_id', '=', user.id),
    )
    .select((eb) => ['c.id', 'r.status', publishedNow(eb).as('is_published_now')])
    .where('c.id', '=', id)
    .where('c.kind', '=', 'course')
    .executeTakeFirst();
  // As the course page: published now, or a learner who holds a result on it.
  if (!course || (!course.is_published_now && course.status === null && !canModerate))
    throw notFound();
  const refusal = canModerate ? null : refusalOf(course.status);
  return { contentId: id, canPost: refusal === null, canModerate, refusal };
}

async function materialAccess(db: Executor, user: UserRow, id: number, canModerate: boolean) {
  const material = await findMaterial(db, id);
  if (!material || !(DISCUSSION_MATERIAL_KINDS as readonly string[]).includes(material.kind))
    throw notFound();
  if (!canModerate) await assertCanSeeMaterial(db, user, material);
  return { contentId: id, canPost: true, canModerate, refusal: null };
}

/**
 * Whether the viewer may read a content's discussion (404 when there is no such course or
 * video/audio, 403 when the material is not theirs to see), and whether they may write in it:
 * a course needs an enrolment (or a moderator), a standalone material only that it is visible.
 */
export async function discussionAccess(
  db: Executor,
  user: UserRow,
  scope: DiscussionScope,
  contentId: number,
): Promise<DiscussionAccess> {
  const canModerate = await isModerator(db, user);
  return scope === 'course'
    ? courseAccess(db, user, contentId, canModerate)
    : materialAccess(db, user, contentId, canModerate);
}

/** The scope a stored post's content belongs to. */
export async function scopeOf(db: Executor, contentId: number): Promise<DiscussionScope> {
  const row = await db
    .selectFrom('content')
    .select('kind')
    .where('id', '=', contentId)
    .executeTakeFirstOrThrow();
  return row.kind === 'course' ? 'course' : 'material';
}

export function assertCanPost(access: DiscussionAccess): void {
  if (!access.canPost) throw discussionNotEnrolled(access.refusal ?? undefined);
}

/** Only the author edits their words; the author or a moderator deletes. */
export function assertCanChange(
  post: { user_id: number },
  user: UserRow,
  access: DiscussionAccess,
  action: 'edit' | 'delete',
): void {
  if (post.user_id === user.id) return;
  if (action === 'delete' && access.canModerate) return;
  throw noPermission();
}
