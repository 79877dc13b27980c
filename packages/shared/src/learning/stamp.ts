import { z } from 'zod';

/** Stamp actions a player sends; 10 records progress (SPEC §9). */
export const STAMP_ACTION = { progress: 10 } as const;

/**
 * Material stamp defaults of SPEC §9. For media, `duration` is the seconds between stamps,
 * `max` the fastest playback rate counted and `diff` the seconds of slack: a stamp may move the
 * counted position forward by at most (seconds since the last stamp) × max + diff.
 */
export const MATERIAL_STAMP = {
  article: { action: 10, percent: 100 },
  audio: { action: 10, duration: 0.5, use: 1, diff: 4, max: 3 },
  external_video: { action: 10, duration: 0.5, use: 1, diff: 4, max: 3 },
  document: { action: 10, page: 1 },
  video: { action: 10, duration: 0.5, use: 1, diff: 1, max: 1 },
} as const;

/**
 * A document page counts as seen only when its stamp comes at least this many seconds after
 * the learner's previous stamp on the document (issue 13 item 8); the player stamps a page
 * once it has been on screen a little longer than this.
 */
export const DOCUMENT_PAGE_SECONDS = 1;

/** Longest media we accept positions for: 24 hours. */
export const MAX_MEDIA_SECONDS = 86_400;

const seconds = z
  .number({ error: 'invalid_type' })
  .finite('invalid_value')
  .min(0, 'must_not_be_negative')
  .max(MAX_MEDIA_SECONDS, 'position_out_of_range');

/** Body of POST course/{id}/slot/{slotid}/progress/. */
export const ProgressStampSchema = z
  .object({
    action: z.literal(STAMP_ACTION.progress, { error: 'invalid_choice' }),
    /** Media: the playback position in seconds. */
    position: seconds.optional(),
    /** Media: the length the player reports, in seconds. */
    duration: seconds.positive('must_be_positive').optional(),
    /** Article: percent read (default 100). */
    percent: z
      .number()
      .int('invalid_value')
      .min(0, 'invalid_percent')
      .max(100, 'invalid_percent')
      .optional(),
    /** Document: the page on screen, from 1. */
    page: z
      .number()
      .int('invalid_value')
      .min(1, 'page_out_of_range')
      .max(100_000, 'page_out_of_range')
      .optional(),
    /** The device's random identifier (SPEC §3). */
    device_id: z.string().max(64, 'length_less_than').optional(),
  })
  .strict();
export type ProgressStamp = z.infer<typeof ProgressStampSchema>;
