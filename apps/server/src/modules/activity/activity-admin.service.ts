import type { ActivityInput, AdminActivity, AdminActivityCard, Language } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database, Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { writeAudit } from '@/lib/audit';
import { notFound, validationError } from '@/lib/errors';
import { localized } from '@/lib/language';
import { contentChanged } from '@/lib/moment-cache';
import { contentSearchText } from '@/lib/search-text';
import { activityById, codeTaken, pageActivities } from './activity.repository';

/** Dashboard: activities (content of kind activity) and their checklists. */

export async function listAdminActivities(
  db: Executor,
  window: { limit: number; offset: number },
  language: Language,
): Promise<{ results: AdminActivityCard[]; total: number }> {
  const { rows, total } = await pageActivities(db, window);
  return {
    results: rows.map((r) => ({
      id: r.id,
      code: r.code,
      title: localized({ en: r.title_en, th: r.title_th }, language),
      is_publish: r.is_publish,
      item_count: Number(r.item_count ?? 0),
    })),
    total,
  };
}

export async function getAdminActivity(db: Executor, id: number): Promise<AdminActivity> {
  const activity = await activityById(db, id, false);
  if (!activity) throw notFound();
  const items = await db
    .selectFrom('activity_item')
    .select(['id', 'title_en', 'title_th', 'desc_en', 'desc_th', 'needs_approval'])
    .where('activity_id', '=', id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return {
    id: activity.id,
    code: activity.code,
    title_en: activity.title_en,
    title_th: activity.title_th,
    desc_en: activity.desc_en,
    desc_th: activity.desc_th,
    is_publish: activity.is_publish,
    item_list: items,
  };
}

const contentColumns = (input: ActivityInput) => {
  const row = {
    code: input.code,
    title_en: input.title_en,
    title_th: input.title_th,
    desc_en: input.desc_en,
    desc_th: input.desc_th,
  };
  return { ...row, is_publish: input.is_publish, search_text: contentSearchText(row) };
};

/** Replaces the checklist: items with an id of this activity are kept and changed, the rest new. */
async function writeItems(trx: Executor, activityId: number, input: ActivityInput) {
  const keep = input.item_list.flatMap((item) => (item.id === undefined ? [] : [item.id]));
  await trx
    .deleteFrom('activity_item')
    .where('activity_id', '=', activityId)
    .$if(keep.length > 0, (q) => q.where('id', 'not in', keep))
    .execute();
  for (const [sort, item] of input.item_list.entries()) {
    const values = {
      title_en: item.title_en,
      title_th: item.title_th,
      desc_en: item.desc_en,
      desc_th: item.desc_th,
      needs_approval: item.needs_approval,
      sort,
    };
    if (item.id !== undefined) {
      const updated = await trx
        .updateTable('activity_item')
        .set(values)
        .where('id', '=', item.id)
        .where('activity_id', '=', activityId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0)
        throw validationError({ [`item_list.${sort}.id`]: ['invalid_choice'] });
    } else
      await trx
        .insertInto('activity_item')
        .values({ ...values, activity_id: activityId })
        .execute();
  }
}

/** Creates or updates an activity with its checklist: one transaction, audited. */
export async function saveActivity(
  db: Database,
  request: FastifyRequest,
  admin: UserRow,
  id: number | null,
  input: ActivityInput,
): Promise<number> {
  const saved = await db.transaction().execute(async (trx) => {
    if (await codeTaken(trx, input.code, id)) throw validationError({ code: ['code_exists'] });
    let activityId: number;
    if (id === null) {
      const row = await trx
        .insertInto('content')
        .values({ kind: 'activity', ...contentColumns(input) })
        .returning('id')
        .executeTakeFirstOrThrow();
      activityId = row.id;
    } else {
      const row = await trx
        .updateTable('content')
        .set({ ...contentColumns(input), updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('kind', '=', 'activity')
        .returning('id')
        .executeTakeFirst();
      if (!row) throw notFound();
      activityId = row.id;
    }
    await writeItems(trx, activityId, input);
    await writeAudit(
      trx,
      request,
      admin.id,
      id === null ? 'create' : 'update',
      'activity',
      activityId,
      input,
    );
    return activityId;
  });
  contentChanged();
  return saved;
}
