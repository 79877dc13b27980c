import { z } from 'zod';
import { TEXT_LIMIT } from '../constants';

const required = z
  .string({ error: 'this_field_is_required' })
  .trim()
  .min(1, 'this_field_is_required')
  .max(TEXT_LIMIT, 'length_less_than');

/**
 * The profile an invited or just-in-time SSO user completes before entering the portal
 * (`/account/validate`, `/account/sso/validate`): names, department and position, all required.
 */
export const ProfileCompletionSchema = z.object({
  first_name: required,
  last_name: required,
  department: required,
  position: required,
});
export type ProfileCompletion = z.infer<typeof ProfileCompletionSchema>;

const token = z.string().min(1, 'token_invalid').max(128, 'token_invalid');

/** The invitation link's token (query of GET account/validate/). */
export const ValidationTokenQuerySchema = z.object({ token });

/** What the invitation page shows before the user completes it. */
export const ValidationInviteSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  department: z.string(),
  position: z.string(),
  expires_at: z.string(),
});
export type ValidationInvite = z.infer<typeof ValidationInviteSchema>;

/** An invitation completed: the profile and the account's first password. */
export const ValidateAccountSchema = ProfileCompletionSchema.extend({
  token,
  password: z
    .string({ error: 'enter_a_password' })
    .min(1, 'enter_a_password')
    .max(1024, 'length_less_than'),
  confirm_password: z
    .string({ error: 'enter_a_confirm_password' })
    .min(1, 'enter_a_confirm_password'),
}).refine((v) => v.password === v.confirm_password, {
  path: ['confirm_password'],
  message: 'mismatch_password_and_confirm_password',
});
export type ValidateAccountInput = z.infer<typeof ValidateAccountSchema>;

/** Inviting takes no input (an unknown key is refused). */
export const InviteUserSchema = z.object({}).strict();

/** The answer of inviting a user (dashboard): when the single-use link expires. */
export const InvitationSchema = z.object({ expires_at: z.string() });
export type Invitation = z.infer<typeof InvitationSchema>;

/** Days an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;
