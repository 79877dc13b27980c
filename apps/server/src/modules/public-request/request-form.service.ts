import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  SurveyQuestionBodySchema,
  type AdminRequestForm,
  type RequestFormInput,
} from '@portal/shared';
import type { Database, Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { writeAudit } from '@/lib/audit';
import { notFound, validationError } from '@/lib/errors';
import { iso } from '@/lib/refs';
import { findForm, formApprovers, formSections, writeFormParts } from './request-form.repository';

/**
 * The approvers (by e-mail, any case) as active users' ids in the order given, and the
 * follow-up survey a survey; else 400 naming the field.
 */
async function checkReferences(db: Executor, input: RequestFormInput): Promise<number[]> {
  const errors: Record<string, string[]> = {};
  const users = await db
    .selectFrom('users')
    .select(['id', sql<string>`lower(email)`.as('email')])
    .where(sql<string>`lower(email)`, 'in', input.approver_emails)
    .where('is_active', '=', true)
    .execute();
  const byEmail = new Map(users.map((u) => [u.email, u.id]));
  const ids = input.approver_emails.map((email) => byEmail.get(email));
  if (ids.some((id) => id === undefined)) errors.approver_emails = ['preq_approver_not_found'];
  if (input.survey_id !== null) {
    const survey = await db
      .selectFrom('content')
      .select('id')
      .where('id', '=', input.survey_id)
      .where('kind', '=', 'survey')
      .executeTakeFirst();
    if (!survey) errors.survey_id = ['invalid_choice'];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return ids as number[];
}

const formValues = (input: RequestFormInput) => ({
  title_en: input.title_en,
  title_th: input.title_th,
  desc_en: input.desc_en,
  desc_th: input.desc_th,
  is_publish: input.is_publish,
  survey_id: input.survey_id,
});

/** The dashboard's whole form: fields, sections with questions, approvers in order. */
export async function adminForm(db: Executor, id: number): Promise<AdminRequestForm> {
  const form = await findForm(db, id);
  if (!form) throw notFound();
  const [sections, approvers] = await Promise.all([formSections(db, id), formApprovers(db, id)]);
  return {
    id: form.id,
    title_en: form.title_en,
    title_th: form.title_th,
    desc_en: form.desc_en,
    desc_th: form.desc_th,
    is_publish: form.is_publish,
    survey_id: form.survey_id,
    sections: sections.map((s) => ({
      id: s.id,
      title_en: s.title_en,
      title_th: s.title_th,
      questions: s.questions.map((q) => ({
        id: q.id,
        text_en: q.text_en,
        text_th: q.text_th,
        is_required: q.is_required,
        body: SurveyQuestionBodySchema.parse(q.body),
      })),
    })),
    approvers,
    updated_at: iso(form.updated_at) ?? '',
  };
}

export async function createForm(
  db: Database,
  admin: UserRow,
  input: RequestFormInput,
  request: FastifyRequest,
) {
  const id = await db.transaction().execute(async (trx) => {
    const approverIds = await checkReferences(trx, input);
    const made = await trx
      .insertInto('request_form')
      .values(formValues(input))
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeFormParts(trx, made.id, input, approverIds);
    await writeAudit(trx, request, admin.id, 'create', 'request_form', made.id, input);
    return made.id;
  });
  return adminForm(db, id);
}

export async function updateForm(
  db: Database,
  admin: UserRow,
  id: number,
  input: RequestFormInput,
  request: FastifyRequest,
) {
  await db.transaction().execute(async (trx) => {
    const form = await trx
      .selectFrom('request_form')
      .select(['id', 'is_publish'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!form) throw notFound();
    const approverIds = await checkReferences(trx, input);
    await trx
      .updateTable('request_form')
      .set({ ...formValues(input), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await writeFormParts(trx, id, input, approverIds);
    await writeAudit(trx, request, admin.id, 'update', 'request_form', id, input);
    if (form.is_publish !== input.is_publish)
      await writeAudit(
        trx,
        request,
        admin.id,
        input.is_publish ? 'publish' : 'unpublish',
        'request_form',
        id,
        {},
      );
  });
  return adminForm(db, id);
}
