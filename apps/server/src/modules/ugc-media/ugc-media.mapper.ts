import type { UgcMedia, UgcMediaKind } from '@portal/shared';
import { iso } from '@/lib/refs';
import { stateOf, type UgcMediaRow } from './ugc-media.repository';

/** A learner-made audio or video as its maker sees it. */
export function ugcMediaDto(row: UgcMediaRow): UgcMedia {
  return {
    id: row.id,
    kind: row.kind as UgcMediaKind,
    title: row.title_en,
    desc: row.desc_en,
    state: stateOf(row.status),
    reason: row.reason ?? '',
    request_id: row.request_id,
    is_publish: row.is_publish,
    file:
      row.file_id === null
        ? null
        : {
            id: row.file_id,
            name: row.original_name ?? '',
            size: Number(row.size_bytes ?? 0),
            duration_seconds: row.duration_seconds,
          },
    datetime_update: iso(row.updated_at) ?? '',
  };
}
