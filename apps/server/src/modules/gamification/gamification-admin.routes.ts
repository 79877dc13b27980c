import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChallengeInputSchema,
  ChallengeListSchema,
  ChallengeSchema,
  IdParamSchema,
  NoContentSchema,
  PageQuerySchema,
  PointReportSchema,
  PointRuleInputSchema,
  PointRuleListSchema,
  PointRulePatchSchema,
  PointRuleSchema,
} from '@portal/shared';
import { sql } from 'kysely';
import type { AppContext } from '@/context';
import { writeAudit } from '@/lib/audit';
import { notFound, validationError } from '@/lib/errors';
import { checkImageField } from '@/lib/image-field';
import { mediaRoot } from '@/lib/media/media-storage';
import { requestedPage } from '@/lib/paging';
import type { Access } from '@/plugins/access';
import { requireUser } from '@/plugins/session';
import { challengeOut } from './points.repository';
import { listChallenges, listRules, pointReport } from './rules.repository';

/** Gamification is configuration: the config permission (the toggle lives in the settings). */
export const MANAGE_GAMIFICATION: Access = { permission: 'dashboard_manage_config' };

const ruleTaken = () => validationError({ action: ['point_rule_exists'] });

/** Dashboard: point rules, challenges (badge image through the media upload), points report. */
export function gamificationAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const media = mediaRoot(ctx.config);
  return async (app) => {
    app.get(
      '/gamification/rule/',
      {
        config: { access: MANAGE_GAMIFICATION },
        schema: { querystring: PageQuerySchema, response: { 200: PointRuleListSchema } },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const answer = await listRules(ctx.db, { activeOnly: false }, page.limit, page.offset);
        return page.answer(answer.results, answer.total);
      },
    );

    app.post(
      '/gamification/rule/',
      {
        config: { access: MANAGE_GAMIFICATION },
        schema: { body: PointRuleInputSchema, response: { 201: PointRuleSchema } },
      },
      async (request, reply) => {
        const actor = requireUser(request);
        const row = await ctx.db.transaction().execute(async (trx) => {
          const created = await trx
            .insertInto('point_rule')
            .values(request.body)
            .onConflict((oc) => oc.constraint('point_rule_kind_action_key').doNothing())
            .returning(['id', 'content_kind', 'action', 'points', 'is_active'])
            .executeTakeFirst();
          if (!created) throw ruleTaken();
          await writeAudit(
            trx,
            request,
            actor.id,
            'create',
            'point_rule',
            created.id,
            request.body,
          );
          return created;
        });
        return reply.status(201).send(row);
      },
    );

    app.patch(
      '/gamification/rule/:id/',
      {
        config: { access: MANAGE_GAMIFICATION },
        schema: {
          params: IdParamSchema,
          body: PointRulePatchSchema,
          response: { 200: PointRuleSchema },
        },
      },
      async (request) => {
        const actor = requireUser(request);
        return ctx.db.transaction().execute(async (trx) => {
          const row = await trx
            .updateTable('point_rule')
            .set({ ...request.body, updated_at: sql<Date>`now()` })
            .where('id', '=', request.params.id)
            .returning(['id', 'content_kind', 'action', 'points', 'is_active'])
            .executeTakeFirst();
          if (!row) throw notFound();
          await writeAudit(trx, request, actor.id, 'update', 'point_rule', row.id, request.body);
          return row;
        });
      },
    );

    app.get(
      '/gamification/challenge/',
      {
        config: { access: MANAGE_GAMIFICATION },
        schema: { querystring: PageQuerySchema, response: { 200: ChallengeListSchema } },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const answer = await listChallenges(ctx.db, page.limit, page.offset);
        return page.answer(answer.rows.map(challengeOut), answer.total);
      },
    );

    app.post(
      '/gamification/challenge/',
      {
        config: { access: MANAGE_GAMIFICATION },
        schema: { body: ChallengeInputSchema, response: { 201: ChallengeSchema } },
      },
      async (request, reply) => {
        const actor = requireUser(request);
        await checkImageField(ctx.db, media, 'logo', request.body.badge_image, 'badge_image');
        const row = await ctx.db.transaction().execute(async (trx) => {
          const created = await trx
            .insertInto('challenge')
            .values(request.body)
            .returningAll()
            .executeTakeFirstOrThrow();
          await writeAudit(trx, request, actor.id, 'create', 'challenge', created.id, request.body);
          return created;
        });
        return reply.status(201).send(challengeOut(row));
      },
    );

    app.patch(
      '/gamification/challenge/:id/',
      {
        config: { access: MANAGE_GAMIFICATION },
        schema: {
          params: IdParamSchema,
          body: ChallengeInputSchema,
          response: { 200: ChallengeSchema },
        },
      },
      async (request) => {
        const actor = requireUser(request);
        await checkImageField(ctx.db, media, 'logo', request.body.badge_image, 'badge_image');
        const row = await ctx.db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable('challenge')
            .set({ ...request.body, updated_at: sql<Date>`now()` })
            .where('id', '=', request.params.id)
            .returningAll()
            .executeTakeFirst();
          if (!updated) throw notFound();
          await writeAudit(trx, request, actor.id, 'update', 'challenge', updated.id, request.body);
          return updated;
        });
        return challengeOut(row);
      },
    );

    app.delete(
      '/gamification/challenge/:id/',
      {
        config: { access: MANAGE_GAMIFICATION },
        schema: { params: IdParamSchema, response: { 204: NoContentSchema } },
      },
      async (request, reply) => {
        const actor = requireUser(request);
        await ctx.db.transaction().execute(async (trx) => {
          const gone = await trx
            .deleteFrom('challenge')
            .where('id', '=', request.params.id)
            .returning('id')
            .executeTakeFirst();
          if (!gone) throw notFound();
          await writeAudit(trx, request, actor.id, 'delete', 'challenge', gone.id, {});
        });
        return reply.status(204).send();
      },
    );

    app.get(
      '/gamification/report/',
      {
        config: { access: MANAGE_GAMIFICATION },
        schema: { querystring: PageQuerySchema, response: { 200: PointReportSchema } },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const answer = await pointReport(ctx.db, page.limit, page.offset);
        return page.answer(answer.results, answer.total);
      },
    );
  };
}
