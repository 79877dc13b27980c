import type { AppContext } from '@/context';
import type { UserRow } from '@/db/types';

/**
 * Checks another module adds to the password sign-in (the dependency inverted: account knows no
 * module that fills it). Each runs after the right password, before the session starts, and
 * refuses by throwing an AppError; e.g. sso: a user of a provider that forbids password login.
 */
export type PasswordLoginGuard = (ctx: AppContext, user: UserRow) => Promise<void>;

const guards: PasswordLoginGuard[] = [];

export function addPasswordLoginGuard(guard: PasswordLoginGuard): void {
  if (!guards.includes(guard)) guards.push(guard);
}

export async function runPasswordLoginGuards(ctx: AppContext, user: UserRow): Promise<void> {
  for (const guard of guards) await guard(ctx, user);
}
