/** Characters that show nothing: zero-width space (Thai word breaks), joiners, BOM, soft hyphen. */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
/** Nikhahit followed by sara aa, which Thai keyboards can produce instead of sara am (ำ). */
const SPLIT_SARA_AM = /\u0E4D\u0E32/g;

/**
 * A short text answer as it is compared: invisible characters removed, the split Thai sara am
 * joined, lower-cased (Latin and other cased scripts; Thai has no case), Unicode NFC (which
 * also puts Thai vowel and tone marks typed in either order into one order), whitespace runs
 * collapsed to one space, and trimmed.
 */
export function normaliseTextAnswer(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .replace(SPLIT_SARA_AM, '\u0E33')
    .toLowerCase()
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
}
