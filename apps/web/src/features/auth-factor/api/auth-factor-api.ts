import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LoginLocked,
  RecoveryCodes,
  TwoFactorPending,
  TwoFactorSetup,
  TwoFactorStatus,
  User,
} from '@portal/shared';
import { api } from '@/api';

/** What a sign-in step answers: the user, the lockout, or the second factor to give first. */
export type SigninAnswer = User | LoginLocked | TwoFactorPending;

/** POST account/login/code/: mails a code when the e-mail has an account (answers alike). */
export function requestLoginCode(email: string): Promise<object> {
  return api.post<object>('account/login/code', { email });
}

/**
 * POST account/login/code/verify/ (dashboard/account/login/code/verify/ for the dashboard): signs
 * in with the mailed code on that side.
 */
export function verifyLoginCode(
  email: string,
  code: string,
  project: 'webfront' | 'dashboard' = 'webfront',
): Promise<SigninAnswer> {
  const path =
    project === 'dashboard' ? 'dashboard/account/login/code/verify' : 'account/login/code/verify';
  return api.post<SigninAnswer>(path, { email, code });
}

/** POST account/login/two-factor/: the second step with the pending token. */
export function loginSecondFactor(token: string, code: string): Promise<User | LoginLocked> {
  return api.post<User | LoginLocked>('account/login/two-factor', {
    two_factor_token: token,
    code,
  });
}

/** POST account/login/two-factor/setup/: the secret of a required setup at sign-in. */
export function pendingSetup(token: string): Promise<TwoFactorSetup> {
  return api.post<TwoFactorSetup>('account/login/two-factor/setup', { two_factor_token: token });
}

/** POST account/login/two-factor/confirm/: turns the required setup on and signs in. */
export function confirmPendingSetup(
  token: string,
  code: string,
): Promise<LoginLocked | (RecoveryCodes & { user: User })> {
  return api.post('account/login/two-factor/confirm', { two_factor_token: token, code });
}

const statusKey = ['auth-factor', 'two-factor'] as const;

/** GET account/two-factor/: the signed-in user's two-factor state. */
export function useTwoFactorStatus() {
  return useQuery(
    queryOptions({
      queryKey: statusKey,
      queryFn: () => api.get<TwoFactorStatus>('account/two-factor'),
    }),
  );
}

/** POST account/two-factor/setup/: a new secret to scan. */
export function useStartSetup() {
  return useMutation({
    mutationFn: () => api.post<TwoFactorSetup>('account/two-factor/setup', {}),
  });
}

/** POST account/two-factor/confirm/: turns two-factor on; answers the recovery codes once. */
export function useConfirmSetup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<RecoveryCodes | LoginLocked>('account/two-factor/confirm', { code }),
    onSuccess: () => client.invalidateQueries({ queryKey: statusKey }),
  });
}

/** POST account/two-factor/disable/: turns two-factor off with a code. */
export function useDisableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<TwoFactorStatus | LoginLocked>('account/two-factor/disable', { code }),
    onSuccess: () => client.invalidateQueries({ queryKey: statusKey }),
  });
}
