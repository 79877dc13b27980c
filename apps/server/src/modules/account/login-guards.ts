import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
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

/**
 * Where the browser goes after signing out, asked of another module before the session ends
 * (sso: the IdP's single logout URL for a SAML sign-in). The first answer wins; none: nowhere.
 */
export type LogoutRedirect = (
  ctx: AppContext,
  request: FastifyRequest,
  project: 'webfront' | 'dashboard',
) => Promise<string | null>;

const logoutRedirects: LogoutRedirect[] = [];

export function addLogoutRedirect(redirect: LogoutRedirect): void {
  if (!logoutRedirects.includes(redirect)) logoutRedirects.push(redirect);
}

/** GET account/logout/'s answer (SPEC: `{}`; `redirect` only after a SAML sign-in). */
export const LogoutAnswerSchema = z.object({ redirect: z.string().optional() });

/** The logout answer: `{ redirect }` when a module sends the browser on (e.g. SAML logout). */
export async function logoutAnswer(
  ctx: AppContext,
  request: FastifyRequest,
  project: 'webfront' | 'dashboard',
): Promise<{ redirect?: string }> {
  for (const ask of logoutRedirects) {
    const redirect = await ask(ctx, request, project);
    if (redirect) return { redirect };
  }
  return {};
}
