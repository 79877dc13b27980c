import type { Executor } from '@/db/database';

/** The user's TOTP row (enabled or waiting for its confirmation). */
export function totpRow(db: Executor, userId: number) {
  return db.selectFrom('user_totp').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Whether the user has two-factor turned on. */
export async function hasTwoFactor(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_totp')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('is_enabled', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new secret waiting for confirmation (replacing one not confirmed yet). */
export async function saveUnconfirmedSecret(
  db: Executor,
  userId: number,
  secretEnc: string,
): Promise<void> {
  await db
    .insertInto('user_totp')
    .values({ user_id: userId, secret_enc: secretEnc, is_enabled: false, last_step: null })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({
          secret_enc: secretEnc,
          is_enabled: false,
          last_step: null,
          enabled_at: null,
        })
        .where('user_totp.is_enabled', '=', false),
    )
    .execute();
}

/**
 * Takes the time step of an accepted code, only if it is later than the last one taken: one
 * statement, so the same code (or an earlier one) never counts twice, even sent at once.
 */
export async function takeStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const row = await db
    .updateTable('user_totp')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', String(step))]))
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function enableTotp(db: Executor, userId: number): Promise<void> {
  await db
    .updateTable('user_totp')
    .set({ is_enabled: true, enabled_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
}

/** Turns two-factor off: the secret and the recovery codes go. */
export async function removeTwoFactor(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('user_recovery_code').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_totp').where('user_id', '=', userId).execute();
}

export async function replaceRecoveryCodes(
  db: Executor,
  userId: number,
  hashes: string[],
): Promise<void> {
  await db.deleteFrom('user_recovery_code').where('user_id', '=', userId).execute();
  await db
    .insertInto('user_recovery_code')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/** Uses a recovery code up, in one statement (single use); false when it is unknown or used. */
export async function useRecoveryCode(
  db: Executor,
  userId: number,
  hash: string,
): Promise<boolean> {
  const row = await db
    .updateTable('user_recovery_code')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function recoveryCodesLeft(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_recovery_code')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many sign-in codes the user was sent since `since` (login_code_user_idx). */
export async function codesSentSince(db: Executor, userId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('login_code')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A new e-mail sign-in code; the user's earlier unused ones stop working. */
export async function saveLoginCode(
  db: Executor,
  userId: number,
  hash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .updateTable('login_code')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('login_code')
    .values({ user_id: userId, code_hash: hash, expires_at: expiresAt })
    .execute();
}

/** Uses an e-mail sign-in code up, in one statement: unexpired, unused, once. */
export async function useLoginCode(
  db: Executor,
  userId: number,
  hash: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('login_code')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
