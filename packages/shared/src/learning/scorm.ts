import { z } from 'zod';
import { PROGRESS_STATUS, statusSchema } from '../status';
import { PageQuerySchema } from '../api';
import { FILE_SIZE_LIMIT, TEXT_LIMIT } from '../constants';

/** SCORM versions a package may declare in imsmanifest.xml. */
export const SCORM_VERSIONS = ['1.2', '2004'] as const;
export type ScormVersion = (typeof SCORM_VERSIONS)[number];

/** Limits of a SCORM package upload and of the CMI data a learner stores. */
export const SCORM_LIMITS = {
  /** The zip itself (SPEC §5 general file limit). */
  zipBytes: FILE_SIZE_LIMIT,
  /** Files in the zip. */
  maxEntries: 2000,
  /** Bytes of all files once extracted, counted while inflating. */
  maxUncompressedBytes: 100 * 1024 * 1024,
  /** Uncompressed ÷ compressed bytes of one file, checked once the file passes 1 MB. */
  maxRatio: 100,
  /** CMI elements stored per attempt. */
  maxCmiElements: 4000,
  /** Characters of one CMI value (SCORM 2004 suspend_data allows 64,000). */
  maxCmiValue: 64_000,
  /** Characters of the whole stored CMI, as JSON. */
  maxCmiJson: 512 * 1024,
  /** Attempts one learner may make on one package. */
  maxAttempts: 100,
} as const;

const cmiKey = /^cmi\.[A-Za-z0-9_.]{1,250}$/;

/** Flattened CMI data: `{ "cmi.core.lesson_status": "completed", ... }`, string values only. */
export const ScormCmiSchema = z
  .record(
    z.string().regex(cmiKey, 'invalid_cmi_element'),
    z.string().max(SCORM_LIMITS.maxCmiValue, 'length_less_than'),
  )
  .refine((cmi) => Object.keys(cmi).length <= SCORM_LIMITS.maxCmiElements, 'too_many_elements')
  .refine((cmi) => JSON.stringify(cmi).length <= SCORM_LIMITS.maxCmiJson, 'cmi_too_large');
export type ScormCmi = z.infer<typeof ScormCmiSchema>;

/** Query naming the course slot a package is launched from. */
export const ScormSlotQuerySchema = z.object({
  course: z.coerce
    .number({ error: 'invalid_id' })
    .int('invalid_id')
    .min(1, 'invalid_id')
    .max(2 ** 31 - 1, 'invalid_id'),
  slot: z.coerce
    .number({ error: 'invalid_id' })
    .int('invalid_id')
    .min(1, 'invalid_id')
    .max(2 ** 31 - 1, 'invalid_id'),
  /** Language of the answer for a visitor-less call; a signed-in user's profile language wins. */
  lang: z.enum(['en', 'th']).optional(),
});
export type ScormSlotQuery = z.infer<typeof ScormSlotQuerySchema>;

/** Body of PUT scorm/{id}/cmi/. */
export const ScormCommitSchema = z
  .object({
    cmi: ScormCmiSchema,
    /** True on LMSFinish / Terminate. */
    finish: z.boolean().optional(),
    /**
     * The attempt the runtime was started for: a commit for an attempt that is no longer the
     * latest (the learner began a new one meanwhile) is refused with 409 'attempt_closed'.
     */
    attempt_no: z
      .number({ error: 'invalid_value' })
      .int('invalid_value')
      .min(1, 'invalid_value')
      .max(SCORM_LIMITS.maxAttempts, 'invalid_value')
      .optional(),
  })
  .strict();
export type ScormCommit = z.infer<typeof ScormCommitSchema>;

const progress = z.object({
  id: z.number(),
  status: statusSchema(PROGRESS_STATUS),
  percent: z.number(),
});

/** Answer of GET scorm/{id}/: what the player needs to start the package. */
export const ScormLaunchSchema = z.object({
  content_id: z.number(),
  title: z.string(),
  version: z.enum(SCORM_VERSIONS),
  /**
   * Address of the launch file: a capability URL (/media/scorm/t/{token}/...) that opens only
   * this package, for this learner and attempt, for a few hours. The page runs sandboxed.
   */
  launch_url: z.string(),
  /** Nonce on the runtime's messages from the package frame (the player accepts no others). */
  bridge_nonce: z.string(),
  attempt_no: z.number(),
  /** The stored CMI plus the values the LMS owns (learner id and name, entry, credit). */
  cmi: z.record(z.string(), z.string()),
  material: progress.nullable(),
});
export type ScormLaunch = z.infer<typeof ScormLaunchSchema>;

/** Answer of PUT scorm/{id}/cmi/. */
export const ScormCommitAnswerSchema = z.object({
  attempt_no: z.number(),
  completed: z.boolean(),
  material: progress,
  course: progress,
});
export type ScormCommitAnswer = z.infer<typeof ScormCommitAnswerSchema>;

/** Query of GET scorm/{id}/attempt/: the slot, and the page. */
export const ScormAttemptQuerySchema = ScormSlotQuerySchema.extend({
  page: PageQuerySchema.shape.page,
  page_size: PageQuerySchema.shape.page_size,
});
export type ScormAttemptQuery = z.infer<typeof ScormAttemptQuerySchema>;

/** One attempt of the learner on a package, as GET scorm/{id}/attempt/ lists it. */
export const ScormAttemptSchema = z.object({
  attempt_no: z.number(),
  /** cmi.core.lesson_status (1.2) or cmi.completion_status (2004); '' before the first commit. */
  status: z.string(),
  /** The raw score the package reported, if any. */
  score: z.number().nullable(),
  completed: z.boolean(),
  datetime_start: z.string(),
  datetime_update: z.string(),
});
export type ScormAttempt = z.infer<typeof ScormAttemptSchema>;

/** Query of POST dashboard/scorm/ (the body is the zip itself). */
export const ScormUploadQuerySchema = z.object({
  filename: z.string().min(1, 'this_field_is_required').max(TEXT_LIMIT, 'length_less_than'),
  title_en: z.string().trim().min(1, 'this_field_is_required').max(TEXT_LIMIT, 'length_less_than'),
  title_th: z.string().trim().max(TEXT_LIMIT, 'length_less_than').optional(),
  code: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,50}$/, 'invalid_value')
    .optional(),
});
export type ScormUploadQuery = z.infer<typeof ScormUploadQuerySchema>;

/** Answer of POST dashboard/scorm/. */
export const ScormPackageSchema = z.object({
  content_id: z.number(),
  code: z.string(),
  title: z.string(),
  version: z.enum(SCORM_VERSIONS),
  launch_href: z.string(),
  file_count: z.number(),
  total_bytes: z.number(),
});
export type ScormPackage = z.infer<typeof ScormPackageSchema>;

/**
 * Seconds between launching an attempt and a commit whose completion counts: a floor against a
 * status sent with no package played, not a proof of learning (docs/security.md). A completion
 * the package reports sooner is kept in the CMI but not counted; the player commits it again once
 * the floor has passed (features/scorm/cmi-saver.ts).
 */
export const SCORM_MIN_PLAY_SECONDS = 1;

/**
 * Whether the CMI says the learner finished: SCORM 1.2 lesson_status completed or passed;
 * SCORM 2004 completion_status completed or success_status passed.
 */
export function isScormComplete(version: ScormVersion, cmi: Record<string, string>): boolean {
  if (version === '1.2') {
    const status = cmi['cmi.core.lesson_status'];
    return status === 'completed' || status === 'passed';
  }
  return cmi['cmi.completion_status'] === 'completed' || cmi['cmi.success_status'] === 'passed';
}
