import { z } from 'zod';
import { PROGRESS_STATUS, statusSchema } from '../status';
import { PageQuerySchema } from '../api';
import { LANGUAGES } from '../constants';
import { CONTENT_LABELS, ENROLL_CASES } from './enrollment';

/** A comma-separated list of ids (`1,2,3`), as filter calls send it. */
export const IdListSchema = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9}){0,199}$/, 'invalid_id_list')
  .transform((s) => s.split(',').map(Number));

const dateTime = z.string().nullable();
const lang = z.enum(LANGUAGES).optional();

/** An entity shown by id and name in the user's language. */
export const NamedRefSchema = z.object({ id: z.number(), name: z.string() });
export type NamedRef = z.infer<typeof NamedRefSchema>;

export const ContentTypeRefSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
});

/** The signed-in learner's result on a content, when there is one. */
export const ResultRefSchema = z.object({
  id: z.number(),
  status: statusSchema(PROGRESS_STATUS),
  status_group: z.enum(['to_do', 'doing', 'done']).nullable(),
  percent: z.number(),
  datetime_start: dateTime,
  datetime_complete: dateTime,
});
export type ResultRef = z.infer<typeof ResultRefSchema>;

/** What a test's card says before it is opened: its time limit, questions and attempts. */
export const TestFactsSchema = z.object({
  /** null: no time limit. */
  time_limit_seconds: z.number().nullable(),
  question_count: z.number(),
  /** null: unlimited attempts. */
  max_attempts: z.number().nullable(),
});
export type TestFacts = z.infer<typeof TestFactsSchema>;

/** A content's level (stored 1-3, in this order). */
export const CONTENT_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type ContentLevel = (typeof CONTENT_LEVELS)[number];

/** A content card in lists and search. */
export const ContentCardSchema = z.object({
  id: z.number(),
  code: z.string(),
  content_type: ContentTypeRefSchema,
  title: z.string(),
  desc: z.string(),
  /** desc is sanitised rich text (HTML); false: plain text, shown as text. */
  desc_is_html: z.boolean(),
  level: z.enum(CONTENT_LEVELS).nullable(),
  /** How many learners enrolled. */
  learner_count: z.number(),
  rating_count: z.number(),
  /** The reviews' average stars, one decimal; null without reviews. */
  rating_average: z.number().nullable(),
  image: z.string().nullable(),
  provider: NamedRefSchema.nullable(),
  category: NamedRefSchema.nullable(),
  instructor_list: z.array(NamedRefSchema),
  tag_list: z.array(NamedRefSchema),
  price_minor: z.number(),
  currency: z.string(),
  is_free: z.boolean(),
  duration_minutes: z.number(),
  capacity: z.number().nullable(),
  seats_taken: z.number(),
  is_approval_required: z.boolean(),
  datetime_enroll_start: dateTime,
  datetime_enroll_end: dateTime,
  datetime_publish_start: dateTime,
  datetime_create: z.string(),
  labels: z.array(z.enum(CONTENT_LABELS)),
  learning_result: ResultRefSchema.nullable(),
  /** A test's time limit, questions and attempts; absent or null for other kinds. */
  test: TestFactsSchema.nullable().optional(),
  /** A program's number of steps; absent or null for other kinds. */
  step_count: z.number().nullable().optional(),
});
export type ContentCard = z.infer<typeof ContentCardSchema>;

export const SlotSchema = z.object({
  id: z.number(),
  sort: z.number(),
  is_required: z.boolean(),
  content: z.object({
    id: z.number(),
    content_type: ContentTypeRefSchema,
    title: z.string(),
    duration_seconds: z.number().nullable(),
    page_count: z.number().nullable(),
  }),
  learning_result: z
    .object({ status: statusSchema(PROGRESS_STATUS), percent: z.number() })
    .nullable(),
});

export const SectionSchema = z.object({
  id: z.number(),
  name: z.string(),
  sort: z.number(),
  slot_list: z.array(SlotSchema),
});

/** An instructor as a course page introduces them: photo and short biography. */
export const InstructorBioSchema = z.object({
  id: z.number(),
  name: z.string(),
  bio: z.string(),
  image: z.string().nullable(),
});
export type InstructorBio = z.infer<typeof InstructorBioSchema>;

