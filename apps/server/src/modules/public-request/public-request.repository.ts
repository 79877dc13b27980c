import { sql, type Transaction } from 'kysely';
import { PUBLIC_REQUEST_STATUS } from '@portal/shared';
import type { Executor } from '@/db/database';
import type { DB } from '@/db/types';

/** A user's shown name and e-mail, as SQL. */
export const personName = (table: string) =>
  sql<string>`trim(${sql.ref(`${table}.first_name`)} || ' ' || ${sql.ref(`${table}.last_name`)})`;

/** The request list's columns: the request, its form's titles, requester and step count. */
function requestQuery(db: Executor) {
  return db
    .selectFrom('public_request as r')
    .innerJoin('request_form as f', 'f.id', 'r.form_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.form_id',
      'r.user_id',
      'r.status',
      'r.current_step',
      'r.answers',
      'r.submitted_at',
      'r.decided_at',
      'r.updated_at',
      'f.title_en',
      'f.title_th',
      'f.survey_id',
      'u.email as requester_email',
      personName('u').as('requester_name'),
      (eb) =>
        eb
          .selectFrom('request_form_approver as a')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('a.form_id', '=', 'r.form_id')
          .as('step_count'),
    ]);
}
export type RequestRow = Awaited<
  ReturnType<ReturnType<typeof requestQuery>['executeTakeFirstOrThrow']>
>;

export async function findRequest(db: Executor, id: number) {
  return requestQuery(db).where('r.id', '=', id).executeTakeFirst();
}

/** Locks a request row for a change (decisions in order, one at a time). */
export async function lockRequest(trx: Transaction<DB>, id: number) {
  return trx
    .selectFrom('public_request')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export interface RequestFilter {
  userId?: number;
  /** Waiting on this approver's step. */
  approverId?: number;
  status?: number;
  formId?: number;
  /** The dashboard sees submitted requests only: drafts stay private to their requester. */
  submittedOnly?: boolean;
}

/** One page of requests, newest first (indexes: user, status, waiting, dashboard). */
export function filteredRequests(db: Executor, filter: RequestFilter) {
  let query = requestQuery(db);
  if (filter.userId !== undefined) query = query.where('r.user_id', '=', filter.userId);
  if (filter.approverId !== undefined) {
    const approverId = filter.approverId;
    query = query
      .where('r.status', '=', PUBLIC_REQUEST_STATUS.waiting)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('request_form_approver as me')
            .select('me.step')
            .whereRef('me.form_id', '=', 'r.form_id')
            .whereRef('me.step', '=', 'r.current_step')
            .where('me.user_id', '=', approverId),
        ),
      );
  }
  if (filter.status !== undefined) query = query.where('r.status', '=', filter.status);
  if (filter.submittedOnly) query = query.where('r.status', '<>', PUBLIC_REQUEST_STATUS.draft);
  if (filter.formId !== undefined) query = query.where('r.form_id', '=', filter.formId);
  return query.orderBy('r.id', 'desc');
}

export async function pageRequests(
  db: Executor,
  filter: RequestFilter,
  window: { limit: number; offset: number },
) {
  const base = filteredRequests(db, filter);
  const [rows, total] = await Promise.all([
    base.limit(window.limit).offset(window.offset).execute(),
    base
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The approvers of a form in order, with their decisions on one request. */
export async function requestSteps(db: Executor, formId: number, requestId: number) {
  return db
    .selectFrom('request_form_approver as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('public_request_decision as d', (join) =>
      join.onRef('d.step', '=', 'a.step').on('d.request_id', '=', requestId),
    )
    .select([
      'a.step',
      'a.user_id',
      'u.email',
      personName('u').as('name'),
      'd.outcome',
      'd.comment',
      'd.created_at as decided_at',
    ])
    .where('a.form_id', '=', formId)
    .orderBy('a.step')
    .execute();
}

export async function approverAt(db: Executor, formId: number, step: number) {
  const row = await db
    .selectFrom('request_form_approver')
    .select('user_id')
    .where('form_id', '=', formId)
    .where('step', '=', step)
    .executeTakeFirst();
  return row?.user_id;
}

export async function isFormApprover(db: Executor, formId: number, userId: number) {
  const row = await db
    .selectFrom('request_form_approver')
    .select('step')
    .where('form_id', '=', formId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function requestAttachments(db: Executor, requestId: number) {
  return db
    .selectFrom('public_request_attachment as a')
    .innerJoin('media_file as m', 'm.id', 'a.media_file_id')
    .select(['a.id', 'a.name', 'm.size_bytes as size', 'm.mime_type', 'm.storage_key'])
    .where('a.request_id', '=', requestId)
    .orderBy('a.id')
    .execute();
}
