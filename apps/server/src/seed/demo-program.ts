import type { Transaction } from 'kysely';
import { ASSIGNMENT_STATUS } from '@portal/shared';
import type { DB } from '@/db/types';
import {
  LEARNING_PATH,
  LEARNING_PROGRAM,
  ONBOARD,
  type ContainerKind,
} from '@/modules/content-tree/kinds';
import {
  addSection,
  addSlot,
  createContainer,
  setPublished,
  updateSlot,
} from '@/modules/content-tree/tree.service';
import { createResults } from '@/modules/enrollment/status';
import { DEMO_ASSESSMENT } from './demo-assessment';

const DAY_MS = 86_400_000;

/** Codes of the demo programs, for finding them again (tests, browser journeys). */
export const DEMO_PROGRAMS = {
  /** Ordered: the quick safety course, then the portal survey; ergonomics optional. */
  orderedPath: 'LP-SAFE-WORK',
  /** Free order: spreadsheets and data analysis (a priced course, reached through the path). */
  freePath: 'LP-DATA-SKILLS',
  learningProgram: 'LPG-LEADERSHIP',
  onboard: 'OB-NEW-STAFF',
} as const;

/** The group the demo learner belongs to, which the onboarding program is assigned to. */
export const DEMO_NEW_STAFF_GROUP = 'New staff';

interface DemoProgram {
  kind: ContainerKind;
  code: string;
  title_en: string;
  title_th: string;
  desc_en: string;
  desc_th: string;
  is_ordered: boolean;
  /** Sections of steps by content code; `optional` steps do not count for completion. */
  sections: { name_en: string; name_th: string; steps: { code: string; optional?: boolean }[] }[];
}

const PROGRAMS: DemoProgram[] = [
  {
    kind: LEARNING_PATH,
    code: DEMO_PROGRAMS.orderedPath,
    title_en: 'Safe and healthy at work',
    title_th: 'ทำงานอย่างปลอดภัยและมีสุขภาพดี',
    desc_en:
      'Start with workplace safety, then tell us how the portal works for you. Steps open one after another; finish both for your certificate.',
    desc_th:
      'เริ่มจากความปลอดภัยในที่ทำงาน แล้วบอกเราว่าพอร์ทัลเป็นอย่างไรสำหรับคุณ ขั้นตอนจะเปิดทีละขั้น เรียนครบทั้งสองขั้นเพื่อรับใบประกาศนียบัตร',
    is_ordered: true,
    sections: [
      {
        name_en: 'Safety first',
        name_th: 'ความปลอดภัยมาก่อน',
        steps: [{ code: 'C-SAFE-101' }, { code: 'C-ERGO-101', optional: true }],
      },
      {
        name_en: 'Your feedback',
        name_th: 'ความคิดเห็นของคุณ',
        steps: [{ code: DEMO_ASSESSMENT.survey }],
      },
    ],
  },
  {
    kind: LEARNING_PATH,
    code: DEMO_PROGRAMS.freePath,
    title_en: 'Data skills for everyone',
    title_th: 'ทักษะข้อมูลสำหรับทุกคน',
    desc_en: 'Spreadsheets and data analysis, in any order you like. AI basics is a bonus.',
    desc_th: 'สเปรดชีตและการวิเคราะห์ข้อมูล เรียนลำดับใดก็ได้ พื้นฐาน AI เป็นบทเสริม',
    is_ordered: false,
    sections: [
      {
        name_en: 'Core skills',
        name_th: 'ทักษะหลัก',
        steps: [{ code: 'C-EXCEL-101' }, { code: 'C-DATA-201' }],
      },
      { name_en: 'Bonus', name_th: 'บทเสริม', steps: [{ code: 'C-AI-101', optional: true }] },
    ],
  },
  {
    kind: LEARNING_PROGRAM,
    code: DEMO_PROGRAMS.learningProgram,
    title_en: 'Leadership program',
    title_th: 'โปรแกรมพัฒนาภาวะผู้นำ',
    desc_en: 'A course, a reading, a quiz and a survey for new team leads.',
    desc_th: 'คอร์ส บทความ แบบทดสอบ และแบบสำรวจ สำหรับหัวหน้าทีมมือใหม่',
    is_ordered: false,
    sections: [
      {
        name_en: 'Learn',
        name_th: 'เรียนรู้',
        steps: [{ code: 'C-PM-101' }, { code: 'C-LEAD-201-ARTICLE' }],
      },
      {
        name_en: 'Check yourself',
        name_th: 'ทบทวนตนเอง',
        steps: [{ code: DEMO_ASSESSMENT.test }, { code: DEMO_ASSESSMENT.poll, optional: true }],
      },
    ],
  },
  {
    kind: ONBOARD,
    code: DEMO_PROGRAMS.onboard,
    title_en: 'Welcome aboard: new staff onboarding',
    title_th: 'ยินดีต้อนรับ: ปฐมนิเทศพนักงานใหม่',
    desc_en: 'Everything a new colleague needs in the first weeks: service, security and safety.',
    desc_th: 'ทุกสิ่งที่เพื่อนร่วมงานใหม่ต้องรู้ในสัปดาห์แรก: การบริการ ความปลอดภัยของข้อมูล และความปลอดภัย',
    is_ordered: true,
    sections: [
      {
        name_en: 'First week',
        name_th: 'สัปดาห์แรก',
        steps: [{ code: 'C-SERVICE-101' }, { code: 'C-SEC-101' }],
      },
      {
        name_en: 'Wrap-up',
        name_th: 'สรุป',
        steps: [{ code: 'C-MIND-101', optional: true }],
      },
    ],
  },
];

