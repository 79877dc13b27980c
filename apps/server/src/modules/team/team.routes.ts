import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LEADERBOARD_PERIODS,
  LeaderboardSchema,
  PageQuerySchema,
  TeamAssignableQuerySchema,
  TeamAssignableSchema,
  TeamAssignAnswerSchema,
  TeamAssignInputSchema,
  TeamMemberDetailSchema,
  TeamMemberListSchema,
  TeamResultListSchema,
  TeamResultQuerySchema,
  TeamSummarySchema,
} from '@portal/shared';
import { z } from 'zod';
import type { AppContext } from '@/context';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { sendXlsx, XLSX_RESPONSE } from '@/lib/xlsx-export';
import { leaderboard } from '@/modules/gamification';
import { requireUser } from '@/plugins/session';
import { TEAM_EXPORT, TEAM_SHEET } from './team-export';
import { assignableContent, memberResults, teamMembers, teamSummary } from './team.repository';
import { assignToTeam, requireManager, requireMember } from './team.service';

const UserIdParamSchema = z.object({
  userid: z.coerce
    .number()
    .int()
    .min(1, 'invalid_id')
    .max(2 ** 31 - 1, 'invalid_id'),
});
const PeriodQuerySchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS, 'invalid_choice').default('month'),
  format: z.literal('json').optional(),
});

/**
 * The team dashboard (SPEC §2 /team-dashboard): a signed-in user flagged for it sees the users
 * whose manager they are. Every route checks the flag; member routes check that the member is
 * in the caller's team (a manager of another team gets 403).
 */
export function teamRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The team-dashboard flag before the input is validated (as config.access does for its
    // rules): a learner without it gets 403 and learns nothing of the routes' schemas. This
    // plugin's own hook, after the global access hook has answered 401 to strangers.
    app.addHook('preValidation', async (request) => {
      requireManager(requireUser(request));
    });

    app.get(
      '/team-dashboard/member/',
      {
        config: { access: 'user' },
        schema: { querystring: PageQuerySchema, response: { 200: TeamMemberListSchema } },
      },
      async (request) => {
        const manager = requireManager(requireUser(request));
        const page = await requestedPage(request, ctx.settings);
        const answer = await teamMembers(
          ctx.db,
          manager.id,
          request.query.search,
          page.limit,
          page.offset,
        );
        return page.answer(answer.results, answer.total);
      },
    );

    app.get(
      '/team-dashboard/summary/',
      { config: { access: 'user' }, schema: { response: { 200: TeamSummarySchema } } },
      async (request) => teamSummary(ctx.db, requireManager(requireUser(request)).id),
    );

    app.get(
      '/team-dashboard/leaderboard/',
      {
        config: { access: 'user' },
        schema: { querystring: PeriodQuerySchema, response: { 200: LeaderboardSchema } },
      },
      async (request) => {
        const manager = requireManager(requireUser(request));
        const { period } = request.query;
        const answer = await leaderboard(ctx.db, manager.id, period, {
          kind: 'team',
          managerId: manager.id,
        });
        return { period, scope: 'all' as const, results: answer.rows, me: answer.me, groups: [] };
      },
    );

    app.get(
      '/team-dashboard/member/:userid/',
      {
        config: { access: 'user' },
        schema: { params: UserIdParamSchema, response: { 200: TeamMemberDetailSchema } },
      },
      async (request) => {
        const m = await requireMember(ctx.db, requireUser(request), request.params.userid);
        return {
          id: m.id,
          name: `${m.first_name} ${m.last_name}`.trim(),
          email: m.email,
          department: m.department,
          position: m.position,
        };
      },
    );

    app.get(
      '/team-dashboard/member/:userid/result/',
      {
        config: { access: 'user' },
        schema: {
          params: UserIdParamSchema,
          querystring: TeamResultQuerySchema,
          response: { 200: TeamResultListSchema },
        },
      },
      async (request) => {
        const m = await requireMember(ctx.db, requireUser(request), request.params.userid);
        const page = await requestedPage(request, ctx.settings);
        const answer = await memberResults(
          ctx.db,
          m.id,
          { contentType: request.query.content_type, history: request.query.history === 'true' },
          page.limit,
          page.offset,
        );
        return page.answer(answer.results, answer.total);
      },
    );

    app.get(
      '/team-dashboard/assignable/',
      {
        config: { access: 'user' },
        schema: {
          querystring: TeamAssignableQuerySchema,
          response: { 200: TeamAssignableSchema },
        },
      },
      async (request) => {
        requireManager(requireUser(request));
        return { results: await assignableContent(ctx.db, request.query.search) };
      },
    );

    app.post(
      '/team-dashboard/assign/',
      {
        config: { access: 'user' },
        schema: { body: TeamAssignInputSchema, response: { 201: TeamAssignAnswerSchema } },
      },
      async (request, reply) => {
        const id = await assignToTeam(ctx.db, requireUser(request), request.body, {
          ip: request.ip,
        });
        return reply.status(201).send({ assignment_id: id });
      },
    );

    app.get(
      '/team-dashboard/export/',
      { config: { access: 'user' }, schema: { response: XLSX_RESPONSE } },
      async (request, reply) => {
        const manager = requireManager(requireUser(request));
        return sendXlsx(reply, {
          name: 'team',
          sheet: TEAM_SHEET,
          language: languageOf(request),
          columns: TEAM_EXPORT,
          source: {
            count: async (cap) =>
              Math.min(cap + 1, (await teamSummary(ctx.db, manager.id)).members),
            rows: async (limit, offset) =>
              (await teamMembers(ctx.db, manager.id, undefined, limit, offset)).results,
          },
        });
      },
    );
  };
}
