import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LeaderboardQuerySchema,
  LeaderboardSchema,
  MyChallengesSchema,
  NoContentSchema,
  PageQuerySchema,
  PointHistorySchema,
  PointRuleListSchema,
  PointSummarySchema,
  PrivacyInputSchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { insertAudit } from '@/lib/audit';
import { requestedPage } from '@/lib/paging';
import { requireUser } from '@/plugins/session';
import {
  groupsOf,
  leaderboard,
  myChallenges,
  pointHistory,
  pointSummary,
  type BoardScope,
} from './points.repository';
import { listRules } from './rules.repository';

/** The learner's points, history, challenges and leaderboard (SPEC §2 /profile/point-gamification). */
export function pointRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/profile/point-gamification/',
      { config: { access: 'user' }, schema: { response: { 200: PointSummarySchema } } },
      async (request) => ({
        enabled: await ctx.settings.get('gamification-is-enabled'),
        ...(await pointSummary(ctx.db, requireUser(request).id)),
      }),
    );

    app.get(
      '/profile/point-gamification/history/',
      {
        config: { access: 'user' },
        schema: { querystring: PageQuerySchema, response: { 200: PointHistorySchema } },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const answer = await pointHistory(ctx.db, requireUser(request).id, page.limit, page.offset);
        return page.answer(answer.results, answer.total);
      },
    );

    app.get(
      '/profile/point-gamification/challenge/',
      { config: { access: 'user' }, schema: { response: { 200: MyChallengesSchema } } },
      async (request) => ({ results: await myChallenges(ctx.db, requireUser(request).id) }),
    );

    app.get(
      '/profile/point-gamification/leaderboard/',
      {
        config: { access: 'user' },
        schema: { querystring: LeaderboardQuerySchema, response: { 200: LeaderboardSchema } },
      },
      async (request) => {
        const user = requireUser(request);
        const { period, scope, group_id } = request.query;
        const groups = await groupsOf(ctx.db, user.id);
        let board: BoardScope = { kind: 'all' };
        if (scope === 'department') board = { kind: 'department', department: user.department };
        if (scope === 'group') {
          // Only a group of my own (another group shows nobody); my first when none is named.
          const group = groups.find((g) => g.id === (group_id ?? groups[0]?.id));
          board = { kind: 'group', groupId: group?.id ?? 0 };
        }
        const answer = await leaderboard(ctx.db, user.id, period, board);
        return { period, scope, results: answer.rows, me: answer.me, groups };
      },
    );

    app.put(
      '/profile/point-gamification/privacy/',
      {
        config: { access: 'user' },
        schema: { body: PrivacyInputSchema, response: { 204: NoContentSchema } },
      },
      async (request, reply) => {
        const user = requireUser(request);
        await ctx.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('users')
            .set({ leaderboard_opt_out: request.body.leaderboard_opt_out })
            .where('id', '=', user.id)
            .execute();
          await insertAudit(trx, {
            actorId: user.id,
            action: 'update_leaderboard_privacy',
            entity: 'user',
            entityId: user.id,
            data: request.body,
            ip: request.ip,
          });
        });
        return reply.status(204).send();
      },
    );

    // SPEC §7 gamification/content-type/: the active earning rules, paged.
    app.get(
      '/gamification/content-type/',
      {
        config: { access: 'public' },
        schema: { querystring: PageQuerySchema, response: { 200: PointRuleListSchema } },
      },
      async (request) => {
        const page = await requestedPage(request, ctx.settings);
        const answer = await listRules(ctx.db, { activeOnly: true }, page.limit, page.offset);
        return page.answer(answer.results, answer.total);
      },
    );
  };
}
