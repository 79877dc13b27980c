import { z } from 'zod';
import { pagedSchema } from '../learning/schemas';

/**
 * Competency (issue 20 item 5, SPEC §1 /competency): a framework of competencies with levels,
 * content mapped to (competency, level) awarded on completion, positions mapped to required
 * (competency, level); a learner's levels and gaps, a team's and a department's gaps.
 */
export const COMPETENCY_MAX_LEVEL = 10;
/** How many pieces of content a gap lists as the way to close it. */
export const COMPETENCY_CLOSING_LIMIT = 3;

const id = z.coerce
  .number()
  .int()
  .min(1, 'invalid_id')
  .max(2 ** 31 - 1, 'invalid_id');
const text = (max: number) => z.string().trim().max(max, 'length_less_than');
const Bilingual = z.object({ en: z.string(), th: z.string() });

export const CompetencyLevelSchema = z.object({
  level: z.number(),
  title_en: z.string(),
  title_th: z.string(),
});
export type CompetencyLevel = z.infer<typeof CompetencyLevelSchema>;

export const CompetencySchema = z.object({
  id: z.number(),
  code: z.string(),
  title_en: z.string(),
  title_th: z.string(),
  description_en: z.string(),
  description_th: z.string(),
  levels: z.array(CompetencyLevelSchema),
  content_count: z.number(),
  position_count: z.number(),
});
export type Competency = z.infer<typeof CompetencySchema>;
export const CompetencyListSchema = pagedSchema(CompetencySchema);

export const CompetencyInputSchema = z
  .object({
    code: text(50)
      .min(1, 'required')
      .regex(/^[A-Za-z0-9_-]+$/, 'invalid_code'),
    title_en: text(200).min(1, 'required'),
    title_th: text(200).default(''),
    description_en: text(2000).default(''),
    description_th: text(2000).default(''),
    /** Levels 1..n in order; at least one. */
    levels: z
      .array(
        z
          .object({
            title_en: text(100).min(1, 'required'),
            title_th: text(100).default(''),
          })
          .strict(),
      )
      .min(1, 'required')
      .max(COMPETENCY_MAX_LEVEL, 'invalid_number'),
  })
  .strict();
export type CompetencyInput = z.input<typeof CompetencyInputSchema>;

/** Content mapped to a competency: completing it gives `level`. */
export const CompetencyContentSchema = z.object({
  content_id: z.number(),
  kind: z.string(),
  title: Bilingual,
  level: z.number(),
});
export type CompetencyContent = z.infer<typeof CompetencyContentSchema>;
export const CompetencyContentListSchema = pagedSchema(CompetencyContentSchema);
/** Maps content to the competency at a level; level 0 removes the mapping. */
export const CompetencyContentInputSchema = z
  .object({ content_id: id, level: z.number().int().min(0, 'invalid_number').max(10) })
  .strict();

/** A position that needs the competency at `level`. */
export const CompetencyPositionSchema = z.object({ position: z.string(), level: z.number() });
export type CompetencyPosition = z.infer<typeof CompetencyPositionSchema>;
export const CompetencyPositionListSchema = pagedSchema(CompetencyPositionSchema);
/** Sets what a position needs; level 0 removes the requirement. */
export const CompetencyPositionInputSchema = z
  .object({
    position: text(200).min(1, 'required'),
    level: z.number().int().min(0, 'invalid_number').max(10),
  })
  .strict();

/** Content that closes a gap: mapped at the required level or above, published, not done. */
export const GapContentSchema = z.object({
  id: z.number(),
  kind: z.string(),
  title: Bilingual,
  image: z.string().nullable(),
  level: z.number(),
});
export type GapContent = z.infer<typeof GapContentSchema>;

/** One competency on a learner's page: what they hold, what their position needs. */
export const MyCompetencySchema = z.object({
  id: z.number(),
  code: z.string(),
  title: Bilingual,
  description: Bilingual,
  level: z.number(),
  level_title: Bilingual.nullable(),
  required: z.number(),
  required_title: Bilingual.nullable(),
  max_level: z.number(),
  gap: z.boolean(),
  closing: z.array(GapContentSchema),
});
export type MyCompetency = z.infer<typeof MyCompetencySchema>;
export const MyCompetencyPageSchema = pagedSchema(MyCompetencySchema).extend({
  position: z.string(),
  gaps: z.number(),
});
export type MyCompetencyPage = z.infer<typeof MyCompetencyPageSchema>;

/** One gap of one user (team dashboard, dashboard report). */
export const CompetencyGapSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  email: z.string(),
  department: z.string(),
  position: z.string(),
  competency_id: z.number(),
  competency: Bilingual,
  level: z.number(),
  required: z.number(),
});
export type CompetencyGap = z.infer<typeof CompetencyGapSchema>;
export const CompetencyGapListSchema = pagedSchema(CompetencyGapSchema);
export const CompetencyGapQuerySchema = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1, 'invalid_page')
    .max(2 ** 31 - 1, 'invalid_page')
    .default(1),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
  search: z.string().max(200).optional(),
  department: z.string().max(200).optional(),
  competency: id.optional(),
  format: z.literal('json').optional(),
});
export type CompetencyGapQuery = z.infer<typeof CompetencyGapQuerySchema>;
