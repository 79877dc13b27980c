/**
 * Search words for English and Thai text. Thai is written without spaces between words, so
 * it is cut into words with the ICU word segmenter that ships with Node; the words are joined
 * with spaces so trigram matching in PostgreSQL sees word boundaries in both languages.
 */
const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

/** The words of a text, lowercased, in order, punctuation and spaces dropped. */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  for (const part of segmenter.segment(text.normalize('NFC').toLowerCase())) {
    if (part.isWordLike) words.push(part.segment);
  }
  return words;
}

/** The search document of some texts: every word once, space-joined. */
export function searchText(...texts: (string | null | undefined)[]): string {
  const seen = new Set<string>();
  for (const text of texts) if (text) for (const word of searchWords(text)) seen.add(word);
  return [...seen].join(' ');
}

/** Search document of a content row: code, titles and descriptions in both languages. */
export function contentSearchText(row: {
  code: string;
  title_en: string;
  title_th: string;
  desc_en?: string;
  desc_th?: string;
}): string {
  return searchText(row.code, row.title_en, row.title_th, row.desc_en, row.desc_th);
}

/** A LIKE pattern matching the word anywhere, with LIKE's wildcards escaped. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
