import { PROGRESS_STATUS, type PublicLearningProgress } from '@portal/shared';
import type { Database } from '@/db/database';
import type { LearningResultRow, UserRow } from '@/db/types';
import { notFound } from '@/lib/errors';
import { changeStatus, createResult } from '@/modules/enrollment/status';
import { ownResult, readableItem } from './public-learning.repository';

/**
 * Records a signed-in learner's progress on a public learning item through the status function:
 * the first visit creates the result (not started) and starts it (21); `complete` takes it on
 * to completed (30). Repeating a step changes nothing. Only a readable item (published, from a
 * published provider) takes progress.
 */
export async function recordPublicProgress(
  db: Database,
  user: UserRow,
  id: number,
  body: PublicLearningProgress,
): Promise<LearningResultRow> {
  return db.transaction().execute(async (trx) => {
    if (!(await readableItem(trx, id))) throw notFound();
    let result =
      (await ownResult(trx, user.id, id)) ??
      (await createResult(trx, {
        userId: user.id,
        contentId: id,
        status: PROGRESS_STATUS.not_start,
        actor: user.id,
        kind: 'learner',
        reason: 'public_learning_opened',
      }));
    const step = (to: 21 | 30) =>
      changeStatus(trx, { resultId: result.id, to, actor: user.id, kind: 'learner' });
    if (result.status === PROGRESS_STATUS.not_start || result.status === PROGRESS_STATUS.re_submit)
      result = await step(PROGRESS_STATUS.in_progress);
    if (body.action === 'complete' && result.status === PROGRESS_STATUS.in_progress)
      result = await step(PROGRESS_STATUS.completed);
    return result;
  });
}
