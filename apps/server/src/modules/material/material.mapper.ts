import {
  MATERIAL_STAMP,
  type Language,
  type MaterialDetail,
  type ProgressStatus,
  type StampRule,
} from '@portal/shared';
import { localized } from '@/lib/language';
import { contentTypeRef } from '@/lib/refs';
import type { MaterialRow } from './material.repository';

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The YouTube video id of an address (watch?v=, youtu.be/, embed/, shorts/), if it is one. */
export function youtubeId(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const candidate =
    url.hostname === 'youtu.be'
      ? parts[0]
      : parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'v'
        ? parts[1]
        : url.searchParams.get('v');
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** SPEC §9 stamp defaults of a kind (SCORM has its own runtime, so it gets the bare action). */
export function stampRule(kind: string): StampRule {
  return kind in MATERIAL_STAMP
    ? { ...MATERIAL_STAMP[kind as keyof typeof MATERIAL_STAMP] }
    : { action: 10 };
}

/** The player's view of a material in the learner's language (`signedQuery`: media-url.ts). */
export function toMaterialDetail(
  row: MaterialRow,
  progress:
    { status: ProgressStatus; percent: number; position_seconds: number; page: number } | undefined,
  language: Language,
  signedQuery: string,
): MaterialDetail {
  const base = `/api/material/${row.id}/media/`;
  const videoId = row.external_url ? youtubeId(row.external_url) : null;
  return {
    id: row.id,
    code: row.code,
    content_type: contentTypeRef(row.kind, language),
    title: localized({ en: row.title_en, th: row.title_th }, language),
    desc: localized({ en: row.desc_en, th: row.desc_th }, language),
    desc_is_html: row.desc_is_html,
    // The length read from the stored file wins over the one the author entered.
    duration_seconds: row.file_duration_seconds ?? row.duration_seconds,
    page_count: row.page_count,
    is_allow_download: row.is_allow_download,
    is_review_enabled: row.is_review_enabled,
    media:
      row.file_id !== null && row.mime_type !== null
        ? {
            // A file that may not be downloaded streams only through this viewer's signed address.
            url: row.is_allow_download ? base : `${base}${signedQuery}`,
            download_url: row.is_allow_download ? `${base}?download=1` : null,
            mime_type: row.mime_type,
            size: Number(row.size_bytes),
          }
        : null,
    article_html:
      row.kind === 'article'
        ? localized({ en: row.article_html_en, th: row.article_html_th }, language)
        : null,
    external_video:
      row.kind === 'external_video' && row.external_url
        ? {
            provider: videoId ? 'youtube' : 'link',
            video_id: videoId,
            url: row.external_url,
          }
        : null,
    stamp: stampRule(row.kind),
    learning_result: progress
      ? {
          status: progress.status,
          percent: progress.percent,
          position: progress.position_seconds,
          page: progress.page,
        }
      : null,
  };
}
