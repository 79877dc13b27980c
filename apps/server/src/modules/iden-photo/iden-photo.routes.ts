import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  IdenPhotoInputSchema,
  IdenPhotoPageSchema,
  IdenPhotoStatusSchema,
  PageQuerySchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { Access } from '@/plugins/access';
import { listPhotos, photoImage, photoStatus, savePhoto } from './iden-photo.service';

const MANAGE_USER: Access = { permission: 'dashboard_manage_user' };
const SavedSchema = z.object({ id: z.number(), created_at: z.string() });

/** The signed-in person's photo for this sign-in: whether one is owed, and sending it. */
export function idenPhotoRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/account/iden-photo/',
      { config: { access: 'user' }, schema: { response: { 200: IdenPhotoStatusSchema } } },
      async (request) => photoStatus(ctx, request),
    );
    app.post(
      '/account/iden-photo/',
      {
        bodyLimit: 5 * 1024 * 1024,
        config: {
          access: 'user',
          rateLimit: { max: 10, timeWindow: '1 minute' },
        },
        schema: { body: IdenPhotoInputSchema, response: { 201: SavedSchema } },
      },
      async (request, reply) => reply.status(201).send(await savePhoto(ctx, request, request.body)),
    );
  };
}

/** Administrators who may manage the person: their sign-in photos, and each image. */
export function idenPhotoAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/:id/iden-photo/',
      {
        config: { access: MANAGE_USER },
        schema: {
          params: IdParamSchema,
          querystring: PageQuerySchema,
          response: { 200: IdenPhotoPageSchema },
        },
      },
      async (request) => listPhotos(ctx, request, request.params.id, request.query),
    );
    app.get(
      '/iden-photo/:id/image/',
      {
        config: { access: MANAGE_USER },
        schema: { params: IdParamSchema, response: { 200: z.custom<Buffer>(() => true) } },
      },
      async (request, reply) => {
        const { bytes, mime } = await photoImage(ctx, request, request.params.id);
        return reply
          .header('content-type', mime)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(bytes);
      },
    );
  };
}
