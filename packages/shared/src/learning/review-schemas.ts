import { z } from 'zod';
import { PageQuerySchema } from '../api';
import { DESCRIPTION_LIMIT } from '../constants';
import { ContentCardSchema, pagedSchema } from './schemas';

/** POST material/{id}/review/: the learner's rating and comment (one per material, replaced). */
export const ReviewInputSchema = z
  .object({
    rating: z
      .number({ error: 'this_field_is_required' })
      .int('invalid_value')
      .min(1, 'invalid_value')
      .max(5, 'invalid_value'),
    comment: z.string().trim().max(DESCRIPTION_LIMIT, 'length_less_than').default(''),
  })
  .strict();
export type ReviewInput = z.infer<typeof ReviewInputSchema>;

/** One review as listed: the reviewer's display name only. */
export const ReviewSchema = z.object({
  id: z.number(),
  rating: z.number(),
  comment: z.string(),
  user: z.object({ id: z.number(), name: z.string() }),
  is_own: z.boolean(),
  datetime_create: z.string(),
  datetime_update: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** GET material/{id}/review/: reviews newest first, with the summary and the learner's own. */
export const ReviewListSchema = pagedSchema(ReviewSchema).extend({
  summary: z.object({
    average: z.number().nullable(),
    count: z.number(),
    /** How many reviews gave 1, 2, 3, 4 and 5 stars. */
    distribution: z.array(z.number()).length(5),
  }),
  own: ReviewSchema.nullable(),
});
export type ReviewList = z.infer<typeof ReviewListSchema>;

export const ReviewQuerySchema = PageQuerySchema.extend({
  ordering: z
    .enum(['-updated', 'updated', '-rating', 'rating'], { error: 'invalid_choice' })
    .optional(),
});

/** GET material/{id}/related/: other published materials sharing its category, tags or kind. */
export const RelatedListSchema = pagedSchema(ContentCardSchema);
