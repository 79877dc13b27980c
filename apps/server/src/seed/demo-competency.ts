import { COMPLETED_STATUSES } from '@portal/shared';
import { sql, type Transaction } from 'kysely';
import type { DB } from '@/db/types';

const LEVELS = [
  ['Foundation', 'พื้นฐาน'],
  ['Practitioner', 'ปฏิบัติได้'],
  ['Advanced', 'ขั้นสูง'],
  ['Expert', 'ผู้เชี่ยวชาญ'],
] as const;

/** The demo framework: competencies, the demo courses that give their levels, positions' needs. */
const FRAMEWORK = [
  {
    code: 'DATA',
    title_en: 'Data literacy',
    title_th: 'ความรู้ด้านข้อมูล',
    description_en: 'Reading, cleaning and presenting data to make decisions.',
    description_th: 'อ่าน จัดการ และนำเสนอข้อมูลเพื่อใช้ตัดสินใจ',
    content: [
      ['C-EXCEL-101', 1],
      ['C-DATA-201', 3],
      ['C-AI-101', 2],
    ],
    positions: [
      ['Account executive', 3],
      ['Sales coordinator', 2],
      ['Sales manager', 2],
    ],
  },
  {
    code: 'SERVICE',
    title_en: 'Customer service',
    title_th: 'การบริการลูกค้า',
    description_en: 'Understanding customers and resolving their requests well.',
    description_th: 'เข้าใจลูกค้าและแก้ไขคำขอของลูกค้าได้อย่างดี',
    content: [['C-SERVICE-101', 2]],
    positions: [
      ['Account executive', 2],
      ['Sales coordinator', 2],
    ],
  },
  {
    code: 'SECURITY',
    title_en: 'Information security',
    title_th: 'ความมั่นคงปลอดภัยสารสนเทศ',
    description_en: 'Protecting accounts, devices and customer data every day.',
    description_th: 'ปกป้องบัญชี อุปกรณ์ และข้อมูลลูกค้าในการทำงานทุกวัน',
    content: [['C-SEC-101', 2]],
    positions: [['Account executive', 1]],
  },
  {
    code: 'LEAD',
    title_en: 'Leadership',
    title_th: 'ภาวะผู้นำ',
    description_en: 'Leading a team, planning work and developing people.',
    description_th: 'นำทีม วางแผนงาน และพัฒนาบุคลากร',
    content: [
      ['C-PM-101', 1],
      ['C-LEAD-201', 3],
    ],
    positions: [['Sales manager', 3]],
  },
] as const;

/**
 * Competency (issue 20 item 5): a small framework mapped to demo courses and to the demo
 * accounts' positions (the demo learner is an account executive, so a gap shows on
 * /competency), and the levels of what the demo users completed earlier in the seed.
 */
export async function seedCompetencyDemo(trx: Transaction<DB>): Promise<void> {
  for (const item of FRAMEWORK) {
    const { id } = await trx
      .insertInto('competency')
      .values({
        code: item.code,
        title_en: item.title_en,
        title_th: item.title_th,
        description_en: item.description_en,
        description_th: item.description_th,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('competency_level')
      .values(
        LEVELS.map(([en, th], i) => ({
          competency_id: id,
          level: i + 1,
          title_en: en,
          title_th: th,
        })),
      )
      .execute();
    const codes = item.content.map(([code]) => code as string);
    const content = await trx
      .selectFrom('content')
      .select(['id', 'code'])
      .where('code', 'in', codes)
      .execute();
    const levelOf = new Map<string, number>(item.content.map(([code, level]) => [code, level]));
    if (content.length)
      await trx
        .insertInto('content_competency')
        .values(
          content.map((c) => ({
            content_id: c.id,
            competency_id: id,
            level: levelOf.get(c.code) ?? 1,
          })),
        )
        .execute();
    await trx
      .insertInto('position_competency')
      .values(item.positions.map(([position, level]) => ({ position, competency_id: id, level })))
      .execute();
  }
  // Completions seeded before the framework existed give their levels (the highest per user).
  await sql`
    INSERT INTO user_competency (user_id, competency_id, level, content_id)
    SELECT DISTINCT ON (r.user_id, cc.competency_id) r.user_id, cc.competency_id, cc.level,
           cc.content_id
    FROM learning_result r
    JOIN content_competency cc ON cc.content_id = r.content_id
    WHERE r.status = ANY(${[...COMPLETED_STATUSES]}::int[])
    ORDER BY r.user_id, cc.competency_id, cc.level DESC`.execute(trx);
}
