import type { LoginInput, LoginLocked, User } from '@portal/shared';
import { api } from '@/api';

/**
 * POST dashboard/account/login/. A learner gets 403 no_permission, which the global policy
 * turns into logout + /error/403 ('No Permission').
 */
export function dashboardLogin(input: LoginInput): Promise<User | LoginLocked> {
  return api.post<User | LoginLocked>('dashboard/account/login', input);
}
