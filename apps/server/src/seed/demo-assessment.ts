import type { Executor } from '@/db/database';
import { createSurvey, createTest, itemId } from '@/modules/assessment/authoring.repository';

/** Codes of the demo test and survey, for finding them again. */
export const DEMO_ASSESSMENT = {
  test: 'TEST-THAI-BASICS',
  survey: 'SURVEY-PORTAL',
  poll: 'POLL-LEARNING-TIME',
} as const;

const item = (text_en: string, text_th: string) => ({ id: itemId(), text_en, text_th });
const choice = (text_en: string, text_th: string, is_correct = false) => ({
  ...item(text_en, text_th),
  is_correct,
});

/**
 * A demo test in English and Thai with one question of every type (10 minutes, pass at 60%,
 * two attempts, answers shown after the last one), a questionnaire about the portal, and a
 * one-question poll whose counts a learner sees after voting.
 */
export async function seedAssessmentDemo(db: Executor): Promise<void> {
  const test = await createTest(db, {
    code: DEMO_ASSESSMENT.test,
    title_en: 'Thailand basics quiz',
    title_th: 'แบบทดสอบความรู้พื้นฐานเกี่ยวกับประเทศไทย',
    desc_en: 'Ten minutes, six questions. You pass at 60%.',
    desc_th: 'สิบนาที หกข้อ ผ่านเมื่อได้คะแนน 60%',
    time_limit_seconds: 600,
    pass_percent: 60,
    max_attempts: 2,
    allow_resubmit: true,
    show_answers: 'after_final',
    shuffle_choices: true,
    sections: [
      {
        title_en: 'Choose and match',
        title_th: 'เลือกและจับคู่',
        questions: [
          {
            type: 1,
            score: 1,
            text_en: 'What is the capital of Thailand?',
            text_th: 'เมืองหลวงของประเทศไทยคือเมืองใด',
            choices: [
              choice('Bangkok', 'กรุงเทพมหานคร', true),
              choice('Chiang Mai', 'เชียงใหม่'),
              choice('Khon Kaen', 'ขอนแก่น'),
              choice('Songkhla', 'สงขลา'),
            ],
          },
          {
            type: 1,
            score: 2,
            is_multiple: true,
            text_en: 'Which of these are Thai provinces? Choose all that apply.',
            text_th: 'ข้อใดเป็นจังหวัดของประเทศไทย (เลือกได้หลายข้อ)',
            choices: [
              choice('Nan', 'น่าน', true),
              choice('Krabi', 'กระบี่', true),
              choice('Vientiane', 'เวียงจันทน์'),
              choice('Penang', 'ปีนัง'),
            ],
          },
          {
            type: 2,
            score: 3,
            text_en: 'Match each region with one of its cities.',
            text_th: 'จับคู่ภาคกับเมืองในภาคนั้น',
            pairs: [
              { left: item('North', 'ภาคเหนือ'), right: item('Chiang Rai', 'เชียงราย') },
              { left: item('Northeast', 'ภาคอีสาน'), right: item('Udon Thani', 'อุดรธานี') },
              { left: item('South', 'ภาคใต้'), right: item('Hat Yai', 'หาดใหญ่') },
            ],
          },
        ],
      },
      {
        title_en: 'Write your answer',
        title_th: 'เขียนคำตอบ',
        questions: [
          {
            type: 3,
            score: 1,
            text_en: 'How many provinces does Thailand have (besides Bangkok)?',
            text_th: 'ประเทศไทยมีกี่จังหวัด (ไม่รวมกรุงเทพมหานคร)',
            value: 76,
            tolerance: 0,
          },
          {
            type: 6,
            score: 1,
            text_en: 'Write the Thai name of Bangkok.',
            text_th: 'ชื่อภาษาไทยของ Bangkok คืออะไร',
            accepted: ['กรุงเทพมหานคร', 'กรุงเทพ', 'กรุงเทพฯ', 'Krung Thep'],
          },
          {
            type: 4,
            score: 2,
            text_en: 'In two or three sentences, why do rivers matter to central Thailand?',
            text_th: 'อธิบายสั้น ๆ สองถึงสามประโยคว่าแม่น้ำมีความสำคัญต่อภาคกลางอย่างไร',
            guide_en: 'Full marks: farming (rice), transport, and the Chao Phraya through Bangkok.',
            guide_th: 'คะแนนเต็ม: การเกษตร (ข้าว) การคมนาคม และแม่น้ำเจ้าพระยาที่ไหลผ่านกรุงเทพฯ',
          },
        ],
      },
    ],
  });

  const survey = await createSurvey(db, {
    code: DEMO_ASSESSMENT.survey,
    title_en: 'Tell us about the portal',
    title_th: 'บอกเราเกี่ยวกับพอร์ทัล',
    desc_en: 'Three short questions; it takes a minute.',
    desc_th: 'คำถามสั้น ๆ สามข้อ ใช้เวลาประมาณหนึ่งนาที',
    survey_type: 1,
    survey_for: 2,
    questions: [
      {
        kind: 'rating',
        scale: 5,
        text_en: 'How easy is it to find a course?',
        text_th: 'การค้นหาคอร์สเรียนง่ายเพียงใด',
      },
      {
        kind: 'choice',
        is_multiple: true,
        text_en: 'Where do you usually learn?',
        text_th: 'ปกติคุณเรียนที่ไหน',
        choices: [
          item('At work', 'ที่ทำงาน'),
          item('At home', 'ที่บ้าน'),
          item('On the way', 'ระหว่างเดินทาง'),
        ],
      },
      {
        kind: 'text',
        is_required: false,
        text_en: 'What should we add?',
        text_th: 'อยากให้เราเพิ่มอะไร',
      },
    ],
  });

  await createSurvey(db, {
    code: DEMO_ASSESSMENT.poll,
    title_en: 'When do you like to learn?',
    title_th: 'คุณชอบเรียนช่วงเวลาไหน',
    desc_en: 'One question. You see how others voted after you vote.',
    desc_th: 'คำถามเดียว เมื่อโหวตแล้วคุณจะเห็นผลโหวตของทุกคน',
    survey_type: 0,
    survey_for: 3,
    questions: [
      {
        kind: 'choice',
        text_en: 'When do you usually learn?',
        text_th: 'ปกติคุณเรียนช่วงเวลาไหน',
        choices: [
          item('In the morning', 'ช่วงเช้า'),
          item('At lunchtime', 'ช่วงพักกลางวัน'),
          item('In the evening', 'ช่วงเย็น'),
        ],
      },
    ],
  });

  await assessInCourse(db, test.id, survey.id);
}

/** The demo course that holds the test as a lesson and asks for the questionnaire at the end. */
export const DEMO_ASSESSED_COURSE = 'C-ENG-101';

/**
 * Puts the demo test in a required slot of its own section in the English course, and makes the
 * questionnaire the survey the course requires before it completes (survey_required, 23).
 */
async function assessInCourse(db: Executor, testId: number, surveyId: number): Promise<void> {
  const course = await db
    .selectFrom('content')
    .select('id')
    .where('code', '=', DEMO_ASSESSED_COURSE)
    .executeTakeFirst();
  if (!course) return;
  await db
    .updateTable('content')
    .set({ required_survey_id: surveyId })
    .where('id', '=', course.id)
    .execute();
  const section = await db
    .insertInto('section')
    .values({
      content_id: course.id,
      name_en: 'Check your knowledge',
      name_th: 'ทดสอบความรู้',
      sort: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('slot')
    .values({ section_id: section.id, content_id: course.id, child_id: testId, sort: 0 })
    .execute();
}
