import type {
  Language,
  PublicLearningCard,
  PublicLearningDetail,
  PublicLearningResult,
  PublicProviderCard,
} from '@portal/shared';
import type { LearningResultRow } from '@/db/types';
import { localized } from '@/lib/language';
import type { PublicLearningCardRow, readableItem } from './public-learning.repository';

type ProviderRow = { id: number; name_en: string; name_th: string; image: string | null };
type DetailRow = NonNullable<Awaited<ReturnType<typeof readableItem>>>;

export function toProviderCard(row: ProviderRow, language: Language): PublicProviderCard {
  return {
    id: row.id,
    name: localized({ en: row.name_en, th: row.name_th }, language),
    image: row.image,
  };
}

export function toLearningCard(row: PublicLearningCardRow, language: Language): PublicLearningCard {
  return {
    id: row.id,
    title: localized({ en: row.title_en, th: row.title_th }, language),
    desc: localized({ en: row.desc_en, th: row.desc_th }, language),
    image: row.image,
    provider: toProviderCard(
      {
        id: row.provider_id,
        name_en: row.provider_name_en,
        name_th: row.provider_name_th,
        image: row.provider_image,
      },
      language,
    ),
  };
}

/** The body as stored (sanitised on save), in the reader's language with English fallback. */
export function toLearningDetail(row: DetailRow, language: Language): PublicLearningDetail {
  return {
    ...toLearningCard(row, language),
    body: localized({ en: row.body_en, th: row.body_th }, language),
    link:
      row.link_id !== null && row.link_kind !== null
        ? {
            id: row.link_id,
            kind: row.link_kind,
            title: localized(
              { en: row.link_title_en ?? '', th: row.link_title_th ?? '' },
              language,
            ),
          }
        : null,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toResult(row: LearningResultRow | undefined): PublicLearningResult {
  if (!row) return { result: null };
  return {
    result: {
      id: row.id,
      status: row.status,
      percent: row.percent,
      datetime_start: iso(row.started_at),
      datetime_complete: iso(row.completed_at),
    },
  };
}
