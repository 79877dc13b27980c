import { z } from 'zod';
import { PageQuerySchema } from '../api';
import { TEXT_LIMIT } from '../constants';
import { adminFields } from '../learning/admin-fields';
import { pagedSchema } from '../learning/schemas';

/** Bodies, queries and answers of the dashboard's user and group administration (user-admin). */

const { name, id } = adminFields;

const optionalText = z.string().trim().max(TEXT_LIMIT, 'length_less_than');

/** Flags an administrator sets on an account (SPEC §6 user flags). */
const userFlags = {
  is_active: z.boolean().default(true),
  is_superuser: z.boolean().default(false),
  is_system_user: z.boolean().default(false),
  is_store_permission: z.boolean().default(false),
  is_team_dashboard: z.boolean().default(false),
  is_creator: z.boolean().default(false),
};

/** PATCH dashboard/user/{id}/: the whole form of an account (not its email or password). */
export const UserFormSchema = z
  .object({
    first_name: name,
    last_name: optionalText.default(''),
    /** The name in Thai (issue 18); '' when not known. */
    first_name_th: optionalText.default(''),
    last_name_th: optionalText.default(''),
    department: optionalText.default(''),
    position: optionalText.default(''),
    language: z.enum(['en', 'th'], { error: 'invalid_choice' }).default('en'),
    group_ids: z.array(id).max(50, 'length_less_than').default([]),
    /** The account's manager (the team dashboard, issue 19) by email; '' none, absent unchanged. */
    manager_email: z.string().trim().max(254, 'length_less_than').optional(),
    ...userFlags,
  })
  .strict();
export type UserForm = z.infer<typeof UserFormSchema>;

/** POST dashboard/user/: a new account with its first password. */
export const UserCreateSchema = UserFormSchema.extend({
  email: z
    .string({ error: 'this_field_is_required' })
    .trim()
    .max(254, 'length_less_than')
    .pipe(z.email({ error: 'invalid_email' })),
  password: z.string({ error: 'this_field_is_required' }).max(128, 'length_less_than'),
}).strict();
export type UserCreateForm = z.infer<typeof UserCreateSchema>;

/** POST dashboard/user/{id}/set-password/. */
export const AdminPasswordSchema = z
  .object({
    password: z.string({ error: 'this_field_is_required' }).max(128, 'length_less_than'),
  })
  .strict();

/** Orderings of dashboard/user/ (`-` for descending); the newest account first by default. */
export const USER_ORDERINGS = [
  '-created',
  'created',
  'email',
  '-email',
  'first_name',
  '-first_name',
  '-last_active',
  'last_active',
] as const;
export type UserOrdering = (typeof USER_ORDERINGS)[number];

const flagFilter = z.enum(['true', 'false'], { error: 'invalid_choice' }).optional();

/** Query of dashboard/user/: search, ordering and the flag filters of the users screen. */
export const UserListQuerySchema = PageQuerySchema.extend({
  is_active: flagFilter,
  is_superuser: flagFilter,
  is_system_user: flagFilter,
  /** Holds dashboard_view_dashboard (superuser or through a group). */
  is_dashboard_permission: flagFilter,
  group: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** A department path (filter/department-cascade/): that department and those under it. */
  department: z.string().trim().min(1).max(255).optional(),
  /** A position name (filter/position/). */
  position: z.string().trim().min(1).max(255).optional(),
  ordering: z.enum(USER_ORDERINGS, { error: 'invalid_choice' }).optional(),
});
export type UserListQuery = Partial<z.infer<typeof UserListQuerySchema>>;

/** A row of dashboard/user/. */
export const AdminUserRowSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  first_name_th: z.string(),
  last_name_th: z.string(),
  department: z.string(),
  position: z.string(),
  language: z.enum(['en', 'th']),
  is_active: z.boolean(),
  is_superuser: z.boolean(),
  is_system_user: z.boolean(),
  is_store_permission: z.boolean(),
  is_team_dashboard: z.boolean(),
  is_creator: z.boolean(),
  is_dashboard_permission: z.boolean(),
  lock_until: z.string().nullable(),
  last_active: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

/**
 * A row of the list: the account, and whether the signed-in administrator may change it (the
 * user policy's rule, so the list offers Edit and Set password only where they would work).
 */
export const AdminUserListRowSchema = AdminUserRowSchema.extend({ may_act: z.boolean() });
export type AdminUserListRow = z.infer<typeof AdminUserListRowSchema>;

/** Answer of GET dashboard/user/. */
export const AdminUserPageSchema = pagedSchema(AdminUserListRowSchema);

/** dashboard/user/{id}/: the row plus its groups. */
export const AdminUserDetailSchema = AdminUserRowSchema.extend({
  group_ids: z.array(z.number()),
  /** The manager's email ('' for none): the form's manager field (issue 19). */
  manager_email: z.string().default(''),
  group_list: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

/** POST/PATCH dashboard/group/: a role and the dashboard permissions it grants. */
export const GroupInputSchema = z
  .object({
    name,
    permission_codenames: z.array(z.string().max(100)).max(100, 'length_less_than').default([]),
    /**
     * The group's managers by email (issue 19): its members are in each manager's team.
     * Absent: unchanged.
     */
    manager_emails: z
      .array(z.string().trim().max(254, 'length_less_than'))
      .max(50, 'length_less_than')
      .optional(),
  })
  .strict();
export type GroupInput = z.infer<typeof GroupInputSchema>;
