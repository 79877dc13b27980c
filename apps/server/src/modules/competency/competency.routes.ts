import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompetencyGapListSchema,
  CompetencyGapQuerySchema,
  MyCompetencyPageSchema,
  PageQuerySchema,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { pageRows, requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { querySource, sendXlsx, XLSX_RESPONSE } from '@/lib/xlsx-export';
import { requireManager } from '@/modules/team/team.service';
import { requireUser } from '@/plugins/session';
import { GAP_EXPORT, GAP_SHEET } from './competency-export';
import { gapQuery, myCompetencies, toGap } from './competency.repository';

/**
 * The learner's competency page (SPEC §1 /competency) and the team dashboard's gap list: a
 * manager (is_team_dashboard) sees the gaps of the users whose manager they are, and no one
 * else's.
 */
/**
 * The team-dashboard flag before the input is validated (as the team routes do): a learner
 * without it gets 403 and learns nothing of the routes' schemas.
 */
const managerFirst = async (request: FastifyRequest) => {
  requireManager(requireUser(request));
};

export function competencyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/competency/',
      {
        config: { access: 'user' },
        schema: { querystring: PageQuerySchema, response: { 200: MyCompetencyPageSchema } },
      },
      async (request) => {
        const user = requireUser(request);
        const page = await requestedPage(request, ctx.settings);
        const answer = await myCompetencies(ctx.db, user, page.limit, page.offset);
        return {
          ...page.answer(answer.rows, answer.total),
          position: user.position,
          gaps: answer.gaps,
        };
      },
    );

    app.get(
      '/competency/team/',
      {
        config: { access: 'user' },
        preValidation: managerFirst,
        schema: {
          querystring: CompetencyGapQuerySchema,
          response: { 200: CompetencyGapListSchema },
        },
      },
      async (request) => {
        const manager = requireManager(requireUser(request));
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await pageRows(
          ctx.db,
          gapQuery(ctx.db, { kind: 'team', managerId: manager.id }, request.query),
          page,
        );
        return page.answer(rows.map(toGap), total);
      },
    );

    app.get(
      '/competency/team/export/',
      {
        config: { access: 'user' },
        preValidation: managerFirst,
        schema: { querystring: CompetencyGapQuerySchema, response: XLSX_RESPONSE },
      },
      async (request, reply) => {
        const manager = requireManager(requireUser(request));
        return sendXlsx(reply, {
          name: 'team-competency-gaps',
          sheet: GAP_SHEET,
          language: languageOf(request),
          columns: GAP_EXPORT,
          source: querySource(
            ctx.db,
            gapQuery(ctx.db, { kind: 'team', managerId: manager.id }, request.query),
            (rows) => rows.map(toGap),
          ),
        });
      },
    );
  };
}
