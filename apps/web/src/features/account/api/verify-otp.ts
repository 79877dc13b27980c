import type { OtpInput } from '@portal/shared';
import { api } from '@/api';

/** POST account/forgot-password/otp/: trades the code for a reset token; 400 otp_invalid/otp_expired. */
export function verifyOtp(input: OtpInput): Promise<{ token: string }> {
  return api.post<{ token: string }>('account/forgot-password/otp', input);
}
