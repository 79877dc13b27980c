import { z } from 'zod';
import { pagedSchema } from '../learning/schemas';

/**
 * Linked services (SPEC §7 coniverse/service-list/ and coniverse/login): other applications a
 * learner signs in to by a redirect carrying a short-lived signed token.
 */
export const SERVICE_CODE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,49}$/;

/** Seconds a redirect token stays valid. */
export const LINKED_SERVICE_TOKEN_TTL_SECONDS = 60;

/** The query parameter of the linked service's URL that carries the token (SPEC §7). */
export const LINKED_SERVICE_TOKEN_PARAM = 'space_url';

const serviceCode = z
  .string({ error: 'this_field_is_required' })
  .trim()
  .regex(SERVICE_CODE_PATTERN, 'invalid_service_code');

const httpUrl = z
  .string({ error: 'this_field_is_required' })
  .trim()
  .max(1000, 'length_less_than')
  .pipe(z.url({ protocol: /^https?$/, error: 'invalid_url' }));

export const LinkedServiceInputSchema = z.object({
  service_code: serviceCode,
  name_en: z.string().trim().min(1, 'this_field_is_required').max(200, 'length_less_than'),
  name_th: z.string().trim().max(200, 'length_less_than').default(''),
  url: httpUrl,
  is_new_tab: z.boolean().default(false),
  is_active: z.boolean().default(true),
  sort: z.number().int().min(0).max(10_000).default(0),
  /** Groups whose members see the service; none: every signed-in user. */
  group_ids: z
    .array(
      z
        .number()
        .int()
        .min(1)
        .max(2 ** 31 - 1),
    )
    .max(100)
    .default([]),
});
export type LinkedServiceInput = z.input<typeof LinkedServiceInputSchema>;

export const LinkedServiceAdminSchema = z.object({
  id: z.number(),
  service_code: z.string(),
  name_en: z.string(),
  name_th: z.string(),
  url: z.string(),
  is_new_tab: z.boolean(),
  is_active: z.boolean(),
  sort: z.number(),
  groups: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type LinkedServiceAdmin = z.infer<typeof LinkedServiceAdminSchema>;
export const LinkedServiceAdminPageSchema = pagedSchema(LinkedServiceAdminSchema);

/** A service as a learner sees it (its URL stays on the server until the sign-in). */
export const LinkedServiceItemSchema = z.object({
  service_code: z.string(),
  name_en: z.string(),
  name_th: z.string(),
  is_new_tab: z.boolean(),
});
export type LinkedServiceItem = z.infer<typeof LinkedServiceItemSchema>;
export const LinkedServicePageSchema = pagedSchema(LinkedServiceItemSchema);

export const LinkedServiceLoginSchema = z.object({ service_code: serviceCode });

/** Where the browser goes: the service's URL with the token in `space_url`. */
export const LinkedServiceRedirectSchema = z.object({
  redirect_url: z.string(),
  is_new_tab: z.boolean(),
});
export type LinkedServiceRedirect = z.infer<typeof LinkedServiceRedirectSchema>;

/** The linked service checks a token it received (once: a token verifies a single time). */
export const LinkedServiceVerifySchema = z.object({
  service_code: serviceCode,
  token: z.string().min(1, 'token_invalid').max(2000, 'token_invalid'),
});

export const LinkedServiceIdentitySchema = z.object({
  service_code: z.string(),
  user: z.object({
    id: z.number(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    department: z.string(),
    position: z.string(),
    language: z.string(),
  }),
  issued_at: z.string(),
  expires_at: z.string(),
});
export type LinkedServiceIdentity = z.infer<typeof LinkedServiceIdentitySchema>;
