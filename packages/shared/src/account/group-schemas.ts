import { z } from 'zod';
import { pagedSchema } from '../learning/schemas';

/** A group (role) as dashboard/group/ lists it. */
export const GroupRowSchema = z.object({ id: z.number(), name: z.string() });
export type GroupRow = z.infer<typeof GroupRowSchema>;

/** Answer of GET dashboard/group/: a page of groups. */
export const GroupPageSchema = pagedSchema(GroupRowSchema);

/** dashboard/group/{id}/: a group with the codenames of the permissions it grants. */
export const GroupDetailSchema = GroupRowSchema.extend({
  permission_codenames: z.array(z.string()),
  /** The group's managers' emails (their teams include its members), by email. */
  manager_emails: z.array(z.string()),
});
export type GroupDetail = z.infer<typeof GroupDetailSchema>;

/** A permission a group can grant (dashboard/filter/permission/). */
export const PermissionOptionSchema = z.object({ codename: z.string(), name: z.string() });
export type PermissionOption = z.infer<typeof PermissionOptionSchema>;

/** Answer of GET dashboard/filter/permission/: every permission, for the group form. */
export const PermissionOptionListSchema = z.object({ results: z.array(PermissionOptionSchema) });
export type PermissionOptionList = z.infer<typeof PermissionOptionListSchema>;
