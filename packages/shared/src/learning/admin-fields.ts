import { z } from 'zod';
import { DESCRIPTION_LIMIT, TEXT_LIMIT, URL_LIMIT } from '../constants';

/** Field rules the dashboard's content forms share (SPEC §5 text limits). */
const name = z
  .string({ error: 'this_field_is_required' })
  .trim()
  .min(1, 'this_field_is_required')
  .max(TEXT_LIMIT, 'length_less_than');
const optionalName = z.string().trim().max(TEXT_LIMIT, 'length_less_than');
const description = z.string().trim().max(DESCRIPTION_LIMIT, 'length_less_than');
/**
 * A rich description (the dashboard's rich-text editor's HTML, sanitised by the server on
 * write): the markup takes room, so the limit is on the stored HTML, five times SPEC's 2000.
 */
const richDescription = z
  .string()
  .trim()
  .max(DESCRIPTION_LIMIT * 5, 'length_less_than');
/** "What you will learn": up to 12 lines of at most 200 characters. */
const outcomes = z
  .array(z.string().trim().min(1, 'this_field_is_required').max(TEXT_LIMIT, 'length_less_than'))
  .max(12, 'length_less_than');
/** 1 beginner, 2 intermediate, 3 advanced; null: not said. */
const level = z
  .number({ error: 'invalid_choice' })
  .int('invalid_choice')
  .min(1, 'invalid_choice')
  .max(3, 'invalid_choice');
const code = z
  .string({ error: 'this_field_is_required' })
  .trim()
  .min(1, 'this_field_is_required')
  .max(50, 'length_less_than')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'invalid_code');
const id = z
  .number({ error: 'invalid_type' })
  .int('invalid_value')
  .min(1, 'invalid_value')
  .max(2 ** 31 - 1, 'invalid_value');
const sort = z
  .number()
  .int('invalid_value')
  .min(0, 'invalid_value')
  .max(1_000_000, 'invalid_value');

/**
 * A required one-line text, an optional one, a description (plain or rich), outcomes, a level, a
 * content code, an id, a sort.
 */
export const adminFields = {
  name,
  optionalName,
  description,
  richDescription,
  outcomes,
  level,
  code,
  id,
  sort,
};

/**
 * A web address (SPEC §5 URL rule): empty 'input_url', longer than 255 'length_less_than',
 * not starting with http:// or https:// 'specify_prefix_url'.
 */
export const webUrl = z
  .string({ error: 'input_url' })
  .trim()
  .min(1, 'input_url')
  .max(URL_LIMIT, 'length_less_than')
  .regex(/^https?:\/\//i, 'specify_prefix_url');
