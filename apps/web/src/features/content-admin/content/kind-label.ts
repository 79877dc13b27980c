import { contentTypeOf } from '@portal/shared';

/** The name of a content kind in the shown language (the code when the kind is unknown). */
export function kindLabel(kind: string, language: string): string {
  const type = contentTypeOf(kind);
  if (!type) return kind;
  return language === 'th' ? type.name_th : type.name_en;
}

/** A content row's title in the shown language, English when the Thai one is empty. */
export function localTitle(row: { title_en: string; title_th: string }, language: string): string {
  return language === 'th' && row.title_th ? row.title_th : row.title_en;
}
