import type { FastifyRequest } from 'fastify';
import {
  LinkedServiceInputSchema,
  type LinkedServiceAdmin,
  type LinkedServiceInput,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import type { LinkedServiceTable } from '@/db/types';
import type { Selectable } from 'kysely';
import { writeAudit } from '@/lib/audit';
import { notFound, validationError } from '@/lib/errors';
import { groupsOf, setGroups } from './linked-service.repository';

type ServiceRow = Selectable<LinkedServiceTable>;

/** Rows as the dashboard shows them, with their groups (one statement for all). */
export async function toAdmin(db: Executor, rows: ServiceRow[]): Promise<LinkedServiceAdmin[]> {
  const groups = await groupsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    service_code: r.service_code,
    name_en: r.name_en,
    name_th: r.name_th,
    url: r.url,
    is_new_tab: r.is_new_tab,
    is_active: r.is_active,
    sort: r.sort,
    groups: groups.get(r.id) ?? [],
  }));
}

async function assertValid(
  db: Executor,
  form: ReturnType<typeof LinkedServiceInputSchema.parse>,
  id?: number,
) {
  const taken = await db
    .selectFrom('linked_service')
    .select('id')
    .where('service_code', '=', form.service_code)
    .$if(id !== undefined, (qb) => qb.where('id', '<>', id ?? 0))
    .executeTakeFirst();
  if (taken) throw validationError({ service_code: ['already_exists'] });
  const groupIds = [...new Set(form.group_ids)];
  if (groupIds.length === 0) return groupIds;
  const found = await db
    .selectFrom('auth_group')
    .select('id')
    .where('id', 'in', groupIds)
    .execute();
  if (found.length !== groupIds.length) throw validationError({ group_ids: ['does_not_exist'] });
  return groupIds;
}

/**
 * Creates (no `id`) or replaces a linked service with its groups, in one transaction with its
 * audit row; answers it as the dashboard shows it. The service_code is unique.
 */
export async function saveLinkedService(
  ctx: AppContext,
  request: FastifyRequest,
  actorId: number,
  input: LinkedServiceInput,
  id?: number,
): Promise<LinkedServiceAdmin> {
  const form = LinkedServiceInputSchema.parse(input);
  return ctx.db.transaction().execute(async (trx) => {
    const groupIds = await assertValid(trx, form, id);
    const values = {
      service_code: form.service_code,
      name_en: form.name_en,
      name_th: form.name_th,
      url: form.url,
      is_new_tab: form.is_new_tab,
      is_active: form.is_active,
      sort: form.sort,
      updated_at: new Date(),
    };
    const row =
      id === undefined
        ? await trx
            .insertInto('linked_service')
            .values(values)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable('linked_service')
            .set(values)
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirst();
    if (!row) throw notFound();
    await setGroups(trx, row.id, groupIds);
    await writeAudit(
      trx,
      request,
      actorId,
      id === undefined ? 'create' : 'update',
      'linked_service',
      row.id,
      {
        ...form,
        group_ids: groupIds,
      },
    );
    const [admin] = await toAdmin(trx, [row]);
    if (!admin) throw notFound();
    return admin;
  });
}

/** One service for the dashboard's edit form. */
export async function linkedServiceForEdit(
  ctx: AppContext,
  id: number,
): Promise<LinkedServiceAdmin> {
  const row = await ctx.db
    .selectFrom('linked_service')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  const [admin] = await toAdmin(ctx.db, [row]);
  if (!admin) throw notFound();
  return admin;
}

/** Deletes a service (its groups and tickets with it), with the audit row. */
export async function deleteLinkedService(
  ctx: AppContext,
  request: FastifyRequest,
  actorId: number,
  id: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('linked_service')
      .where('id', '=', id)
      .returning(['id', 'service_code'])
      .executeTakeFirst();
    if (!row) throw notFound();
    await writeAudit(trx, request, actorId, 'delete', 'linked_service', id, {
      service_code: row.service_code,
    });
  });
}
