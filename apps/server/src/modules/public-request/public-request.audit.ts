import type { FastifyRequest } from 'fastify';
import type { Executor } from '@/db/database';
import { insertAudit } from '@/lib/audit';

/** One audit_log row per change of a request. */
export async function auditRequest(
  db: Executor,
  request: FastifyRequest,
  actorId: number,
  action: string,
  id: number,
  data: unknown,
) {
  await insertAudit(db, {
    actorId,
    action: `${action}_public_request`,
    entity: 'public_request',
    entityId: id,
    data,
    ip: request.ip,
  });
}
