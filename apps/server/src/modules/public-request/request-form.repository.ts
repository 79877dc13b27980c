import type { Transaction } from 'kysely';
import type { RequestFormInput } from '@portal/shared';
import type { Executor } from '@/db/database';
import type { DB } from '@/db/types';
import { personName } from './public-request.repository';

export async function findForm(db: Executor, id: number) {
  return db.selectFrom('request_form').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A form's sections and their questions, in order (two statements). */
export async function formSections(db: Executor, formId: number) {
  const sections = await db
    .selectFrom('request_form_section')
    .select(['id', 'title_en', 'title_th'])
    .where('form_id', '=', formId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const questions =
    sections.length === 0
      ? []
      : await db
          .selectFrom('request_form_question')
          .select(['id', 'section_id', 'text_en', 'text_th', 'is_required', 'body'])
          .where(
            'section_id',
            'in',
            sections.map((s) => s.id),
          )
          .orderBy('sort')
          .orderBy('id')
          .execute();
  return sections.map((section) => ({
    ...section,
    questions: questions.filter((q) => q.section_id === section.id),
  }));
}
export type FormSection = Awaited<ReturnType<typeof formSections>>[number];

export async function formApprovers(db: Executor, formId: number) {
  return db
    .selectFrom('request_form_approver as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['u.id', 'u.email', personName('u').as('name')])
    .where('a.form_id', '=', formId)
    .orderBy('a.step')
    .execute();
}

export async function countApprovers(db: Executor, formId: number) {
  const row = await db
    .selectFrom('request_form_approver')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('form_id', '=', formId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Forms with their approver counts, newest first; published ones only for requesters. */
export async function pageForms(
  db: Executor,
  options: { publishedOnly: boolean; limit: number; offset: number },
) {
  let base = db.selectFrom('request_form as f');
  if (options.publishedOnly) base = base.where('f.is_publish', '=', true);
  const [rows, total] = await Promise.all([
    base
      .selectAll('f')
      .select((eb) =>
        eb
          .selectFrom('request_form_approver as a')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('a.form_id', '=', 'f.id')
          .as('approver_count'),
      )
      .orderBy('f.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/**
 * Writes a form's sections, questions and approvers from the dashboard's input: rows named by
 * id are updated (so drafts keep their answers), new ones inserted, the others deleted.
 */
export async function writeFormParts(
  trx: Transaction<DB>,
  formId: number,
  input: RequestFormInput,
  approverIds: number[],
) {
  const existing = await trx
    .selectFrom('request_form_section')
    .select('id')
    .where('form_id', '=', formId)
    .execute();
  const ownSections = new Set(existing.map((s) => s.id));
  const ownQuestions = new Set(
    existing.length === 0
      ? []
      : (
          await trx
            .selectFrom('request_form_question')
            .select('id')
            .where(
              'section_id',
              'in',
              existing.map((s) => s.id),
            )
            .execute()
        ).map((q) => q.id),
  );
  const keptSections: number[] = [];
  const keptQuestions: number[] = [];
  for (const [sort, section] of input.sections.entries()) {
    const values = { title_en: section.title_en, title_th: section.title_th, sort };
    let sectionId: number;
    if (section.id !== undefined && ownSections.has(section.id)) {
      sectionId = section.id;
      await trx
        .updateTable('request_form_section')
        .set(values)
        .where('id', '=', sectionId)
        .execute();
    } else {
      const made = await trx
        .insertInto('request_form_section')
        .values({ ...values, form_id: formId })
        .returning('id')
        .executeTakeFirstOrThrow();
      sectionId = made.id;
    }
    keptSections.push(sectionId);
    for (const [order, question] of section.questions.entries()) {
      const row = {
        section_id: sectionId,
        text_en: question.text_en,
        text_th: question.text_th,
        is_required: question.is_required,
        body: JSON.stringify(question.body),
        sort: order,
      };
      if (question.id !== undefined && ownQuestions.has(question.id)) {
        await trx
          .updateTable('request_form_question')
          .set(row)
          .where('id', '=', question.id)
          .execute();
        keptQuestions.push(question.id);
      } else {
        const made = await trx
          .insertInto('request_form_question')
          .values(row)
          .returning('id')
          .executeTakeFirstOrThrow();
        keptQuestions.push(made.id);
      }
    }
  }
  const goneQuestions = [...ownQuestions].filter((id) => !keptQuestions.includes(id));
  if (goneQuestions.length > 0)
    await trx.deleteFrom('request_form_question').where('id', 'in', goneQuestions).execute();
  const goneSections = [...ownSections].filter((id) => !keptSections.includes(id));
  if (goneSections.length > 0)
    await trx.deleteFrom('request_form_section').where('id', 'in', goneSections).execute();
  await trx.deleteFrom('request_form_approver').where('form_id', '=', formId).execute();
  await trx
    .insertInto('request_form_approver')
    .values(approverIds.map((userId, i) => ({ form_id: formId, step: i + 1, user_id: userId })))
    .execute();
}
