import type { Executor } from '@/db/database';
import type { SsoProviderRow } from '@/db/types';

/** The SQL of identity providers, their sign-in flows, consumed assertions and linked subjects. */

export function providerById(db: Executor, id: number): Promise<SsoProviderRow | undefined> {
  return db.selectFrom('sso_provider').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function providerPage(db: Executor, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('sso_provider')
      .selectAll()
      .orderBy('sort')
      .orderBy('id')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('sso_provider')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function enabledProviders(db: Executor) {
  return db
    .selectFrom('sso_provider')
    .select(['id', 'kind', 'name', 'label_en', 'label_th', 'settings', 'is_password_login_allowed'])
    .where('is_enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .limit(50)
    .execute();
}

export interface FlowRow {
  id: string;
  provider_id: number;
  project: 'webfront' | 'dashboard';
  next: string;
  nonce: string | null;
  code_verifier: string | null;
  browser_hash: string | null;
  expires_at: Date;
}

export async function insertFlow(db: Executor, flow: FlowRow): Promise<void> {
  await db.deleteFrom('sso_flow').where('expires_at', '<', new Date()).execute();
  await db.insertInto('sso_flow').values(flow).execute();
}

/** Takes a flow once: it is deleted as it is read, so a second use finds nothing. */
export function takeFlow(
  db: Executor,
  id: string,
  providerId: number,
): Promise<FlowRow | undefined> {
  return db
    .deleteFrom('sso_flow')
    .where('id', '=', id)
    .where('provider_id', '=', providerId)
    .returningAll()
    .executeTakeFirst();
}

export function peekFlow(db: Executor, id: string): Promise<FlowRow | undefined> {
  return db.selectFrom('sso_flow').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Records an assertion id; false when it was consumed before (a replay). */
export async function consumeAssertion(
  db: Executor,
  providerId: number,
  assertionId: string,
  expiresAt: Date,
): Promise<boolean> {
  await db.deleteFrom('sso_assertion').where('expires_at', '<', new Date()).execute();
  const row = await db
    .insertInto('sso_assertion')
    .values({ provider_id: providerId, assertion_id: assertionId, expires_at: expiresAt })
    .onConflict((oc) => oc.doNothing())
    .returning('assertion_id')
    .executeTakeFirst();
  return row !== undefined;
}

export function identityUser(db: Executor, providerId: number, subject: string) {
  return db
    .selectFrom('sso_identity')
    .innerJoin('users', 'users.id', 'sso_identity.user_id')
    .selectAll('users')
    .where('sso_identity.provider_id', '=', providerId)
    .where('sso_identity.subject', '=', subject)
    .executeTakeFirst();
}

export async function linkIdentity(
  db: Executor,
  providerId: number,
  subject: string,
  userId: number,
): Promise<void> {
  await db
    .insertInto('sso_identity')
    .values({ provider_id: providerId, subject, user_id: userId })
    .onConflict((oc) => oc.columns(['provider_id', 'subject']).doUpdateSet({ user_id: userId }))
    .execute();
}

/** Whether a provider that forbids password login has this user signed in through it. */
export async function passwordLoginForbidden(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('sso_identity')
    .innerJoin('sso_provider', 'sso_provider.id', 'sso_identity.provider_id')
    .select('sso_identity.provider_id')
    .where('sso_identity.user_id', '=', userId)
    .where('sso_provider.is_enabled', '=', true)
    .where('sso_provider.is_password_login_allowed', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}
