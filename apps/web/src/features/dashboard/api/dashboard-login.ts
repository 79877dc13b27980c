import type { LoginInput, LoginLocked, TwoFactorPending, User } from '@portal/shared';
import { api } from '@/api';

/**
 * POST dashboard/account/login/. A learner gets 403 no_permission, which the global policy
 * turns into logout + /error/403 ('No Permission').
 */
export function dashboardLogin(input: LoginInput): Promise<User | LoginLocked | TwoFactorPending> {
  return api.post<User | LoginLocked | TwoFactorPending>('dashboard/account/login', input);
}
