import { sql, type Transaction } from 'kysely';
import { ASSIGNMENT_STATUS } from '@portal/shared';
import type { DB } from '@/db/types';
import { createTest, itemId } from '@/modules/assessment/authoring.repository';
import { gradeAndClose } from '@/modules/assessment/attempt-grading';
import {
  insertAttempt,
  insertAttemptQuestions,
  lockAttempt,
  upsertAnswer,
} from '@/modules/assessment/attempt.repository';
import { createResults } from '@/modules/enrollment/status';

/** The demo course on the learner's calendar (enrolment period, deadline). */
export const DEMO_CALENDAR_COURSE = 'C-MIND-101';
/** Code of the demo quiz the learner has grades on. */
export const DEMO_GRADED_TEST = 'TEST-OFFICE-SAFETY';
const DAY_MS = 86_400_000;

/**
 * The demo learner's calendar and grades (issues 16 and 17): a course with an enrolment period
 * around today, assigned to the learner with a deadline in two days (both on their calendar this
 * month, the period on everyone's), and a short quiz taken twice (failed, then passed).
 */
export async function seedCalendarDemo(
  trx: Transaction<DB>,
  people: { adminId: number; learnerId: number },
  now = new Date(),
): Promise<void> {
  const course = await trx
    .selectFrom('content')
    .select('id')
    .where('code', '=', DEMO_CALENDAR_COURSE)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('learning_result')
            .select('id')
            .whereRef('content_id', '=', 'content.id')
            .where('user_id', '=', people.learnerId),
        ),
      ),
    )
    .executeTakeFirst();
  if (course) {
    await trx
      .updateTable('content')
      .set({
        enroll_start: new Date(now.getTime() - 3 * DAY_MS),
        enroll_end: new Date(now.getTime() + 12 * DAY_MS),
      })
      .where('id', '=', course.id)
      .execute();
    const assignment = await trx
      .insertInto('assignment')
      .values({
        content_id: course.id,
        date_start: now,
        date_end: new Date(now.getTime() + 2 * DAY_MS),
        note: 'Finish before the team review',
        created_by: people.adminId,
        learner_count: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('assignment_target')
      .values({ assignment_id: assignment.id, user_id: people.learnerId })
      .execute();
    const results = await createResults(trx, {
      userIds: [people.learnerId],
      contentId: course.id,
      actor: people.adminId,
      kind: 'assignment',
      reason: `assignment:${assignment.id}`,
    });
    await trx
      .updateTable('content')
      .set((eb) => ({ enroll_count: eb('enroll_count', '+', results.length) }))
      .where('id', '=', course.id)
      .execute();
    await trx
      .insertInto('assignment_learner')
      .values(
        results.map((r) => ({
          assignment_id: assignment.id,
          user_id: r.user_id,
          content_id: course.id,
          learning_result_id: r.id,
          status: ASSIGNMENT_STATUS.assigned,
        })),
      )
      .execute();
  }
  await seedGradedQuiz(trx, people.learnerId);
}

const choice = (text_en: string, text_th: string, is_correct = false) => ({
  id: itemId(),
  text_en,
  text_th,
  is_correct,
});

/** A two-question quiz and the learner's two graded attempts (1 of 2: failed; 2 of 2: passed). */
async function seedGradedQuiz(trx: Transaction<DB>, learnerId: number): Promise<void> {
  const exits = [choice('Use the stairs', 'ใช้บันได', true), choice('Take the lift', 'ใช้ลิฟต์')];
  const alarm = [
    choice('Call the emergency number', 'โทรแจ้งหมายเลขฉุกเฉิน', true),
    choice('Wait and see', 'รอดูสถานการณ์'),
  ];
  const test = await createTest(trx, {
    code: DEMO_GRADED_TEST,
    title_en: 'Office safety check',
    title_th: 'แบบทดสอบความปลอดภัยในสำนักงาน',
    desc_en: 'Two questions on what to do in a fire. You pass at 60%.',
    desc_th: 'สองข้อ เรื่องสิ่งที่ควรทำเมื่อเกิดไฟไหม้ ผ่านเมื่อได้คะแนน 60%',
    time_limit_seconds: null,
    pass_percent: 60,
    max_attempts: 3,
    allow_resubmit: true,
    show_answers: 'after_submit',
    shuffle_choices: false,
    sections: [
      {
        title_en: 'In a fire',
        title_th: 'เมื่อเกิดไฟไหม้',
        questions: [
          {
            type: 1,
            score: 1,
            text_en: 'How do you leave the building in a fire?',
            text_th: 'เมื่อเกิดไฟไหม้ ควรออกจากอาคารอย่างไร',
            choices: exits,
          },
          {
            type: 1,
            score: 1,
            text_en: 'You see smoke. What do you do first?',
            text_th: 'เมื่อเห็นควันไฟ ควรทำสิ่งใดก่อน',
            choices: alarm,
          },
        ],
      },
    ],
  });
  const section = test.sections[0];
  if (!section) return;
  const [first, second] = section.questionIds;
  if (first === undefined || second === undefined) return;
  const takes = [
    { daysAgo: 6, answers: [exits[1]?.id, alarm[0]?.id] },
    { daysAgo: 4, answers: [exits[0]?.id, alarm[0]?.id] },
  ];
  for (const [index, take] of takes.entries()) {
    const attemptId = await insertAttempt(trx, {
      testId: test.id,
      userId: learnerId,
      attemptNo: index + 1,
      timeLimitSeconds: null,
      maxScore: 2,
    });
    await insertAttemptQuestions(
      trx,
      [first, second].map((questionId, i) => ({
        attempt_id: attemptId,
        question_id: questionId,
        section_id: section.id,
        position: i + 1,
        item_order: (i === 0 ? exits : alarm).map((c) => c.id),
      })),
    );
    for (const [i, questionId] of [first, second].entries())
      await upsertAnswer(trx, attemptId, questionId, { choice_ids: [take.answers[i]] });
    const attempt = await lockAttempt(trx, attemptId);
    if (attempt) await gradeAndClose(trx, attempt, 60, false);
    // Dated in the past week, as if taken then.
    const at = sql<Date>`now() - make_interval(days => ${take.daysAgo})`;
    await trx
      .updateTable('test_attempt')
      .set({ started_at: at, submitted_at: at, updated_at: at })
      .where('id', '=', attemptId)
      .execute();
  }
}
