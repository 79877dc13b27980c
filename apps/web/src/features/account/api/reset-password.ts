import type { ResetPasswordInput } from '@portal/shared';
import { api } from '@/api';

/** POST account/reset-password/: sets the new password; 400 token_invalid. */
export function resetPassword(input: ResetPasswordInput): Promise<Record<string, never>> {
  return api.post<Record<string, never>>('account/reset-password', input);
}
