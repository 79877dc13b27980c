import type { ProgramLearnerProgress } from '@portal/shared';
import type { Executor } from '@/db/database';
import { notFound } from '@/lib/errors';
import type { ContainerKind } from '@/modules/content-tree/kinds';
import { editOutline } from '@/modules/content-tree/outline.repository';

/**
 * One learner's progress on a program, step by step (issue 15): the program's outline with the
 * learner's own result on what each step holds. A learner without a result on the program (or a
 * program of another kind) is a 404. Three reads whatever the number of steps.
 */
export async function programLearnerProgress(
  db: Executor,
  kind: ContainerKind,
  programId: number,
  userId: number,
): Promise<ProgramLearnerProgress> {
  const found = await db
    .selectFrom('learning_result as r')
    .innerJoin('content as c', 'c.id', 'r.content_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.status',
      'r.percent',
      'c.kind',
      'c.title_en',
      'c.title_th',
      'u.email',
      'u.first_name',
      'u.last_name',
    ])
    .where('r.content_id', '=', programId)
    .where('r.user_id', '=', userId)
    .where('c.kind', '=', kind.kind)
    .executeTakeFirst();
  if (!found) throw notFound();
  const sections = await editOutline(db, programId);
  const childIds = sections.flatMap((s) => s.slot_list.map((x) => x.child_id));
  const results =
    childIds.length === 0
      ? []
      : await db
          .selectFrom('learning_result')
          .select(['content_id', 'status', 'percent'])
          .where('user_id', '=', userId)
          .where('content_id', 'in', childIds)
          .execute();
  const byChild = new Map(results.map((r) => [r.content_id, r]));
  return {
    program: {
      id: programId,
      kind: found.kind,
      title_en: found.title_en,
      title_th: found.title_th,
    },
    user: {
      id: userId,
      email: found.email,
      first_name: found.first_name,
      last_name: found.last_name,
    },
    result: { id: found.id, status: found.status, percent: found.percent },
    section_list: sections.map(({ slot_list, ...section }) => ({
      ...section,
      slot_list: slot_list.map((step) => ({
        ...step,
        status: byChild.get(step.child_id)?.status ?? null,
        percent: byChild.get(step.child_id)?.percent ?? 0,
      })),
    })),
  };
}
