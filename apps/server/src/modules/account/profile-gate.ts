import type { FastifyInstance } from 'fastify';
import { AppError } from '@/lib/errors';

/**
 * Routes a profile-incomplete user still reaches: their own account (profile, logout, the
 * validation itself), the terms and consent documents, the start-up config and dictionary, and
 * the directory lists the validation form picks from. Everything else answers 403
 * profile_incomplete until /account/sso/validate (or the invitation) completes the profile.
 */
const OPEN_PREFIXES = [
  '/api/account/',
  '/api/term/',
  '/api/config/',
  '/api/dict/',
  '/api/filter/department-cascade/',
  '/api/filter/position/',
];

export function isOpenToIncompleteProfile(url: string): boolean {
  return OPEN_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** The gate, on the /api scope: after the access check (a stranger still gets 401). */
export function registerProfileGate(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    const url = request.routeOptions.url;
    if (!url || !request.user?.profile_incomplete || isOpenToIncompleteProfile(url)) return;
    throw new AppError(403, 'profile_incomplete', 'Complete your profile first.');
  });
}
