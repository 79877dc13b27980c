import { z } from 'zod';
import { EmailSchema } from '../account/schemas';

/** E-mail sign-in codes and TOTP codes: six digits. */
export const SIGNIN_CODE = { length: 6, ttlMinutes: 10, maxPerAccount: 5 } as const;
/** Recovery codes given when two-factor is turned on. */
export const RECOVERY_CODE_COUNT = 10;
/** Minutes a login-as session lasts unless the server says otherwise. */
export const LOGIN_AS_DEFAULT_MINUTES = 30;

const codeField = z
  .string({ error: 'this_field_is_required' })
  .trim()
  .min(1, 'this_field_is_required')
  .max(32, 'length_less_than');

/**
 * A password (or code) sign-in that needs the second factor: no session yet. The token is
 * short-lived and signed; `is_setup_required` when the account must first set two-factor up.
 */
export const TwoFactorPendingSchema = z.object({
  is_two_factor_required: z.literal(true),
  two_factor_token: z.string(),
  is_setup_required: z.boolean(),
});
export type TwoFactorPending = z.infer<typeof TwoFactorPendingSchema>;

/** POST account/login/code/: ask for an e-mail sign-in code. */
export const LoginCodeRequestSchema = z.object({ email: EmailSchema });
export type LoginCodeRequest = z.infer<typeof LoginCodeRequestSchema>;

/** POST account/login/code/verify/: sign in with the e-mailed code. */
export const LoginCodeVerifySchema = z.object({
  email: EmailSchema,
  code: codeField.regex(/^\d{6}$/, 'otp_invalid'),
});
export type LoginCodeVerify = z.infer<typeof LoginCodeVerifySchema>;

/** The second step of a sign-in: the pending token and a TOTP code or a recovery code. */
export const TwoFactorLoginSchema = z.object({
  two_factor_token: z.string().min(1).max(512),
  code: codeField,
});
export type TwoFactorLogin = z.infer<typeof TwoFactorLoginSchema>;

/** The pending token alone (setup of a required two-factor before the session). */
export const TwoFactorTokenSchema = z.object({ two_factor_token: z.string().min(1).max(512) });

/** A code (TOTP, or recovery where accepted). */
export const TwoFactorCodeSchema = z.object({ code: codeField });
export type TwoFactorCode = z.infer<typeof TwoFactorCodeSchema>;

/** A new secret to scan: the otpauth URI, its QR code as a PNG data URL, the secret itself. */
export const TwoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_data_url: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

/** The recovery codes, shown once when two-factor is turned on. */
export const RecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** The signed-in user's two-factor state (profile). */
export const TwoFactorStatusSchema = z.object({
  is_enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
  is_required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;
