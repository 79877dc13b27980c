import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { PUBLIC_REQUEST_ATTACHMENT_EXTENSIONS, PUBLIC_REQUEST_LIMITS } from '@portal/shared';
import type { Database } from '@/db/database';
import type { UserRow } from '@/db/types';
import { AppError, notFound } from '@/lib/errors';
import { mediaPath, mediaTypeOf, storeMediaFile } from '@/lib/media/media-storage';
import { assertCanView, assertOwnDraft } from './public-request.policy';
import { findRequest, lockRequest, requestAttachments } from './public-request.repository';
import { auditRequest } from './public-request.audit';

const invalidFiletype = () =>
  new AppError(400, 'invalid_filetype', 'This type of file is not accepted.', {
    errors: { name: ['invalid_filetype'] },
    accept: [...PUBLIC_REQUEST_ATTACHMENT_EXTENSIONS],
  });

/**
 * Attaches a file to the requester's draft. Checked like every upload: its extension is one
 * accepted (PDF, JPEG, PNG), its size within the limit, and its first bytes are of the type its
 * name says (file-type), before it is stored in the media folder.
 */
export async function addAttachment(
  db: Database,
  mediaRoot: string,
  user: UserRow,
  id: number,
  input: { name: string; data: string },
  request: FastifyRequest,
) {
  const ext = path.extname(input.name).slice(1).toLowerCase();
  if (!(PUBLIC_REQUEST_ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext))
    throw invalidFiletype();
  const bytes = Buffer.from(input.data, 'base64');
  const limit = PUBLIC_REQUEST_LIMITS.attachmentBytes;
  if (bytes.length === 0 || bytes.length > limit)
    throw new AppError(
      413,
      'file_size_less_than_xx',
      `The file must be smaller than ${limit / 1048576} MB.`,
    );
  const folder = path.join(tmpdir(), 'public-request');
  await mkdir(folder, { recursive: true });
  const temp = path.join(folder, `${randomUUID()}.${ext}`);
  await writeFile(temp, bytes);
  try {
    if (!(await mediaTypeOf(input.name, temp))) throw invalidFiletype();
    return await db.transaction().execute(async (trx) => {
      const row = assertOwnDraft(user, await lockRequest(trx, id));
      const count = (await requestAttachments(trx, row.id)).length;
      if (count >= PUBLIC_REQUEST_LIMITS.attachments)
        throw new AppError(400, 'length_less_than', 'Too many attachments.');
      const file = await storeMediaFile(trx, mediaRoot, {
        path: temp,
        name: input.name,
        createdBy: user.id,
      });
      const made = await trx
        .insertInto('public_request_attachment')
        .values({ request_id: id, media_file_id: file.id, name: input.name })
        .returning('id')
        .executeTakeFirstOrThrow();
      await auditRequest(trx, request, user.id, 'attach', id, {
        attachment_id: made.id,
        name: input.name,
        size: bytes.length,
      });
      return made.id;
    });
  } finally {
    await rm(temp, { force: true });
  }
}

/** Takes an attachment off the requester's draft. */
export async function removeAttachment(
  db: Database,
  user: UserRow,
  id: number,
  attachmentId: number,
  request: FastifyRequest,
) {
  await db.transaction().execute(async (trx) => {
    assertOwnDraft(user, await lockRequest(trx, id));
    const gone = await trx
      .deleteFrom('public_request_attachment')
      .where('id', '=', attachmentId)
      .where('request_id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!gone) throw notFound();
    await auditRequest(trx, request, user.id, 'detach', id, { attachment_id: attachmentId });
  });
}

/** The stored file of an attachment, for whoever may read the request. */
export async function attachmentFile(
  db: Database,
  mediaRoot: string,
  user: UserRow,
  id: number,
  attachmentId: number,
) {
  await assertCanView(db, user, await findRequest(db, id));
  const found = (await requestAttachments(db, id)).find((a) => a.id === attachmentId);
  if (!found) throw notFound();
  return { ...found, path: mediaPath(mediaRoot, found.storage_key) };
}
