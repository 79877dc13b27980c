import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TermAcceptSchema, TermSchema, UserSchema, type TermKind } from '@portal/shared';
import type { AppContext } from '@/context';
import { AppError, notFound } from '@/lib/errors';
import { pickLanguage } from '@/lib/language';
import { insertAudit } from '@/lib/audit';
import { requireUser } from '@/plugins/session';
import { toUserDto } from '@/modules/account/user.dto';
import { latestPublished } from './term.repository';

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
        const doc = await latestPublished(ctx.db, kind);
        if (!doc) throw notFound();
        const lang = pickLanguage(
          request.user?.language,
          request.query,
          request.headers['accept-language'],
        );
        let accepted = false;
        if (request.user) {
          const row = await ctx.db
            .selectFrom('term_acceptance')
            .select('id')
            .where('user_id', '=', request.user.id)
            .where('document_id', '=', doc.id)
            .executeTakeFirst();
          accepted = row !== undefined;
        }
        return {
          id: doc.id,
          kind,
          version: doc.version,
          topic: lang === 'th' && doc.topic_th ? doc.topic_th : doc.topic_en,
          body: lang === 'th' && doc.body_th ? doc.body_th : doc.body_en,
          is_publish: doc.is_publish,
          is_accepted: accepted,
          datetime_publish: doc.datetime_publish ? doc.datetime_publish.toISOString() : null,
        };
      });

      app.post(
        `${path}accept/`,
        { schema: { body: TermAcceptSchema, response: { 200: UserSchema } } },
        async (request) => {
          const user = requireUser(request);
          const doc = await latestPublished(ctx.db, kind);
          if (!doc) throw notFound();
          if (doc.id !== request.body.id) {
            throw new AppError(
              409,
              'document_outdated',
              'A newer version of this document was published. Read it again.',
            );
          }
          await ctx.db.transaction().execute(async (trx) => {
            await trx
              .insertInto('term_acceptance')
              .values({
                user_id: user.id,
                document_id: doc.id,
                kind,
                version: doc.version,
                ip: request.ip,
              })
              .onConflict((oc) => oc.columns(['user_id', 'document_id']).doNothing())
              .execute();
            await insertAudit(trx, {
              actorId: user.id,
              action: 'accept_document',
              entity: 'term_document',
              entityId: doc.id,
              data: { kind, version: doc.version },
              ip: request.ip,
            });
          });
          return toUserDto(ctx.db, user);
        },
      );
    }
  };
}
