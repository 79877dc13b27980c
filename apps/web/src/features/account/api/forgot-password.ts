import type { ForgotPasswordAnswer, ForgotPasswordInput } from '@portal/shared';
import { api } from '@/api';

/** POST account/forgot-password/: mails a one-time code and a link; 400 email_not_found. */
export function forgotPassword(input: ForgotPasswordInput): Promise<ForgotPasswordAnswer> {
  return api.post<ForgotPasswordAnswer>('account/forgot-password', input);
}
