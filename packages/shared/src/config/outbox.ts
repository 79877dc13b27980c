import { z } from 'zod';
import { pagedSchema } from '../learning/schemas';

/** A mail kept in the outbox when no SMTP server is configured (dashboard/outbox/). */
export const OutboxMailSchema = z.object({
  id: z.number(),
  to_email: z.string(),
  subject: z.string(),
  body: z.string(),
  datetime_create: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

/** Answer of GET dashboard/outbox/: a page of mails, newest first. */
export const OutboxPageSchema = pagedSchema(OutboxMailSchema);
