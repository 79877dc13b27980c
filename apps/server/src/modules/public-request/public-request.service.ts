import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import {
  checkSurveyResponse,
  PUBLIC_REQUEST_STATUS,
  SurveyQuestionBodySchema,
  type Language,
  type PublicRequestDetail,
  type SurveyAnswerInput,
} from '@portal/shared';
import type { Database, Executor } from '@/db/database';
import type { DB, UserRow } from '@/db/types';
import { auditRequest } from './public-request.audit';
import { setRequestStatus } from './request-status';
import { AppError, notFound, validationError } from '@/lib/errors';
import { iso } from '@/lib/refs';
import { notify } from '@/modules/notification';
import { formView, requestDto } from './public-request.mapper';
import {
  assertCanView,
  assertCurrentApprover,
  assertOwnDraft,
  invalidTransition,
} from './public-request.policy';
import {
  approverAt,
  findRequest,
  lockRequest,
  requestAttachments,
  requestSteps,
} from './public-request.repository';
import { countApprovers, findForm, formSections } from './request-form.repository';

async function surveyOf(db: Executor, surveyId: number | null) {
  if (surveyId === null) return undefined;
  return db
    .selectFrom('content')
    .select(['id', 'title_en', 'title_th'])
    .where('id', '=', surveyId)
    .where('kind', '=', 'survey')
    .executeTakeFirst();
}

/** A form as requesters see it (sections, questions, approver count, follow-up survey). */
export async function loadFormView(
  db: Executor,
  form: NonNullable<Awaited<ReturnType<typeof findForm>>>,
  language: Language,
) {
  const [sections, approverCount, survey] = await Promise.all([
    formSections(db, form.id),
    countApprovers(db, form.id),
    surveyOf(db, form.survey_id),
  ]);
  return formView(form, { sections, approverCount, survey }, language);
}

export async function publishedForm(db: Executor, id: number) {
  const form = await findForm(db, id);
  if (!form?.is_publish) throw notFound();
  return form;
}

/** One request in full for the viewer: overall info, answers, steps, attachments. */
export async function requestDetail(
  db: Executor,
  user: UserRow,
  id: number,
  language: Language,
): Promise<PublicRequestDetail> {
  const row = await findRequest(db, id);
  await assertCanView(db, user, row);
  if (!row) throw notFound();
  const form = await findForm(db, row.form_id);
  if (!form) throw notFound();
  const [view, steps, attachments] = await Promise.all([
    loadFormView(db, form, language),
    requestSteps(db, row.form_id, row.id),
    requestAttachments(db, row.id),
  ]);
  const current = steps.find((s) => s.step === row.current_step);
  return {
    ...requestDto(row, language),
    form: view,
    answers: row.answers as PublicRequestDetail['answers'],
    steps: steps.map((s) => ({
      step: s.step,
      approver: { id: s.user_id, name: s.name, email: s.email },
      outcome: s.outcome ?? null,
      comment: s.comment ?? '',
      decided_at: iso(s.decided_at),
    })),
    attachments: attachments.map((a) => ({
      id: a.id,
      name: a.name,
      size: Number(a.size),
      mime_type: a.mime_type,
    })),
    can_edit: row.user_id === user.id && row.status === PUBLIC_REQUEST_STATUS.draft,
    can_decide: row.status === PUBLIC_REQUEST_STATUS.waiting && current?.user_id === user.id,
    can_cancel: row.user_id === user.id && row.status === PUBLIC_REQUEST_STATUS.waiting,
  };
}

