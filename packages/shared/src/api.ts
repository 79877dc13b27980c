import { z } from 'zod';

/** The error body every failing call answers with. */
export const ApiErrorSchema = z.object({
  detail: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** A paged list answer. */
export interface Paged<T> {
  count: number;
  total: number;
  page_size: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Paged list query parameters. */
export const PageQuerySchema = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1, 'invalid_page')
    .max(2 ** 31 - 1, 'invalid_page')
    .default(1),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
  search: z.string().max(200).optional(),
  ordering: z.string().max(100).optional(),
  format: z.literal('json').optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** The answer of a 204: no body, so nothing to serialize. */
export const NoContentSchema = z.undefined();
