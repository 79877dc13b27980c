import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { writeAudit } from '@/lib/audit';

type AuditAction = Parameters<typeof writeAudit>[3];
import { touch } from '@/lib/settings/settings';
import { deleteAuthored, setAuthoredPublished, type AuthoredKind } from './authoring-admin';

/** How the editor stores one kind of authored content (a test or a survey). */
export interface AuthoredStore<I> {
  kind: AuthoredKind;
  create(db: Executor, input: I): Promise<number>;
  update(db: Executor, id: number, input: I): Promise<void>;
}

/**
 * One write of the test and survey editor: the change, its audit row and the front's
 * update stamp in one transaction. Answers what `change` answers.
 */
async function authoredWrite<T>(
  db: Database,
  request: FastifyRequest,
  actor: UserRow,
  kind: AuthoredKind,
  change: (
    trx: Executor,
  ) => Promise<{ action: AuditAction; id: number; logged: unknown; result: T }>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const { action, id, logged, result } = await change(trx);
    await writeAudit(trx, request, actor.id, action, kind, id, logged);
    await touch(trx, 'home_menu');
    return result;
  });
}

/** Creates a test or survey from its whole document; answers its id. */
export function createAuthored<I>(
  db: Database,
  request: FastifyRequest,
  actor: UserRow,
  store: AuthoredStore<I>,
  input: I,
): Promise<number> {
  return authoredWrite(db, request, actor, store.kind, async (trx) => {
    const id = await store.create(trx, input);
    return { action: 'create', id, logged: input, result: id };
  });
}

/** Replaces a test's or survey's document (the store keeps what learners' answers need). */
export function updateAuthored<I>(
  db: Database,
  request: FastifyRequest,
  actor: UserRow,
  store: AuthoredStore<I>,
  id: number,
  input: I,
): Promise<void> {
  return authoredWrite(db, request, actor, store.kind, async (trx) => {
    await store.update(trx, id, input);
    return { action: 'update', id, logged: input, result: undefined };
  });
}

/** Publishes or unpublishes a test or survey. */
export function publishAuthored(
  db: Database,
  request: FastifyRequest,
  actor: UserRow,
  kind: AuthoredKind,
  id: number,
  publish: boolean,
): Promise<void> {
  return authoredWrite(db, request, actor, kind, async (trx) => {
    await setAuthoredPublished(trx, kind, id, publish);
    return { action: publish ? 'publish' : 'unpublish', id, logged: {}, result: undefined };
  });
}

/** Deletes a test or survey (424 while a course or a learner uses it). */
export function removeAuthored(
  db: Database,
  request: FastifyRequest,
  actor: UserRow,
  kind: AuthoredKind,
  id: number,
): Promise<void> {
  return authoredWrite(db, request, actor, kind, async (trx) => {
    await deleteAuthored(trx, kind, id);
    return { action: 'delete', id, logged: {}, result: undefined };
  });
}
