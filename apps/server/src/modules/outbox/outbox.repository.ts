import type { Executor } from '@/db/database';

/** One page of the kept mail, newest first, matching the search in address or subject. */
export async function outboxPage(
  db: Executor,
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  let base = db.selectFrom('outbox_mail');
  if (search)
    base = base.where((eb) =>
      eb.or([eb('to_email', 'ilike', `%${search}%`), eb('subject', 'ilike', `%${search}%`)]),
    );
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
