import type { Transaction } from 'kysely';
import { SURVEY_FOR, SURVEY_TYPE } from '@portal/shared';
import type { DB } from '@/db/types';
import { contentSearchText } from '@/lib/search-text';
import { createSurvey } from '@/modules/assessment/authoring.repository';
import { DEMO_CLASSES } from './demo-class';

/** Codes of the demo session survey and activity (tests, browser journeys). */
export const DEMO_CLASS_EXTRAS = {
  survey: 'SV-SESSION-FEEDBACK',
  activity: 'ACT-ONBOARD-SAFETY',
} as const;

/**
 * Issue 16 items 5 and 6: the on-site demo class's first session names a feedback survey (its
 * attendees answer it after the session; answering it completes the class with the other
 * session), and an activity with a checklist the demo learner ticks, one item approved by
 * their manager (manager@example.com, set as the learner's manager by the gamification demo).
 */
export async function seedClassExtras(trx: Transaction<DB>): Promise<void> {
  const { id: surveyId } = await createSurvey(trx, {
    code: DEMO_CLASS_EXTRAS.survey,
    title_en: 'Session feedback',
    title_th: 'แบบประเมินหลังรอบเรียน',
    desc_en: 'Two quick questions about the session you attended.',
    desc_th: 'คำถามสั้น ๆ สองข้อเกี่ยวกับรอบเรียนที่คุณเข้าร่วม',
    is_publish: false,
    survey_type: SURVEY_TYPE.questionnaire,
    survey_for: SURVEY_FOR.content,
    questions: [
      {
        kind: 'rating',
        scale: 5,
        text_en: 'How useful was the session?',
        text_th: 'รอบเรียนนี้มีประโยชน์กับคุณมากน้อยเพียงใด',
      },
      {
        kind: 'text',
        text_en: 'What will you try first?',
        text_th: 'คุณจะนำเรื่องใดไปลองใช้เป็นอย่างแรก',
        is_required: false,
      },
    ],
  });
  const first = await trx
    .selectFrom('class_session as s')
    .innerJoin('content as c', 'c.id', 's.class_id')
    .select('s.id')
    .where('c.code', '=', DEMO_CLASSES.onsite)
    .orderBy('s.start_at')
    .limit(1)
    .executeTakeFirst();
  if (first)
    await trx
      .updateTable('class_session')
      .set({ survey_id: surveyId, is_survey_required: true })
      .where('id', '=', first.id)
      .execute();

  const row = {
    code: DEMO_CLASS_EXTRAS.activity,
    title_en: 'First week on the floor',
    title_th: 'สัปดาห์แรกในพื้นที่ทำงาน',
    desc_en:
      'Tick each item as you do it. Your manager approves the walk-through with your mentor.',
    desc_th: 'ทำเครื่องหมายแต่ละรายการเมื่อทำเสร็จ ผู้จัดการของคุณจะอนุมัติการเดินตรวจพื้นที่กับพี่เลี้ยง',
  };
  const activity = await trx
    .insertInto('content')
    .values({ kind: 'activity', ...row, is_publish: true, search_text: contentSearchText(row) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('activity_item')
    .values(
      [
        {
          title_en: 'Read the safety handbook',
          title_th: 'อ่านคู่มือความปลอดภัย',
          needs_approval: false,
        },
        {
          title_en: 'Find the fire exits and the first-aid kit',
          title_th: 'สำรวจทางหนีไฟและที่เก็บชุดปฐมพยาบาล',
          needs_approval: false,
        },
        {
          title_en: 'Walk the floor with your mentor',
          title_th: 'เดินตรวจพื้นที่ทำงานกับพี่เลี้ยง',
          needs_approval: true,
        },
      ].map((item, sort) => ({ ...item, activity_id: activity.id, sort })),
    )
    .execute();
}
