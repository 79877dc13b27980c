import { sql } from 'kysely';
import type { Executor } from '@/db/database';

/** Learners' results for the dashboard, newest change first, with user and content. */
export async function listResults(
  db: Executor,
  q: { content?: number; user?: number; status?: number },
  limit: number,
  offset: number,
) {
  const base = db
    .selectFrom('learning_result as r')
    .innerJoin('content as c', 'c.id', 'r.content_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .$if(q.content !== undefined, (b) => b.where('r.content_id', '=', q.content ?? 0))
    .$if(q.user !== undefined, (b) => b.where('r.user_id', '=', q.user ?? 0))
    .$if(q.status !== undefined, (b) => b.where('r.status', '=', q.status ?? 0));
  const [rows, count] = await Promise.all([
    base
      .selectAll('r')
      .select([
        'u.email',
        'u.first_name',
        'u.last_name',
        'c.kind',
        'c.code',
        'c.title_en',
        'c.title_th',
      ])
      .orderBy('r.updated_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}
