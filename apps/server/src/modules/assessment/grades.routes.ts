import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ATTEMPT_STATUS,
  GradeItemSchema,
  PageQuerySchema,
  pagedSchema,
  type GradeItem,
} from '@portal/shared';
import type { AppContext } from '@/context';
import { localized } from '@/lib/language';
import { requestedPage } from '@/lib/paging';
import { languageOf } from '@/lib/request-language';
import { requireUser } from '@/plugins/session';
import { gradesPage } from './grades.repository';

/**
 * The learner's grades (issue 17 item 5): every submitted test attempt with its score, pass or
 * fail, or waiting for marking (no score shown until marked), paged on the server.
 */
export function gradesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/profile/grades/',
      {
        config: { access: 'user' },
        schema: { querystring: PageQuerySchema, response: { 200: pagedSchema(GradeItemSchema) } },
      },
      async (request) => {
        const user = requireUser(request);
        const language = languageOf(request);
        const page = await requestedPage(request, ctx.settings);
        const { rows, total } = await gradesPage(ctx.db, user.id, page);
        const results = rows.map((row): GradeItem => {
          const waiting = row.status === ATTEMPT_STATUS.verifying;
          const score = waiting || row.score === null ? null : Number(row.score);
          const max = Number(row.max_score);
          return {
            id: row.id,
            test: {
              id: row.test_id,
              code: row.code,
              title: localized({ en: row.title_en, th: row.title_th }, language),
            },
            attempt_no: row.attempt_no,
            score,
            max_score: max,
            percent: score === null || max === 0 ? null : Math.round((score / max) * 1000) / 10,
            pass_percent: row.pass_percent,
            state: waiting ? 'waiting' : row.status === ATTEMPT_STATUS.passed ? 'passed' : 'failed',
            datetime_submit: (row.submitted_at as Date).toISOString(),
            link: `/test/${row.test_id}`,
          };
        });
        return page.answer(results, total);
      },
    );
  };
}
