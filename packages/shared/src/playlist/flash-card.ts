import { z } from 'zod';
import { adminFields } from '../learning/admin-fields';
import { imageField } from '../learning/image';
import { pagedSchema } from '../learning/schemas';

/**
 * Flash-card sets (issue 19, SPEC §2 /flash-card): cards with a front and a back in en/th and
 * an optional image, studied with a Leitner box per learner and card.
 */
export const FLASH_CARD_LIMIT = 100;
/** Days until a card in box 1..5 is due again (box 1: this session). */
export const LEITNER_DAYS = [0, 1, 3, 7, 14] as const;
export const LEITNER_BOXES = LEITNER_DAYS.length;
/** The largest card image a learner may upload, in bytes. */
export const FLASH_CARD_IMAGE_BYTES = 512 * 1024;

const { name, optionalName, description } = adminFields;
const side = z
  .string({ error: 'this_field_is_required' })
  .trim()
  .min(1, 'this_field_is_required')
  .max(500, 'length_less_than');
const optionalSide = z.string().trim().max(500, 'length_less_than');

export const FlashCardInputSchema = z
  .object({
    front_en: side,
    front_th: optionalSide.default(''),
    back_en: side,
    back_th: optionalSide.default(''),
    image: imageField,
  })
  .strict();
export type FlashCardInput = z.input<typeof FlashCardInputSchema>;

export const FlashCardSetInputSchema = z
  .object({
    title_en: name,
    title_th: optionalName.default(''),
    desc_en: description.default(''),
    desc_th: description.default(''),
    cards: z
      .array(FlashCardInputSchema)
      .min(1, 'this_field_is_required')
      .max(FLASH_CARD_LIMIT, 'length_less_than'),
  })
  .strict();
export type FlashCardSetInput = z.input<typeof FlashCardSetInputSchema>;

export const FlashCardAnswerInputSchema = z.object({ knew: z.boolean() }).strict();
const idParam = z.coerce
  .number()
  .int()
  .min(1, 'invalid_id')
  .max(2 ** 31 - 1, 'invalid_id');
export const FlashCardParamSchema = z.object({ id: idParam, cardId: idParam });

/** POST flash-card/image/: a card image as base64 (jpg, png, gif or webp, at most 512 KB). */
export const FlashCardImageInputSchema = z
  .object({
    name: z.string().trim().min(1, 'this_field_is_required').max(200, 'length_less_than'),
    data: z
      .string()
      .min(1, 'this_field_is_required')
      .max(Math.ceil((FLASH_CARD_IMAGE_BYTES * 4) / 3) + 8, 'accept_image_file_size_xx')
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'invalid_value'),
  })
  .strict();
export const FlashCardImageSchema = z.object({ url: z.string() });

export const FlashCardSchema = z.object({
  id: z.number(),
  front_en: z.string(),
  front_th: z.string(),
  back_en: z.string(),
  back_th: z.string(),
  image: z.string().nullable(),
  /** The caller's Leitner box (1..5; 1 for a card never studied) and when it is due. */
  box: z.number(),
  due_at: z.string().nullable(),
});
export type FlashCard = z.infer<typeof FlashCardSchema>;

export const FlashCardSetSchema = z.object({
  id: z.number(),
  title_en: z.string(),
  title_th: z.string(),
  desc_en: z.string(),
  desc_th: z.string(),
  is_publish: z.boolean(),
  is_mine: z.boolean(),
  /** The approval request's status (SPEC §4 approve statuses), null when never sent. */
  request_status: z.number().nullable(),
  request_reason: z.string(),
  cards: z.array(FlashCardSchema),
});
export type FlashCardSet = z.infer<typeof FlashCardSetSchema>;

export const FlashCardAnswerSchema = z.object({
  card_id: z.number(),
  box: z.number(),
  due_at: z.string(),
});

export const MyFlashCardSetSchema = z.object({
  id: z.number(),
  title_en: z.string(),
  title_th: z.string(),
  card_count: z.number(),
  is_publish: z.boolean(),
  request_status: z.number().nullable(),
  request_reason: z.string(),
  updated_at: z.string(),
});
export type MyFlashCardSet = z.infer<typeof MyFlashCardSetSchema>;
export const MyFlashCardSetListSchema = pagedSchema(MyFlashCardSetSchema);

/**
 * Leitner: a known card moves one box up (at most the last), a missed one back to box 1;
 * it is due again after its box's days.
 */
export function nextLeitner(box: number, knew: boolean, now: Date): { box: number; due: Date } {
  const next = knew ? Math.min(LEITNER_BOXES, Math.max(1, box) + 1) : 1;
  const days = LEITNER_DAYS[next - 1] ?? 0;
  return { box: next, due: new Date(now.getTime() + days * 86_400_000) };
}

/** Study order: cards due now first (lowest box first), then the rest by when they fall due. */
export function studyOrder<T extends { box: number; due_at: string | null }>(
  cards: readonly T[],
  now: Date,
): T[] {
  const due = (c: T) => (c.due_at === null ? 0 : Date.parse(c.due_at));
  const isDue = (c: T) => due(c) <= now.getTime();
  return [...cards].sort((a, b) => {
    if (isDue(a) !== isDue(b)) return isDue(a) ? -1 : 1;
    if (isDue(a)) return a.box - b.box;
    return due(a) - due(b);
  });
}
