import { sql } from 'kysely';
import type { Executor } from '@/db/database';

/** A flash-card set: its content row, its maker and its approval request, if any. */
export async function findSet(db: Executor, id: number) {
  return db
    .selectFrom('content as c')
    .leftJoin('flash_card_set as s', 's.content_id', 'c.id')
    .leftJoin('material_request as r', 'r.content_id', 'c.id')
    .select([
      'c.id',
      'c.title_en',
      'c.title_th',
      'c.desc_en',
      'c.desc_th',
      'c.is_publish',
      'c.category_id',
      's.owner_id',
      'r.status as request_status',
      'r.reason as request_reason',
    ])
    .where('c.id', '=', id)
    .where('c.kind', '=', 'flash_card')
    .executeTakeFirst();
}
export type FlashCardSetRow = NonNullable<Awaited<ReturnType<typeof findSet>>>;

/** The set's cards in order, with the learner's Leitner box for each (none yet: null). */
export async function cardsWithBoxes(db: Executor, setId: number, userId: number) {
  return db
    .selectFrom('flash_card as f')
    .leftJoin('flash_card_box as b', (join) =>
      join.onRef('b.card_id', '=', 'f.id').on('b.user_id', '=', userId),
    )
    .select([
      'f.id',
      'f.front_en',
      'f.front_th',
      'f.back_en',
      'f.back_th',
      'f.image',
      'b.box',
      'b.due_at',
    ])
    .where('f.content_id', '=', setId)
    .orderBy('f.sort')
    .orderBy('f.id')
    .execute();
}

/** The learner's box for one card of a set, the card held so two answers apply in turn. */
export async function lockCardBox(db: Executor, setId: number, cardId: number, userId: number) {
  return db
    .selectFrom('flash_card as f')
    .leftJoin('flash_card_box as b', (join) =>
      join.onRef('b.card_id', '=', 'f.id').on('b.user_id', '=', userId),
    )
    .select(['f.id', 'b.box'])
    .where('f.id', '=', cardId)
    .where('f.content_id', '=', setId)
    .forNoKeyUpdate('f')
    .executeTakeFirst();
}

/** One page of the sets a learner made, newest change first. */
export async function mySets(
  db: Executor,
  userId: number,
  window: { limit: number; offset: number },
) {
  const query = db.selectFrom('flash_card_set as s').where('s.owner_id', '=', userId);
  const [rows, count] = await Promise.all([
    query
      .innerJoin('content as c', 'c.id', 's.content_id')
      .leftJoin('material_request as r', 'r.content_id', 's.content_id')
      .select([
        'c.id',
        'c.title_en',
        'c.title_th',
        'c.is_publish',
        's.updated_at',
        'r.status as request_status',
        'r.reason as request_reason',
        sql<string>`(SELECT count(*) FROM flash_card f WHERE f.content_id = s.content_id)`.as(
          'card_count',
        ),
      ])
      .orderBy('s.updated_at', 'desc')
      .orderBy('s.content_id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
