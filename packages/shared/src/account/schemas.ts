import { z } from 'zod';
import { LANGUAGES, TEXT_LIMIT } from '../constants';
import { imageField } from '../learning/image';

/** The authenticated user as the API returns it (SPEC §3 authUser). */
export const UserSchema = z.object({
  id: z.number().int(),
  language: z.enum(LANGUAGES),
  first_name: z.string(),
  last_name: z.string(),
  /** The name in Thai ('' when not known); shown in Thai where the name is shown. */
  first_name_th: z.string(),
  last_name_th: z.string(),
  department: z.string(),
  position: z.string(),
  email: z.string(),
  last_active: z.string().nullable(),
  image: z.string().nullable(),
  datetime_login_as_expire: z.string().nullable(),
  is_dashboard_permission: z.boolean(),
  is_store_permission: z.boolean(),
  is_verified_email: z.boolean(),
  is_superuser: z.boolean(),
  is_accepted_privacy: z.boolean(),
  is_accepted_term: z.boolean(),
  is_accepted_data_consent: z.boolean(),
  is_system_user: z.boolean(),
  is_login_as: z.boolean(),
  is_team_dashboard: z.boolean(),
  is_creator: z.boolean(),
  /** Invited or just-in-time SSO user who must complete the profile first (/account/validate). */
  is_profile_incomplete: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

/** Login answer when the account is locked after repeated failures. */
export const LoginLockedSchema = z.object({
  is_lock_login: z.literal(true),
  datetime_unlock: z.string(),
});
export type LoginLocked = z.infer<typeof LoginLockedSchema>;

/** Login body. Message keys are those of SPEC §5. */
export const LoginSchema = z.object({
  username: z
    .string({ error: 'enter_username_or_email' })
    .trim()
    .min(1, 'enter_username_or_email')
    .max(254, 'length_less_than'),
  password: z
    .string({ error: 'enter_a_password' })
    .min(1, 'enter_a_password')
    .max(1024, 'length_less_than'),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const EmailSchema = z
  .string({ error: 'enter_an_email' })
  .trim()
  .min(1, 'enter_an_email')
  .max(254, 'length_less_than')
  .pipe(z.email('incorrect_email_format'));

const nameField = z.string().trim().max(TEXT_LIMIT, 'length_less_than');

/** Profile change. Saving an empty patch changes nothing. */
export const ProfilePatchSchema = z
  .object({
    language: z.enum(LANGUAGES, { error: 'invalid_choice' }),
    first_name: nameField.min(1, 'this_field_is_required'),
    last_name: nameField,
    first_name_th: nameField,
    last_name_th: nameField,
    department: nameField,
    position: nameField,
    /**
     * The avatar (issue 21 item 19): an image this user uploaded through the learners' upload path
     * as a `photo`, cropped to 400×400 in the browser; null removes it.
     */
    image: imageField,
  })
  .partial()
  .strict();
export type ProfilePatch = z.infer<typeof ProfilePatchSchema>;

/** Registration. Password conditions from config are checked on top of this shape. */
export const RegisterSchema = z
  .object({
    email: EmailSchema,
    password: z
      .string({ error: 'enter_a_password' })
      .min(1, 'enter_a_password')
      .max(1024, 'length_less_than'),
    confirm_password: z
      .string({ error: 'enter_a_confirm_password' })
      .min(1, 'enter_a_confirm_password'),
    first_name: nameField.min(1, 'this_field_is_required'),
    last_name: nameField.min(1, 'this_field_is_required'),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'mismatch_password_and_confirm_password',
  });
export type RegisterInput = z.infer<typeof RegisterSchema>;

export const ForgotPasswordSchema = z.object({
  username_or_email: z
    .string({ error: 'enter_username_or_email' })
    .trim()
    .min(1, 'enter_username_or_email')
    .max(254, 'length_less_than'),
});
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

export const ForgotPasswordAnswerSchema = z.object({
  reference_id: z.string(),
  send_method: z.literal('email'),
  email: z.string(),
});
export type ForgotPasswordAnswer = z.infer<typeof ForgotPasswordAnswerSchema>;

export const OtpSchema = z.object({
  reference_id: z.string().min(1, 'this_field_is_required').max(64, 'length_less_than'),
  otp: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, 'otp_invalid'),
});
export type OtpInput = z.infer<typeof OtpSchema>;

export const ResetPasswordSchema = z
  .object({
    token: z.string().min(1, 'token_invalid').max(128, 'token_invalid'),
    password: z
      .string({ error: 'enter_a_new_password' })
      .min(1, 'enter_a_new_password')
      .max(1024, 'length_less_than'),
    confirm_password: z
      .string({ error: 'enter_a_confirm_password' })
      .min(1, 'enter_a_confirm_password'),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'mismatch_password_and_confirm_password',
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/** A signed-in user's own password change: the current password, then the new one twice. */
export const ChangePasswordSchema = z
  .object({
    current_password: z
      .string({ error: 'enter_current_password' })
      .min(1, 'enter_current_password')
      .max(1024, 'length_less_than'),
    password: z
      .string({ error: 'enter_a_new_password' })
      .min(1, 'enter_a_new_password')
      .max(1024, 'length_less_than'),
    confirm_password: z
      .string({ error: 'enter_a_confirm_password' })
      .min(1, 'enter_a_confirm_password')
      .max(1024, 'length_less_than'),
  })
  .refine((v) => v.password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'mismatch_password_and_confirm_password',
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

export const PermissionAnswerSchema = z.object({
  auth_group_list: z.array(z.object({ id: z.number().int(), name: z.string() })),
  permission_list: z.array(z.object({ codename: z.string(), name: z.string() })),
  dashboard_view_dashboard: z.boolean(),
});
export type PermissionAnswer = z.infer<typeof PermissionAnswerSchema>;
