import { z } from 'zod';
import { PageQuerySchema } from '../api';
import { pagedSchema } from '../learning/schemas';

/**
 * The people directory's filters (issue 18 item 7): departments as a tree read one level at a
 * time and job positions, both fed from what users carry (user form, import, SSO attributes).
 */
export const DEPARTMENT_SEPARATOR = ' / ';

/** One level of the department tree: `parent` absent for the top level. */
/**
 * The invitation link's token: lets a person who is not signed in yet read the directory while
 * completing the invitation (/account/validate), and no one else.
 */
const invitation = z.string().min(1).max(128).optional();

/** filter/position/: the page, a search, and the invitation token of a visitor. */
export const PositionQuerySchema = PageQuerySchema.extend({ invitation });

export const DepartmentCascadeQuerySchema = PageQuerySchema.extend({
  invitation,
  parent: z.coerce
    .number({ error: 'invalid_id' })
    .int('invalid_id')
    .min(1, 'invalid_id')
    .max(2 ** 31 - 1, 'invalid_id')
    .optional(),
});
export type DepartmentCascadeQuery = z.infer<typeof DepartmentCascadeQuerySchema>;

export const DepartmentNodeSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_th: z.string(),
  /** The value users.department holds for this node ("Sales / North"). */
  path: z.string(),
  has_children: z.boolean(),
});
export type DepartmentNode = z.infer<typeof DepartmentNodeSchema>;
export const DepartmentPageSchema = pagedSchema(DepartmentNodeSchema);

export const JobPositionSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_th: z.string(),
});
export type JobPosition = z.infer<typeof JobPositionSchema>;
export const JobPositionPageSchema = pagedSchema(JobPositionSchema);

/** The name shown in a language: the Thai name when asked for Thai and one is set. */
export function directoryName(item: { name: string; name_th: string }, language: string): string {
  return language === 'th' && item.name_th ? item.name_th : item.name;
}