/** A new draft of a published form for the requester. */
export async function createDraft(
  db: Database,
  user: UserRow,
  formId: number,
  request: FastifyRequest,
) {
  return db.transaction().execute(async (trx) => {
    await publishedForm(trx, formId);
    const made = await trx
      .insertInto('public_request')
      .values({ form_id: formId, user_id: user.id, answers: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await auditRequest(trx, request, user.id, 'create', made.id, { form_id: formId });
    return made.id;
  });
}

async function questionsOf(db: Executor, formId: number) {
  const sections = await formSections(db, formId);
  return sections.flatMap((s) => s.questions);
}

const asInputs = (answers: Record<string, unknown>): SurveyAnswerInput[] =>
  Object.entries(answers).map(([id, value]) => ({
    question_id: Number(id),
    ...(value as object),
  }));

/**
 * Saves the requester's answers to their draft (any subset: required questions are checked on
 * submit); answers to the same questions replace those kept, the others stay.
 */
export async function saveAnswers(
  db: Database,
  user: UserRow,
  id: number,
  answers: SurveyAnswerInput[],
  request: FastifyRequest,
) {
  await db.transaction().execute(async (trx) => {
    const row = assertOwnDraft(user, await lockRequest(trx, id));
    const questions = await questionsOf(trx, row.form_id);
    const given = new Set(answers.map((a) => a.question_id));
    const { errors, values } = checkSurveyResponse(
      questions.map((q) => ({ id: q.id, is_required: false, body: parseBody(q.body) })),
      answers,
    );
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const kept = { ...row.answers };
    for (const questionId of given) delete kept[String(questionId)];
    for (const [questionId, value] of values) kept[String(questionId)] = value;
    await trx
      .updateTable('public_request')
      .set({ answers: JSON.stringify(kept), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await auditRequest(trx, request, user.id, 'update', id, { questions: [...given] });
  });
}

const parseBody = (body: unknown) => SurveyQuestionBodySchema.parse(body);

async function notifyRequest(
  trx: Transaction<DB>,
  row: { id: number; form_id: number },
  recipients: number[],
  params: { outcome: string; stage?: number; requester?: string },
) {
  const form = await findForm(trx, row.form_id);
  await notify(trx, {
    kind: 'public_request',
    key: `public_request:${row.id}:${params.outcome}:${params.stage ?? 0}`,
    recipients,
    path: `/public-request/${row.id}/overall/info`,
    params: {
      title_en: form?.title_en ?? '',
      title_th: form?.title_th ?? '',
      outcome: params.outcome,
      stage: params.stage ?? null,
      reference: params.requester ?? '',
    },
  });
}

/** Sends a draft for approval: every required question answered; step 1's approver is told. */
export async function submitRequest(
  db: Database,
  user: UserRow,
  id: number,
  request: FastifyRequest,
) {
  await db.transaction().execute(async (trx) => {
    const row = assertOwnDraft(user, await lockRequest(trx, id));
    const form = await findForm(trx, row.form_id);
    if (!form?.is_publish) throw new AppError(409, 'form_closed', 'This form is closed.');
    const questions = await questionsOf(trx, row.form_id);
    const { errors } = checkSurveyResponse(
      questions.map((q) => ({ id: q.id, is_required: q.is_required, body: parseBody(q.body) })),
      asInputs(row.answers).filter((a) => questions.some((q) => q.id === a.question_id)),
    );
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const first = await approverAt(trx, row.form_id, 1);
    if (first === undefined) throw invalidTransition();
    await setRequestStatus(trx, {
      request,
      actorId: user.id,
      row,
      to: PUBLIC_REQUEST_STATUS.waiting,
      action: 'submit',
      step: 1,
      data: { step: 1 },
    });
    await notifyRequest(trx, row, [user.id], { outcome: 'submitted' });
    await notifyRequest(trx, row, [first], {
      outcome: 'to_approve',
      stage: 1,
      requester: `${user.first_name} ${user.last_name}`.trim() || user.email,
    });
  });
}

/**
 * The decision of the approver the request waits on: approving moves it to the next step (or
 * approves it after the last), rejecting ends it. Each step is audited and the requester told.
 */
export async function decideRequest(
  db: Database,
  user: UserRow,
  id: number,
  decision: { approve: boolean; comment: string },
  request: FastifyRequest,
) {
  await db.transaction().execute(async (trx) => {
    const row = await lockRequest(trx, id);
    await assertCanView(trx, user, row);
    if (!row) throw notFound();
    const step = row.current_step;
    assertCurrentApprover(user, row, await approverAt(trx, row.form_id, step));
    const stepCount = await countApprovers(trx, row.form_id);
    await trx
      .insertInto('public_request_decision')
      .values({
        request_id: id,
        step,
        approver_id: user.id,
        outcome: decision.approve ? 'approved' : 'rejected',
        comment: decision.comment,
      })
      .execute();
    const last = step >= stepCount;
    const status = !decision.approve
      ? PUBLIC_REQUEST_STATUS.rejected
      : last
        ? PUBLIC_REQUEST_STATUS.approved
        : PUBLIC_REQUEST_STATUS.waiting;
    const ends = status !== PUBLIC_REQUEST_STATUS.waiting;
    await setRequestStatus(trx, {
      request,
      actorId: user.id,
      row,
      to: status,
      action: decision.approve ? 'approve' : 'reject',
      step: ends ? step : step + 1,
      data: { comment: decision.comment },
    });
    if (ends) {
      await notifyRequest(trx, row, [row.user_id], {
        outcome: decision.approve ? 'approved' : 'rejected',
      });
      return;
    }
    await notifyRequest(trx, row, [row.user_id], { outcome: 'step_approved', stage: step });
    const next = await approverAt(trx, row.form_id, step + 1);
    const requester = await findRequest(trx, id);
    if (next !== undefined)
      await notifyRequest(trx, row, [next], {
        outcome: 'to_approve',
        stage: step + 1,
        requester: requester?.requester_name || requester?.requester_email || '',
      });
  });
}
