import type { FastifyRequest } from 'fastify';
import type { Executor } from '@/db/database';

/** One audit_log row for a dashboard change: who, what, which row, with the input given. */
export async function writeAudit(
  db: Executor,
  request: FastifyRequest,
  actorId: number,
  action: 'create' | 'update' | 'delete' | 'publish' | 'unpublish' | 'move',
  entity: string,
  entityId: number,
  data: unknown,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: actorId,
      action: `${action}_${entity}`,
      entity,
      entity_id: String(entityId),
      data: JSON.stringify(data ?? {}),
      ip: request.ip,
    })
    .execute();
}