/**
 * Two learning paths (one ordered, one in free order), a learning program of several kinds and
 * an onboarding program, made of the demo courses, test, survey and a reading through the
 * content tree's authoring functions, each awarding a certificate; the onboarding program is
 * assigned to the demo learner's group with a deadline three weeks ahead, as the assignment
 * service makes it (assignment, group target, the learner's not-started result and their
 * assignment_learner row).
 */
export async function seedPrograms(
  trx: Transaction<DB>,
  people: { adminId: number; learnerId: number },
): Promise<void> {
  const codes = PROGRAMS.flatMap((p) => p.sections.flatMap((s) => s.steps.map((x) => x.code)));
  const children = await trx
    .selectFrom('content')
    .select(['id', 'code'])
    .where('code', 'in', codes)
    .execute();
  const idOf = new Map(children.map((c) => [c.code, c.id]));
  const made = new Map<string, number>();
  for (const program of PROGRAMS) {
    const { kind, sections, ...own } = program;
    const id = await createContainer(trx, kind, { ...own, is_certificate: true });
    for (const [sort, section] of sections.entries()) {
      const added = await addSection(trx, kind, id, {
        name_en: section.name_en,
        name_th: section.name_th,
        sort,
      });
      for (const [slotSort, step] of section.steps.entries()) {
        const childId = idOf.get(step.code);
        if (childId === undefined) throw new Error(`demo program step ${step.code} is missing`);
        const slot = await addSlot(trx, kind, id, added.id, {
          child_id: childId,
          is_required: true,
          sort: slotSort,
        });
        if (step.optional) await updateSlot(trx, kind, id, slot.id, { is_required: false });
      }
    }
    await setPublished(trx, kind, id, true);
    made.set(program.code, id);
  }
  await trx
    .insertInto('certificate_template')
    .values(
      [...made.values()].map((id) => ({
        content_id: id,
        heading_en: 'Certificate of Completion',
        heading_th: 'ใบประกาศนียบัตรแสดงการสำเร็จหลักสูตร',
        body_en: 'has successfully completed the program',
        body_th: 'ได้สำเร็จการเรียนตามโปรแกรม',
        signer_name: 'สมศรี ปัญญาดี (Somsri Panyadee)',
        signer_title_en: 'Head of Learning, Open Campus',
        signer_title_th: 'หัวหน้าฝ่ายการเรียนรู้ โอเพนแคมปัส',
      })),
    )
    .execute();
  const onboardId = made.get(DEMO_PROGRAMS.onboard);
  if (onboardId !== undefined) await assignOnboarding(trx, onboardId, people);
}

/** The onboarding program assigned to the new-staff group (the demo learner), due in 3 weeks. */
async function assignOnboarding(
  trx: Transaction<DB>,
  contentId: number,
  people: { adminId: number; learnerId: number },
) {
  const group = await trx
    .insertInto('auth_group')
    .values({ name: DEMO_NEW_STAFF_GROUP })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('user_group')
    .values({ user_id: people.learnerId, group_id: group.id })
    .execute();
  const now = Date.now();
  const assignment = await trx
    .insertInto('assignment')
    .values({
      content_id: contentId,
      date_start: new Date(now),
      date_end: new Date(now + 21 * DAY_MS),
      note: 'Onboarding for new staff',
      created_by: people.adminId,
      learner_count: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('assignment_target')
    .values({ assignment_id: assignment.id, group_id: group.id })
    .execute();
  const results = await createResults(trx, {
    userIds: [people.learnerId],
    contentId,
    actor: people.adminId,
    kind: 'assignment',
    reason: `assignment:${assignment.id}`,
  });
  await trx
    .insertInto('assignment_learner')
    .values(
      results.map((r) => ({
        assignment_id: assignment.id,
        user_id: r.user_id,
        content_id: contentId,
        learning_result_id: r.id,
        status: ASSIGNMENT_STATUS.assigned,
      })),
    )
    .execute();
}
