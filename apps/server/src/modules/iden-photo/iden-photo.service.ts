import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  IDEN_PHOTO_MAX_BYTES,
  IDEN_PHOTO_MIN_SIDE,
  type IdenPhotoInput,
  type IdenPhotoStatus,
  type PageQuery,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { insertAudit } from '@/lib/audit';
import { AppError, noPermission, notFound, validationError } from '@/lib/errors';
import { imageSizeOf } from '@/lib/image-size';
import { pageWindow, paged } from '@/lib/paging';
import { toWire } from '@/lib/wire';
import { requireUser } from '@/plugins/session';
import { canActOnUser } from '@/modules/user-admin';
import { insertPhoto, photoById, photoOfSession, photoPage } from './iden-photo.repository';

/**
 * Identification photo at sign-in (issue 18 item 6). With `iden-is-enabled`, every session of
 * a person (not a login-as session) owes one photo, taken in the browser right after sign-in.
 * The image is checked (JPEG or PNG by its bytes, decodable dimensions, size) and kept
 * privately under DATA_DIR/iden-photo; administrators who may manage the person see it.
 */
function photoRoot(ctx: AppContext): string {
  return path.resolve(ctx.config.DATA_DIR, 'iden-photo');
}

export async function photoStatus(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<IdenPhotoStatus> {
  const config = await ctx.settings.all();
  const taken = request.sessionKey
    ? (await photoOfSession(ctx.db, request.sessionKey)) !== undefined
    : false;
  const enabled = config['iden-is-enabled'] === true && request.loginAs === null;
  return {
    is_required: enabled && !taken,
    is_taken: taken,
    capture_mode: Number(config['iden-type-photo-display']) || 0,
  };
}

const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
};

/** The data URL's image, checked by its bytes (the declared type must match them). */
function decodeImage(dataUrl: string) {
  const [head = '', body = ''] = dataUrl.split(',', 2);
  const declared = /^data:(image\/(?:jpeg|png));base64$/.exec(head)?.[1] ?? '';
  const bytes = Buffer.from(body, 'base64');
  if (bytes.length === 0 || bytes.length > IDEN_PHOTO_MAX_BYTES)
    throw validationError({ image: ['file_size_less_than_xx'] });
  if (!SIGNATURES[declared]?.(bytes)) throw validationError({ image: ['invalid_filetype'] });
  let size: { width: number; height: number };
  try {
    size = imageSizeOf(bytes);
  } catch {
    throw validationError({ image: ['invalid_filetype'] });
  }
  if (
    size.width < IDEN_PHOTO_MIN_SIDE ||
    size.height < IDEN_PHOTO_MIN_SIDE ||
    size.width > 8000 ||
    size.height > 8000
  )
    throw validationError({ image: ['accept_image_width_height_xx'] });
  return { bytes, mime: declared, ...size };
}

export async function savePhoto(ctx: AppContext, request: FastifyRequest, input: IdenPhotoInput) {
  const user = requireUser(request);
  const sessionId = request.sessionKey;
  if (!sessionId) throw new AppError(401, 'not_authenticated', 'Not signed in.');
  const status = await photoStatus(ctx, request);
  if (status.is_taken) throw new AppError(400, 'iden_photo_taken', 'This sign-in has its photo.');
  if (!status.is_required) throw new AppError(400, 'iden_photo_off', 'No photo is asked for.');
  const image = decodeImage(input.image);
  const key = `${new Date().toISOString().slice(0, 7)}/${randomBytes(16).toString('hex')}.${
    image.mime === 'image/png' ? 'png' : 'jpg'
  }`;
  const file = path.join(photoRoot(ctx), key);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, image.bytes, { mode: 0o600 });
  const row = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await insertPhoto(trx, {
      user_id: user.id,
      session_id: sessionId,
      storage_key: key,
      mime_type: image.mime,
      width: image.width,
      height: image.height,
      size_bytes: image.bytes.length,
      ip: request.ip,
      created_at: new Date(),
    });
    if (!inserted) throw new AppError(400, 'iden_photo_taken', 'This sign-in has its photo.');
    await insertAudit(trx, {
      actorId: user.id,
      action: 'iden_photo',
      entity: 'login_photo',
      entityId: inserted.id,
      data: { width: image.width, height: image.height },
      ip: request.ip,
    });
    return inserted;
  });
  // bigserial ids come back from pg as strings.
  return { id: Number(row.id), created_at: toWire(row.created_at) };
}

async function assertRight(ctx: AppContext, request: FastifyRequest, userId: number) {
  const target = await ctx.db
    .selectFrom('users')
    .select(['id', 'is_superuser', 'is_system_user', 'image'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!target) throw notFound();
  if (!(await canActOnUser(ctx.db, requireUser(request), target))) throw noPermission();
  return target;
}

export async function listPhotos(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number,
  query: PageQuery,
) {
  const target = await assertRight(ctx, request, userId);
  const { page, pageSize, offset } = pageWindow(query);
  const { rows, total } = await photoPage(ctx.db, userId, offset, pageSize);
  const showOriginal = (await ctx.settings.get('iden-orig-image-login-is-enabled')) === true;
  return {
    ...paged(
      request,
      rows.map((r) => ({
        id: Number(r.id),
        created_at: toWire(r.created_at),
        ip: r.ip,
        width: r.width,
        height: r.height,
        image_url: `/api/dashboard/iden-photo/${r.id}/image/`,
      })),
      total,
      page,
      pageSize,
    ),
    original_image: showOriginal ? target.image : null,
  };
}

export async function photoImage(ctx: AppContext, request: FastifyRequest, id: number) {
  const row = await photoById(ctx.db, id);
  if (!row) throw notFound();
  await assertRight(ctx, request, row.user_id);
  const file = path.join(photoRoot(ctx), row.storage_key);
  if (!file.startsWith(photoRoot(ctx) + path.sep)) throw notFound();
  return { bytes: await readFile(file), mime: row.mime_type };
}
