import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '@/lib/errors';
import { CSRF_COOKIE } from '@/plugins/session';

/**
 * POST /middleware-api/get-cookie of SPEC §7. It hands the CSRF token to scripts; the session
 * cookie stays HttpOnly, so asking for it is refused (see docs/decisions.md).
 */
export const getCookieRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/middleware-api/get-cookie',
    {
      schema: {
        body: z.object({ name: z.enum(['csrftoken', 'sessionid'], { error: 'invalid_choice' }) }),
        response: { 200: z.object({ name: z.string(), value: z.string() }) },
      },
    },
    (request) => {
      if (request.body.name !== CSRF_COOKIE) {
        throw new AppError(403, 'cookie_not_readable', 'This cookie is not readable by scripts.');
      }
      return { name: CSRF_COOKIE, value: request.cookies[CSRF_COOKIE] ?? '' };
    },
  );
};
