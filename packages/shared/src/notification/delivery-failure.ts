import { z } from 'zod';
import { pagedSchema } from '../learning/schemas';

/** A notification e-mail the SMTP server refused (issue 17): who, what, when, and the error. */
export const DeliveryFailureSchema = z.object({
  id: z.number(),
  notification_id: z.number(),
  kind: z.string(),
  recipient_id: z.number(),
  recipient_name: z.string(),
  recipient_email: z.string(),
  error: z.string(),
  failed_at: z.string().nullable(),
});
export type DeliveryFailure = z.infer<typeof DeliveryFailureSchema>;
export const DeliveryFailurePageSchema = pagedSchema(DeliveryFailureSchema);
export type DeliveryFailurePage = z.infer<typeof DeliveryFailurePageSchema>;
