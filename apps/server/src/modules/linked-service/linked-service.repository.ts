import type { Executor } from '@/db/database';

/**
 * Services a user may see: active, and either open to everyone (no group) or shared with a
 * group the user is in; in the dashboard's order (linked_service_list_idx).
 */
export function visibleServicesQuery(db: Executor, userId: number) {
  return db
    .selectFrom('linked_service as s')
    .select(['s.id', 's.service_code', 's.name_en', 's.name_th', 's.url', 's.is_new_tab'])
    .where('s.is_active', '=', true)
    .where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb
              .selectFrom('linked_service_group as g')
              .select('g.service_id')
              .whereRef('g.service_id', '=', 's.id'),
          ),
        ),
        eb.exists(
          eb
            .selectFrom('linked_service_group as g')
            .innerJoin('user_group as ug', 'ug.group_id', 'g.group_id')
            .select('g.service_id')
            .whereRef('g.service_id', '=', 's.id')
            .where('ug.user_id', '=', userId),
        ),
      ]),
    )
    .orderBy('s.sort')
    .orderBy('s.id');
}

/** Every service, for the dashboard, in its order. */
export function allServicesQuery(db: Executor, search?: string) {
  return db
    .selectFrom('linked_service')
    .selectAll()
    .$if(Boolean(search), (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('service_code', 'ilike', `%${search ?? ''}%`),
          eb('name_en', 'ilike', `%${search ?? ''}%`),
          eb('name_th', 'ilike', `%${search ?? ''}%`),
        ]),
      ),
    )
    .orderBy('sort')
    .orderBy('id');
}

/** The groups of some services, in one statement. */
export async function groupsOf(db: Executor, serviceIds: number[]) {
  if (serviceIds.length === 0) return new Map<number, { id: number; name: string }[]>();
  const rows = await db
    .selectFrom('linked_service_group as g')
    .innerJoin('auth_group as a', 'a.id', 'g.group_id')
    .select(['g.service_id', 'a.id', 'a.name'])
    .where('g.service_id', 'in', serviceIds)
    .orderBy('a.name')
    .execute();
  const map = new Map<number, { id: number; name: string }[]>();
  for (const row of rows) {
    const list = map.get(row.service_id) ?? [];
    list.push({ id: row.id, name: row.name });
    map.set(row.service_id, list);
  }
  return map;
}

/** Replaces a service's groups. */
export async function setGroups(db: Executor, serviceId: number, groupIds: number[]) {
  await db.deleteFrom('linked_service_group').where('service_id', '=', serviceId).execute();
  if (groupIds.length > 0)
    await db
      .insertInto('linked_service_group')
      .values(groupIds.map((group_id) => ({ service_id: serviceId, group_id })))
      .execute();
}
