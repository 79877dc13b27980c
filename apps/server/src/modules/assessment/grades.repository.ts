import type { Executor } from '@/db/database';
import { pageRows } from '@/lib/paging';

/**
 * A page of the learner's submitted test attempts, newest first, with their test
 * (test_attempt_user_submitted_idx: user, submitted_at desc, id desc).
 */
export function gradesPage(
  db: Executor,
  userId: number,
  window: { limit: number; offset: number },
) {
  const query = db
    .selectFrom('test_attempt as a')
    .innerJoin('test as t', 't.content_id', 'a.test_id')
    .innerJoin('content as c', 'c.id', 'a.test_id')
    .where('a.user_id', '=', userId)
    .where('a.submitted_at', 'is not', null)
    .select([
      'a.id',
      'a.test_id',
      'a.attempt_no',
      'a.status',
      'a.score',
      'a.max_score',
      'a.submitted_at',
      't.pass_percent',
      'c.code',
      'c.title_en',
      'c.title_th',
    ])
    .orderBy('a.submitted_at', 'desc')
    .orderBy('a.id', 'desc');
  return pageRows(db, query, window);
}
