import type { Language, NewsCard, NewsDetail } from '@portal/shared';
import { localized } from '@/lib/language';
import type { NewsRow } from './news.repository';

type CardRow = Pick<
  NewsRow,
  'id' | 'title_en' | 'title_th' | 'image' | 'is_pinned' | 'datetime_publish_start' | 'created_at'
>;

export function toNewsCard(row: CardRow, language: Language): NewsCard {
  return {
    id: row.id,
    title: localized({ en: row.title_en, th: row.title_th }, language),
    image: row.image,
    is_pinned: row.is_pinned,
    datetime_publish: new Date(row.datetime_publish_start ?? row.created_at).toISOString(),
  };
}

/** The body as stored (sanitised on save), in the reader's language with English fallback. */
export function toNewsDetail(row: NewsRow, language: Language): NewsDetail {
  return {
    ...toNewsCard(row, language),
    body: localized({ en: row.body_en, th: row.body_th }, language),
  };
}
