import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PageQuerySchema } from '@portal/shared';
import type { AppContext } from '@/context';
import type { Executor } from '@/db/database';
import { languageOf } from '@/lib/request-language';
import { querySource, sendXlsx, type ExportColumn } from '@/lib/xlsx-export';
import { validationError } from '@/lib/errors';
import { pageRows, requestedPage } from '@/lib/paging';
import { containsPattern, searchWords } from '@/lib/search-text';

const day = z.iso.date({ error: 'invalid_date' });
const LogQuerySchema = PageQuerySchema.extend({
  /** log_group: the kind of thing changed (course, user, config, ...). */
  log_group: z.string().max(50).optional(),
  /** log: the action (create_course, update_config, ...). */
  log: z.string().max(80).optional(),
  actor: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** SPEC §9 filter period; the last 30 days when not given. */
  date_start: day.optional(),
  date_end: day.optional(),
});

const DAY_MS = 86_400_000;

/** Log rows of the period matching the filters and search, newest first. */
function logQuery(db: Executor, query: z.infer<typeof LogQuerySchema>) {
  const end = query.date_end ? Date.parse(query.date_end) + DAY_MS : Date.now();
  const start = query.date_start ? Date.parse(query.date_start) : end - 30 * DAY_MS;
  if (end <= start) throw validationError({ date_end: ['end_time_must_be_after_start_time'] });
  let q = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_id')
    .select([
      'a.id',
      'a.action as log',
      'a.entity as log_group',
      'a.entity_id',
      'a.data',
      'a.ip',
      'a.created_at as datetime_create',
      'u.id as actor_id',
      'u.email as actor_email',
      'u.first_name as actor_first_name',
      'u.last_name as actor_last_name',
    ])
    .where('a.created_at', '>=', new Date(start))
    .where('a.created_at', '<', new Date(end));
  if (query.log_group) q = q.where('a.entity', '=', query.log_group);
  if (query.log) q = q.where('a.action', '=', query.log);
  if (query.actor) q = q.where('a.actor_id', '=', query.actor);
  // Search: the action, the changed row's id or the actor's email (a short log page, so
  // a plain contains match within the period is enough).
  for (const word of searchWords(query.search ?? '')) {
    const pattern = containsPattern(word);
    q = q.where((eb) =>
      eb.or([
        eb('a.action', 'like', pattern),
        eb('a.entity_id', 'like', pattern),
        eb(eb.fn('lower', ['u.email']), 'like', pattern),
      ]),
    );
  }
  return q.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc');
}

type LogRow = Awaited<ReturnType<ReturnType<typeof logQuery>['execute']>>[number];

const LOG_EXPORT: ExportColumn<LogRow>[] = [
  { header: { en: 'Time', th: 'เวลา' }, value: (r) => r.datetime_create, type: 'datetime' },
  { header: { en: 'Group', th: 'กลุ่ม' }, value: (r) => r.log_group },
  { header: { en: 'Action', th: 'การกระทำ' }, value: (r) => r.log, width: 24 },
  { header: { en: 'Item id', th: 'รหัสรายการ' }, value: (r) => r.entity_id, width: 10 },
  { header: { en: 'By', th: 'ผู้ทำ' }, value: (r) => r.actor_email, width: 30 },
  {
    header: { en: 'Name', th: 'ชื่อ' },
    value: (r) => `${r.actor_first_name ?? ''} ${r.actor_last_name ?? ''}`.trim(),
    width: 24,
  },
  { header: { en: 'IP address', th: 'ที่อยู่ IP' }, value: (r) => r.ip },
  { header: { en: 'Details', th: 'รายละเอียด' }, value: (r) => JSON.stringify(r.data), width: 60 },
];

/**
 * Dashboard → Logs: who changed what and when (audit_log), newest first, filtered by group,
 * action, actor and period. Superusers only: the log holds every area's changes.
 */
export function auditLogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/log/',
      { config: { access: 'superuser' }, schema: { querystring: LogQuerySchema } },
      async (request) => {
        const { query } = request;
        const page = await requestedPage(request, ctx.settings);
        const q = logQuery(ctx.db, query);
        const { rows, total } = await pageRows(ctx.db, q, page);
        return page.answer(rows, total);
      },
    );

    app.get(
      '/log/export/',
      { config: { access: 'superuser' }, schema: { querystring: LogQuerySchema } },
      async (request, reply) =>
        sendXlsx(reply, {
          name: 'audit-log',
          sheet: { en: 'Audit log', th: 'บันทึกการเปลี่ยนแปลง' },
          language: languageOf(request),
          columns: LOG_EXPORT,
          source: querySource(ctx.db, logQuery(ctx.db, request.query)),
        }),
    );

    app.get('/filter/log-group/', { config: { access: 'superuser' } }, async () => {
      // Distinct groups by skipping through the (entity, ...) index: cheap on a long log.
      const rows = await sql<{ entity: string }>`
        WITH RECURSIVE groups(entity) AS (
          (SELECT entity FROM audit_log ORDER BY entity LIMIT 1)
          UNION ALL
          SELECT (SELECT entity FROM audit_log WHERE entity > groups.entity ORDER BY entity LIMIT 1)
          FROM groups WHERE groups.entity IS NOT NULL)
        SELECT entity FROM groups WHERE entity IS NOT NULL`.execute(ctx.db);
      return { results: rows.rows.map((r) => ({ id: r.entity, name: r.entity })) };
    });
  };
}
