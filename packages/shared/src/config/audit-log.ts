import { z } from 'zod';
import { PageQuerySchema } from '../api';
import { pagedSchema } from '../learning/schemas';

const day = z.iso.date({ error: 'invalid_date' });

/** Query of dashboard/log/ and its export. */
export const AuditLogQuerySchema = PageQuerySchema.extend({
  /** log_group: the kind of thing changed (course, user, config, ...). */
  log_group: z.string().max(50).optional(),
  /** log: the action (create_course, update_config, ...). */
  log: z.string().max(80).optional(),
  actor: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** SPEC §9 filter period; the last 30 days when not given. */
  date_start: day.optional(),
  date_end: day.optional(),
});
export type AuditLogListQuery = z.infer<typeof AuditLogQuerySchema>;

/** A row of dashboard/log/: who changed what, when, from where, with the input given. */
export const AuditLogRowSchema = z.object({
  /** A bigint column: PostgreSQL's driver hands it as a string. */
  id: z.string(),
  /** The action: create_user, update_config... */
  log: z.string(),
  /** The kind of thing changed: user, config, group... */
  log_group: z.string(),
  entity_id: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  datetime_create: z.string(),
  actor_id: z.number().nullable(),
  actor_email: z.string().nullable(),
  actor_first_name: z.string().nullable(),
  actor_last_name: z.string().nullable(),
  /** The administrator who acted as the actor by login-as (issue 18), when one did. */
  login_as_actor_email: z.string().nullable(),
});
export type AuditLogEntry = z.infer<typeof AuditLogRowSchema>;

/** Answer of GET dashboard/log/. */
export const AuditLogPageSchema = pagedSchema(AuditLogRowSchema);

/** Answer of GET dashboard/filter/log-group/: the groups the log holds. */
export const LogGroupListSchema = z.object({
  results: z.array(z.object({ id: z.string(), name: z.string() })),
});