/** GET course/{id}/. */
export const CourseDetailSchema = ContentCardSchema.extend({
  section_list: z.array(SectionSchema),
  /** "What you will learn", in the viewer's language. */
  outcome_list: z.array(z.string()),
  /** The instructors with photo and biography, in the course's order. */
  instructor_bio_list: z.array(InstructorBioSchema),
  enroll_case: z.enum(ENROLL_CASES),
  dependency: z.object({ id: z.number(), title: z.string(), is_completed: z.boolean() }).nullable(),
  /** A survey to answer before the course completes (learners wait in survey_required, 23). */
  required_survey: z
    .object({ id: z.number(), title: z.string(), is_answered: z.boolean() })
    .nullable(),
  /** Completing the course awards a certificate. */
  is_certificate: z.boolean(),
  /** The signed-in learner's certificate for this course, once issued. */
  certificate: z.object({ id: z.number(), code: z.string(), is_valid: z.boolean() }).nullable(),
});
export type CourseDetail = z.infer<typeof CourseDetailSchema>;

const ordering = z
  .enum(['title', '-title', 'created', '-created', 'popular'], { error: 'invalid_choice' })
  .optional();

/** Query of course/ and search/?type=content. */
export const ContentListQuerySchema = PageQuerySchema.extend({
  ordering,
  category: IdListSchema.optional(),
  provider: IdListSchema.optional(),
  instructor: IdListSchema.optional(),
  tag: IdListSchema.optional(),
  /** Content kind codes or content type ids, comma-separated. */
  content_type: z
    .string()
    .regex(/^[a-z0-9_]{1,40}(,[a-z0-9_]{1,40}){0,30}$/, 'invalid_choice')
    .optional(),
  lang,
});
export type ContentListQuery = z.infer<typeof ContentListQuerySchema>;

export const SearchQuerySchema = ContentListQuerySchema.extend({
  type: z
    .enum(['content', 'category', 'instructor', 'provider'], { error: 'invalid_choice' })
    .default('content'),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/** Query of the filter/ calls: search, paging and id_list for selected values. */
export const FilterQuerySchema = PageQuerySchema.extend({
  id_list: IdListSchema.optional(),
  /** filter/sub-category/: only the children of this category. */
  category: z.coerce
    .number()
    .int('invalid_id')
    .min(1, 'invalid_id')
    .max(2 ** 31 - 1, 'invalid_id')
    .optional(),
  lang,
});
export type FilterQuery = z.infer<typeof FilterQuerySchema>;

/** Filter option of SPEC §3. */
export const FilterOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  value: z.number(),
  parent_id: z.number().nullable().optional(),
});
export type FilterOption = z.infer<typeof FilterOptionSchema>;

export interface CategoryNode {
  id: number;
  code: string;
  name: string;
  parent_id: number | null;
  content_count: number;
  child_list: CategoryNode[];
}
export const CategoryNodeSchema: z.ZodType<CategoryNode> = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  parent_id: z.number().nullable(),
  content_count: z.number(),
  get child_list() {
    return z.array(CategoryNodeSchema);
  },
});

export const CategoryDetailSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  parent: NamedRefSchema.nullable(),
  content_count: z.number(),
  child_list: z.array(CategoryNodeSchema),
});
export type CategoryDetail = z.infer<typeof CategoryDetailSchema>;

export const ProviderDetailSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  about: z.string(),
  /** The logo's address, null for none. */
  image: z.string().nullable(),
  content_count: z.number(),
  instructor_list: z.array(NamedRefSchema),
});
export type ProviderDetail = z.infer<typeof ProviderDetailSchema>;

export const InstructorDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  bio: z.string(),
  /** The photo's address, null for none. */
  image: z.string().nullable(),
  provider: NamedRefSchema.nullable(),
  content_count: z.number(),
});
export type InstructorDetail = z.infer<typeof InstructorDetailSchema>;

export const TagDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  content_count: z.number(),
});
export type TagDetail = z.infer<typeof TagDetailSchema>;

/** Plain query with only the language, for detail calls. */
export const LangQuerySchema = z.object({ lang, format: z.literal('json').optional() });

/** Path id. */
export const IdParamSchema = z.object({
  id: z.coerce
    .number({ error: 'invalid_id' })
    .int('invalid_id')
    .min(1, 'invalid_id')
    .max(2 ** 31 - 1, 'invalid_id'),
});

/** A paged answer of the given item schema. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number(),
    total: z.number(),
    page_size: z.number(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/** A category, instructor or provider found by search/. */
export const SearchEntitySchema = z.object({
  id: z.number(),
  type: z.enum(['category', 'instructor', 'provider']),
  code: z.string(),
  name: z.string(),
  desc: z.string(),
  /** A provider's logo or an instructor's photo; null for categories and when none is set. */
  image: z.string().nullable(),
  /** Published content of the listed kinds it offers (a category: directly in it). */
  content_count: z.number(),
});
export type SearchEntity = z.infer<typeof SearchEntitySchema>;

/** An item of search/: a content card, or an entity for the other types. */
export const SearchItemSchema = z.union([ContentCardSchema, SearchEntitySchema]);
