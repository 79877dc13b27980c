import { checkConditions, type RegisterInput } from '@portal/shared';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { hashPassword } from '@/lib/crypto';
import { validationError } from '@/lib/errors';

/** Refuses a password that fails any enabled condition of config 'password-condition'. */
export async function assertPasswordConditions(
  ctx: AppContext,
  password: string,
  field = 'password',
): Promise<void> {
  const result = checkConditions(password, await ctx.settings.get('password-condition'));
  if (!result.ok && result.messageKey) {
    throw validationError({
      [field]: [result.messageKey, ...result.failed.map((kind) => `password_needs_${kind}`)],
    });
  }
}

/** Creates a learner account; the email must be new. */
export async function registerUser(
  db: Executor,
  ctx: AppContext,
  input: RegisterInput,
): Promise<UserRow> {
  await assertPasswordConditions(ctx, input.password);
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', input.email.toLowerCase()))
    .executeTakeFirst();
  if (taken) throw validationError({ email: ['email_already_exists'] });
  const language = (await ctx.settings.get('config-default-language')) === 1 ? 'th' : 'en';
  const inserted = db
    .insertInto('users')
    .values({
      email: input.email,
      password_hash: await hashPassword(input.password),
      first_name: input.first_name,
      last_name: input.last_name,
      language,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  try {
    return await inserted;
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if ((error as { code?: string }).code === '23505')
      throw validationError({ email: ['email_already_exists'] });
    throw error;
  }
}
