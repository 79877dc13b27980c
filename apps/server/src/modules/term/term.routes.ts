import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TermAcceptSchema, TermSchema, UserSchema, type TermKind } from '@portal/shared';
import type { AppContext } from '@/context';
import { pickLanguage } from '@/lib/language';
import { requireUser } from '@/plugins/session';
import { toUserDto } from '@/modules/account/user.dto';
import { acceptDocument, publishedDocument } from './term.service';

const PATHS: Record<TermKind, string> = {
  term: '/term/',
  privacy: '/term/privacy/',
  data_consent: '/term/data-consent/',
};

/** Terms, privacy notice and data consent: read the published version, accept it (PDPA record). */
export function termRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const [kind, path] of Object.entries(PATHS) as [TermKind, string][]) {
      app.get(path, { schema: { response: { 200: TermSchema } } }, async (request) => {
        const lang = pickLanguage(
          request.user?.language,
          request.query,
          request.headers['accept-language'],
        );
        return publishedDocument(ctx.db, kind, lang, request.user);
      });

      app.post(
        `${path}accept/`,
        { schema: { body: TermAcceptSchema, response: { 200: UserSchema } } },
        async (request) => {
          const user = requireUser(request);
          await acceptDocument(ctx.db, kind, user, request.body.id, request.ip);
          return toUserDto(ctx.db, user);
        },
      );
    }
  };
}
