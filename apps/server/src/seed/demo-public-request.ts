import { PUBLIC_REQUEST_STATUS } from '@portal/shared';
import type { Executor } from '@/db/database';

/**
 * The demo request form (issue 20 item 4): "Request to attend an external training", published,
 * approved by the manager then the administrator, with the demo survey as its follow-up; and
 * one request the demo learner has sent, waiting on the manager.
 */
export async function seedPublicRequestDemo(
  db: Executor,
  people: { learnerId: number; managerId: number; adminId: number },
): Promise<void> {
  const survey = await db
    .selectFrom('content')
    .select('id')
    .where('kind', '=', 'survey')
    .orderBy('id')
    .executeTakeFirst();
  const form = await db
    .insertInto('request_form')
    .values({
      title_en: 'Request to attend an external training',
      title_th: 'คำขอเข้าร่วมการอบรมภายนอก',
      desc_en:
        'Ask to attend a course or seminar outside the company. Your manager approves first, then HR.',
      desc_th: 'ขออนุมัติเข้าร่วมหลักสูตรหรือสัมมนาภายนอกบริษัท ผู้จัดการของคุณจะพิจารณาก่อน จากนั้นฝ่ายบุคคล',
      is_publish: true,
      survey_id: survey?.id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [about, cost] = await db
    .insertInto('request_form_section')
    .values([
      { form_id: form.id, title_en: 'The training', title_th: 'ข้อมูลการอบรม', sort: 0 },
      { form_id: form.id, title_en: 'Cost and benefit', title_th: 'ค่าใช้จ่ายและประโยชน์', sort: 1 },
    ])
    .returning('id')
    .execute();
  const questions = await db
    .insertInto('request_form_question')
    .values([
      {
        section_id: about!.id,
        text_en: 'Name and organiser of the training',
        text_th: 'ชื่อหลักสูตรและผู้จัด',
        is_required: true,
        body: JSON.stringify({ kind: 'text' }),
        sort: 0,
      },
      {
        section_id: about!.id,
        text_en: 'Format',
        text_th: 'รูปแบบการอบรม',
        is_required: true,
        body: JSON.stringify({
          kind: 'choice',
          is_multiple: false,
          choices: [
            { id: 'onsite', text_en: 'On site', text_th: 'ในสถานที่' },
            { id: 'online', text_en: 'Online', text_th: 'ออนไลน์' },
          ],
        }),
        sort: 1,
      },
      {
        section_id: cost!.id,
        text_en: 'Cost and what the team gains',
        text_th: 'ค่าใช้จ่ายและประโยชน์ที่ทีมจะได้รับ',
        is_required: true,
        body: JSON.stringify({ kind: 'text' }),
        sort: 0,
      },
      {
        section_id: cost!.id,
        text_en: 'How useful is it for your work?',
        text_th: 'การอบรมนี้มีประโยชน์ต่องานของคุณมากเพียงใด',
        is_required: false,
        body: JSON.stringify({ kind: 'rating', scale: 5 }),
        sort: 1,
      },
    ])
    .returning('id')
    .execute();
  await db
    .insertInto('request_form_approver')
    .values([
      { form_id: form.id, step: 1, user_id: people.managerId },
      { form_id: form.id, step: 2, user_id: people.adminId },
    ])
    .execute();
  const [name, format, benefit, rating] = questions.map((q) => String(q.id));
  const submitted = new Date(Date.now() - 26 * 3600 * 1000);
  await db
    .insertInto('public_request')
    .values({
      form_id: form.id,
      user_id: people.learnerId,
      status: PUBLIC_REQUEST_STATUS.waiting,
      current_step: 1,
      answers: JSON.stringify({
        [name!]: { text: 'Data Visualisation Bootcamp, Bangkok Analytics Society' },
        [format!]: { choice_ids: ['onsite'] },
        [benefit!]: {
          text: '4,500 baht. The team will build its monthly dashboards without outside help.',
        },
        [rating!]: { rating: 5 },
      }),
      submitted_at: submitted,
      created_at: submitted,
      updated_at: submitted,
    })
    .execute();
}
