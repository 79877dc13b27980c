import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  MESSAGE_IMAGE_MAX_BYTES,
  MESSAGE_IMAGE_TYPES,
  MessageImageParamSchema,
  MessageSchema,
  type MessageImageType,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { acceptRawBody } from '@/plugins/raw-body';
import { requireUser } from '@/plugins/session';
import { imageNotAccepted, imageTooBig, openImage, sendImage } from './message-image.service';
import { requireMessenger } from './messenger.service';

const isImageType = (value: string): value is MessageImageType =>
  (MESSAGE_IMAGE_TYPES as readonly string[]).includes(value);

/**
 * Images in messages (issue 17): POST conversation/{id}/image/ with the image as the body
 * (Content-Type image/jpeg, image/png or image/gif, at most MESSAGE_IMAGE_MAX_BYTES; the first
 * bytes must agree), and GET conversation/{id}/image/{messageId}/, served to the conversation's
 * members only, never cached by shared caches, never sniffed as anything else.
 */
export function messageImageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', async () => requireMessenger(ctx));
    acceptRawBody(
      app,
      [...MESSAGE_IMAGE_TYPES],
      MESSAGE_IMAGE_MAX_BYTES,
      imageTooBig(MESSAGE_IMAGE_MAX_BYTES),
    );

    app.post(
      '/messenger/conversation/:id/image/',
      {
        config: { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { params: IdParamSchema, response: { 201: MessageSchema } },
      },
      async (request, reply) => {
        const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
        if (!Buffer.isBuffer(request.body) || request.body.length === 0 || !isImageType(type))
          throw imageNotAccepted();
        const message = await sendImage(
          ctx,
          requireUser(request),
          request.params.id,
          request.body,
          type,
        );
        return reply.status(201).send(message);
      },
    );

    app.get(
      '/messenger/conversation/:id/image/:messageId/',
      { config: { access: 'user' }, schema: { params: MessageImageParamSchema } },
      async (request, reply) => {
        const image = await openImage(
          ctx,
          requireUser(request),
          request.params.id,
          request.params.messageId,
        );
        return reply
          .header('cache-control', 'private, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('content-length', image.size)
          .type(image.type)
          .send(image.stream);
      },
    );
  };
}
