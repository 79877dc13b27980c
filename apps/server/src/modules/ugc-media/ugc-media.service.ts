import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  isUgcEditable,
  MATERIAL_REQUEST_STATUS,
  UGC_MEDIA_MAX_SECONDS,
  type UgcMediaData,
  type UgcMediaKind,
  type UgcMediaUpdateData,
} from '@portal/shared';
import type { Database, Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { insertAudit } from '@/lib/audit';
import { AppError, notFound, validationError } from '@/lib/errors';
import { contentSearchText } from '@/lib/search-text';
import { MIME_FOR } from '@/modules/content-admin/material-admin.service';
import { openMaterialRequest } from '@/modules/material-request';
import { assertCreator } from '@/modules/material-request/material-request.policy';
import { findOwnUpload, findUgcMedia, stateOf } from './ugc-media.repository';

type Action = 'create' | 'update' | 'request_approval';

async function audit(
  db: Executor,
  request: FastifyRequest,
  actorId: number,
  action: Action,
  id: number,
  data: unknown,
) {
  await insertAudit(db, {
    actorId,
    action: `${action}_ugc_media`,
    entity: 'ugc_media',
    entityId: id,
    data,
    ip: request.ip,
  });
}

/**
 * The file a learner attaches: one they uploaded themselves (media_file_owner), of a type the
 * kind plays (the dashboard's rule, MIME_FOR: its bytes were read when it was stored), and no
 * longer than UGC_MEDIA_MAX_SECONDS by its own header.
 */
async function checkFile(db: Executor, user: UserRow, kind: UgcMediaKind, mediaFileId: number) {
  const file = await findOwnUpload(db, user.id, mediaFileId);
  if (!file) throw validationError({ media_file_id: ['does_not_exist'] });
  if (!MIME_FOR[kind]?.includes(file.mime_type))
    throw validationError({ media_file_id: ['invalid_filetype'] });
  if (file.duration_seconds !== null && file.duration_seconds > UGC_MEDIA_MAX_SECONDS)
    throw validationError({ media_file_id: ['media_too_long'] });
  return file;
}

/** Sends it for approval: a waiting material request (the module's own function), audited. */
async function submit(trx: Executor, user: UserRow, id: number, request: FastifyRequest) {
  const requestId = await openMaterialRequest(trx, id, user.id);
  await insertAudit(trx, {
    actorId: user.id,
    action: 'create_material_request',
    entity: 'material_request',
    entityId: requestId,
    data: { content_id: id, status: MATERIAL_REQUEST_STATUS.waiting },
    ip: request.ip,
  });
  await audit(trx, request, user.id, 'request_approval', id, { request_id: requestId });
}

/** The maker's own, held for a change; someone else's is simply not found. */
async function lockOwn(trx: Executor, user: UserRow, id: number) {
  const held = await trx
    .selectFrom('ugc_media')
    .select(['content_id', 'owner_id'])
    .where('content_id', '=', id)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!held || held.owner_id !== user.id) throw notFound();
  const row = await findUgcMedia(trx, id);
  if (!row) throw notFound();
  if (!isUgcEditable(stateOf(row.status)))
    throw new AppError(400, 'invalid_status_transition', 'This status change is not allowed.');
  return row;
}

const textOf = (input: { title: string; desc: string }) => ({
  title_en: input.title,
  title_th: input.title,
  desc_en: input.desc,
  desc_th: input.desc,
});

/** POST ugc-media/: an unpublished audio or video material of the maker, a draft or sent. */
export async function createUgcMedia(
  db: Database,
  user: UserRow,
  input: UgcMediaData,
  request: FastifyRequest,
): Promise<number> {
  assertCreator(user);
  return db.transaction().execute(async (trx) => {
    const file = await checkFile(trx, user, input.kind, input.media_file_id);
    const text = { code: `ugc-${randomUUID()}`, ...textOf(input) };
    const content = await trx
      .insertInto('content')
      .values({
        ...text,
        kind: input.kind,
        is_publish: false,
        search_text: contentSearchText(text),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('material')
      .values({
        content_id: content.id,
        media_path: null,
        duration_seconds:
          file.duration_seconds === null ? null : Math.max(1, Math.round(file.duration_seconds)),
        page_count: null,
        media_file_id: file.id,
        article_html_en: '',
        article_html_th: '',
        external_url: null,
      })
      .execute();
    await trx
      .insertInto('ugc_media')
      .values({ content_id: content.id, owner_id: user.id })
      .execute();
    await audit(trx, request, user.id, 'create', content.id, {
      kind: input.kind,
      media_file_id: file.id,
    });
    if (input.submit) await submit(trx, user, content.id, request);
    return content.id;
  });
}

/** PUT ugc-media/{id}/: the maker edits a draft, rejected or canceled one (and may resend it). */
export async function updateUgcMedia(
  db: Database,
  user: UserRow,
  id: number,
  input: UgcMediaUpdateData,
  request: FastifyRequest,
): Promise<void> {
  assertCreator(user);
  await db.transaction().execute(async (trx) => {
    const row = await lockOwn(trx, user, id);
    const file = await checkFile(trx, user, row.kind as UgcMediaKind, input.media_file_id);
    const text = { code: row.code, ...textOf(input) };
    await trx
      .updateTable('content')
      .set({ ...textOf(input), search_text: contentSearchText(text), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('material')
      .set({
        media_file_id: file.id,
        duration_seconds:
          file.duration_seconds === null ? null : Math.max(1, Math.round(file.duration_seconds)),
      })
      .where('content_id', '=', id)
      .execute();
    await trx
      .updateTable('ugc_media')
      .set({ updated_at: sql<Date>`now()` })
      .where('content_id', '=', id)
      .execute();
    await audit(trx, request, user.id, 'update', id, { media_file_id: file.id });
    if (input.submit) await submit(trx, user, id, request);
  });
}

/** POST ugc-media/{id}/request-approval/: a draft, rejected or canceled one sent (again). */
export async function requestUgcApproval(
  db: Database,
  user: UserRow,
  id: number,
  request: FastifyRequest,
): Promise<void> {
  assertCreator(user);
  await db.transaction().execute(async (trx) => {
    const row = await lockOwn(trx, user, id);
    if (row.file_id === null) throw validationError({ media_file_id: ['this_field_is_required'] });
    await trx
      .updateTable('ugc_media')
      .set({ updated_at: sql<Date>`now()` })
      .where('content_id', '=', id)
      .execute();
    await submit(trx, user, id, request);
  });
}

/** GET ugc-media/{id}/: the maker's own. */
export async function getOwnUgcMedia(db: Executor, user: UserRow, id: number) {
  assertCreator(user);
  const row = await findUgcMedia(db, id);
  if (!row || row.owner_id !== user.id) throw notFound();
  return row;
}
