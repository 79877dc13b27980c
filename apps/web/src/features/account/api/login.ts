import type { LoginInput, LoginLocked, TwoFactorPending, User } from '@portal/shared';
import { api } from '@/api';

export type LoginAnswer = User | LoginLocked | TwoFactorPending;

/** Whether a login answer is the lockout (200 with is_lock_login), which does not sign in. */
export function isLoginLocked(answer: LoginAnswer): answer is LoginLocked {
  return 'is_lock_login' in answer && answer.is_lock_login === true;
}

/** POST account/login/ with `{ username, password }` (username = email). */
export function login(input: LoginInput): Promise<LoginAnswer> {
  return api.post<LoginAnswer>('account/login', input);
}
