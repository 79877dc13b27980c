import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONVERSATION_TYPES, type MessageImageType } from '@portal/shared';
import type { AppContext } from '@/context';
import type { UserRow } from '@/db/types';
import { AppError, notFound } from '@/lib/errors';
import { imageSizeOfFile } from '@/lib/image-size';
import { mediaTypeOf } from '@/lib/media/media-storage';
import { hasPermission } from '@/lib/permission';
import {
  activeMemberIds,
  blockedBetween,
  insertMessage,
  messageImageOf,
} from './messenger.repository';
import {
  blocked,
  memberOrRefuse,
  messageWire,
  publish,
  SUPPORT_CHANNEL,
} from './messenger.service';

/** The extension each accepted type is stored under. */
const EXTENSION: Record<MessageImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};
const KEY_PATTERN = /^[a-f0-9]{32}\.(?:jpg|png|gif)$/;

export const imageNotAccepted = () =>
  new AppError(400, 'invalid_filetype', 'Choose a jpg, png or gif image.', {
    errors: { file: ['invalid_filetype'] },
  });
export const imageTooBig = (maxBytes: number) => () =>
  new AppError(413, 'file_size_less_than_xx', 'The image is too large.', {
    errors: { file: ['file_size_less_than_xx'] },
    size_mb: maxBytes / (1024 * 1024),
  });

/** The folder message images live in: DATA_DIR/messenger, outside the public media folder. */
export function messageImageRoot(ctx: AppContext): string {
  return path.resolve(ctx.config.DATA_DIR, 'messenger');
}

/**
 * Checks an image's bytes and keeps it under a random name: its first bytes must be the type it
 * was sent as (file-type, as every upload), and it must decode to a width and height. A refused
 * file is removed at once.
 */
async function keepImage(ctx: AppContext, bytes: Buffer, type: MessageImageType) {
  const root = messageImageRoot(ctx);
  await mkdir(root, { recursive: true });
  const key = `${randomBytes(16).toString('hex')}.${EXTENSION[type]}`;
  const temp = path.join(root, `${key}.${process.pid}.tmp`);
  await writeFile(temp, bytes);
  try {
    const mime = await mediaTypeOf(key, temp);
    const size = mime === type ? await imageSizeOfFile(temp) : { width: 0, height: 0 };
    if (!(size.width > 0 && size.height > 0)) throw imageNotAccepted();
    await rename(temp, path.join(root, key));
    return { key, type, width: size.width, height: size.height };
  } finally {
    await rm(temp, { force: true });
  }
}

/**
 * Sends an image as a message in one of my conversations (the body is the file, its
 * Content-Type one of MESSAGE_IMAGE_TYPES); every member's open tabs hear it.
 */
export async function sendImage(
  ctx: AppContext,
  user: UserRow,
  conversationId: number,
  bytes: Buffer,
  type: MessageImageType,
) {
  const member = await memberOrRefuse(ctx, conversationId, user);
  const image = await keepImage(ctx, bytes, type);
  const { message, members } = await ctx.db
    .transaction()
    .execute(async (trx) => {
      if (member.type === CONVERSATION_TYPES.private) {
        const [other] = (await activeMemberIds(trx, conversationId)).filter((id) => id !== user.id);
        if (other !== undefined && (await blockedBetween(trx, user.id, other))) throw blocked();
      }
      const message = await insertMessage(trx, {
        conversationId,
        senderId: user.id,
        text: '',
        fromSupport: false,
        image,
      });
      return { message, members: await activeMemberIds(trx, conversationId) };
    })
    .catch(async (error: unknown) => {
      await rm(path.join(messageImageRoot(ctx), image.key), { force: true });
      throw error;
    });
  const wire = messageWire(message);
  await publish(ctx, members, { event: 'message', data: wire });
  if (member.type === CONVERSATION_TYPES.support)
    await ctx.pubsub.publish(SUPPORT_CHANNEL, { event: 'message', data: wire });
  return wire;
}

/**
 * A message's image for a reader: a present member of its conversation, or, in a support
 * conversation, someone who answers support. Anyone else is answered 404, as a missing one.
 */
export async function openImage(
  ctx: AppContext,
  user: UserRow,
  conversationId: number,
  messageId: number,
) {
  const row = await messageImageOf(ctx.db, conversationId, messageId);
  if (!row?.image_key || !row.image_type || !KEY_PATTERN.test(row.image_key)) throw notFound();
  const staff =
    row.type === CONVERSATION_TYPES.support &&
    (await hasPermission(ctx.db, user, 'dashboard_manage_user'));
  if (!staff) await memberOrRefuse(ctx, conversationId, user);
  const file = path.join(messageImageRoot(ctx), row.image_key);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound();
  return { type: row.image_type, size: info.size, stream: createReadStream(file) };
}
