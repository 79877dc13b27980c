import {
  MATERIAL_REQUEST_STATUS,
  WAITING_APPROVE_STATUSES,
  type UgcMediaState,
} from '@portal/shared';
import type { Executor } from '@/db/database';

/** Where a material stands from its request's status (no request yet: a draft). */
export function stateOf(status: number | null): UgcMediaState {
  if (status === null) return 'draft';
  if (WAITING_APPROVE_STATUSES.includes(status)) return 'waiting';
  if (status === MATERIAL_REQUEST_STATUS.approved) return 'approved';
  if (status === MATERIAL_REQUEST_STATUS.rejected) return 'rejected';
  return 'canceled';
}

function base(db: Executor) {
  return db
    .selectFrom('ugc_media as u')
    .innerJoin('content as c', 'c.id', 'u.content_id')
    .innerJoin('material as m', 'm.content_id', 'c.id')
    .leftJoin('media_file as f', 'f.id', 'm.media_file_id')
    .leftJoin('material_request as r', 'r.content_id', 'c.id')
    .select([
      'c.id',
      'c.kind',
      'c.code',
      'c.title_en',
      'c.desc_en',
      'c.is_publish',
      'u.owner_id',
      'u.updated_at',
      'r.id as request_id',
      'r.status',
      'r.reason',
      'f.id as file_id',
      'f.original_name',
      'f.size_bytes',
      'f.duration_seconds',
    ]);
}
export type UgcMediaRow = Awaited<ReturnType<typeof findUgcMedia>> & object;

/** One learner-made audio or video with its file and request. */
export async function findUgcMedia(db: Executor, id: number) {
  return base(db).where('u.content_id', '=', id).executeTakeFirst();
}

/** One page of a maker's own audio and video (index ugc_media_owner_idx), and how many. */
export async function listUgcMedia(
  db: Executor,
  filter: { ownerId: number; kind?: string | undefined },
  window: { limit: number; offset: number },
) {
  const [rows, count] = await Promise.all([
    base(db)
      .where('u.owner_id', '=', filter.ownerId)
      .$if(filter.kind !== undefined, (qb) => qb.where('c.kind', '=', filter.kind ?? ''))
      .orderBy('u.updated_at', 'desc')
      .orderBy('u.content_id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    db
      .selectFrom('ugc_media as u')
      .$if(filter.kind !== undefined, (qb) =>
        qb
          .innerJoin('content as c', 'c.id', 'u.content_id')
          .where('c.kind', '=', filter.kind ?? ''),
      )
      .where('u.owner_id', '=', filter.ownerId)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The file a learner uploaded themselves through api/upload/ (else undefined). */
export async function findOwnUpload(db: Executor, userId: number, mediaFileId: number) {
  return db
    .selectFrom('media_file_owner as o')
    .innerJoin('media_file as f', 'f.id', 'o.media_file_id')
    .select(['f.id', 'f.mime_type', 'f.duration_seconds'])
    .where('o.user_id', '=', userId)
    .where('o.media_file_id', '=', mediaFileId)
    .executeTakeFirst();
}
