import { contentTypeOf, type Language, type NamedRef } from '@portal/shared';
import { localized } from '@/lib/language';

/** A date from a row or from JSON built in SQL (where it arrives as a string), as ISO text. */
export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** An entity with English and Thai names, named in the user's language. */
export function named(
  row: { id: number; name_en: string; name_th: string } | null,
  language: Language,
): NamedRef | null {
  return row
    ? { id: row.id, name: localized({ en: row.name_en, th: row.name_th }, language) }
    : null;
}

/** The content type entry of a kind, named in the user's language. */
export function contentTypeRef(kind: string, language: Language) {
  const type = contentTypeOf(kind);
  return {
    id: type?.id ?? 0,
    code: kind,
    name: type ? localized({ en: type.name_en, th: type.name_th }, language) : kind,
  };
}
