import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '@/db/database';

/** The administrator behind the request's login-as session, for every row written meanwhile. */
const loginAsActor = new AsyncLocalStorage<number>();

/**
 * Runs `next` (the rest of a request) with the login-as administrator remembered, so every
 * audit row it writes says "actor X as Y": actor_id the signed-in user Y, login_as_actor_id X.
 */
export function runAsLoginAs(actorId: number, next: () => void): void {
  loginAsActor.run(actorId, next);
}

/** One audit_log row: who did what to which row, with what input, from which address. */
export interface AuditEntry {
  /** The acting user (the learner themself for their own password reset); null: the portal's own scheduled job. */
  actorId: number | null;
  action: string;
  entity: string;
  /** The row's id, or another key (a setting's name, 'default' for the default template). */
  entityId: number | string;
  /** Stored as JSON; nothing given stores {}. */
  data?: unknown;
  /** The request's address; none stores NULL. */
  ip?: string | null;
  /** The administrator acting as actorId by login-as, when the request's session does not say it. */
  loginAsActorId?: number;
}

/** Writes one audit_log row. Every audit row goes through here (the architecture test checks). */
export async function insertAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      data: JSON.stringify(entry.data ?? {}),
      ip: entry.ip ?? null,
      login_as_actor_id: entry.loginAsActorId ?? loginAsActor.getStore() ?? null,
    })
    .execute();
}

/** One audit_log row for a dashboard change: who, what, which row, with the input given. */
export async function writeAudit(
  db: Executor,
  request: FastifyRequest,
  actorId: number,
  action: 'create' | 'update' | 'delete' | 'publish' | 'unpublish' | 'move' | 'clone',
  entity: string,
  entityId: number,
  data: unknown,
): Promise<void> {
  await insertAudit(db, {
    actorId,
    action: `${action}_${entity}`,
    entity,
    entityId,
    data,
    ip: request.ip,
  });
}
