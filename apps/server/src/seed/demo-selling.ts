import { COMPLETED_STATUSES } from '@portal/shared';
import { sql } from 'kysely';
import type { Executor } from '@/db/database';
import { textToHtml } from '@/lib/html';
import { contentSearchText } from '@/lib/search-text';

/**
 * What makes the demo catalog sell (issue 21 item 7): each course's level and "what you will
 * learn" in both languages, its description as rich text, instructors with real biographies,
 * dates so that only the newest items carry "NEW", and reviews by the colleagues who completed
 * a course (the material_review_rating trigger keeps each card's rating).
 */

type Lines = readonly [string, string, string];
interface Selling {
  level: 1 | 2 | 3;
  en: Lines;
  th: Lines;
}

export const DEMO_SELLING: Record<string, Selling> = {
  'C-EXCEL-101': {
    level: 1,
    en: [
      'Write formulas that add, count and look up',
      'Turn a list into a sorted, filtered table',
      'Draw a chart your manager reads at a glance',
    ],
    th: [
      'เขียนสูตรบวก นับ และค้นหาข้อมูล',
      'เปลี่ยนรายการให้เป็นตารางที่เรียงและกรองได้',
      'สร้างแผนภูมิที่หัวหน้าอ่านเข้าใจได้ทันที',
    ],
  },
  'C-DATA-201': {
    level: 2,
    en: [
      'Load CSV and Excel files with pandas',
      'Clean missing and duplicated rows',
      'Chart trends and explain what they show',
    ],
    th: [
      'นำเข้าไฟล์ CSV และ Excel ด้วย pandas',
      'จัดการข้อมูลที่ขาดหายและซ้ำซ้อน',
      'สร้างกราฟแนวโน้มและอธิบายสิ่งที่เห็น',
    ],
  },
  'C-SEC-101': {
    level: 1,
    en: [
      'Spot a phishing e-mail before you click',
      'Make strong passwords you can remember',
      'Keep your phone and laptop up to date',
    ],
    th: ['สังเกตอีเมลฟิชชิงก่อนคลิก', 'ตั้งรหัสผ่านที่แข็งแรงและจำได้', 'อัปเดตโทรศัพท์และแล็ปท็อปให้ทันสมัย'],
  },
  'C-AI-101': {
    level: 2,
    en: [
      'Tell what AI tools do well and badly',
      'Write prompts that get useful drafts',
      'Check AI output before you share it',
    ],
    th: ['รู้ว่าเครื่องมือ AI ทำอะไรได้ดีและไม่ดี', 'เขียนคำสั่งที่ได้ร่างที่ใช้งานได้', 'ตรวจผลลัพธ์จาก AI ก่อนนำไปใช้'],
  },
  'C-PM-101': {
    level: 1,
    en: [
      'Split a project into tasks and milestones',
      'Track progress with a simple plan',
      'Close a project and share what you learned',
    ],
    th: ['แบ่งโครงการเป็นงานย่อยและหมุดหมาย', 'ติดตามความคืบหน้าด้วยแผนอย่างง่าย', 'ปิดโครงการและสรุปบทเรียน'],
  },
  'C-LEAD-201': {
    level: 3,
    en: [
      'Give feedback people act on',
      'Delegate work and still stay informed',
      'Run one-to-one meetings that matter',
    ],
    th: ['ให้ข้อเสนอแนะที่นำไปปฏิบัติได้', 'มอบหมายงานโดยยังติดตามได้', 'จัดการประชุมแบบตัวต่อตัวให้มีคุณค่า'],
  },
  'C-SERVICE-101': {
    level: 1,
    en: [
      'Listen before you answer',
      'Solve the problem on the first contact',
      'Follow up so the customer comes back',
    ],
    th: ['รับฟังก่อนตอบ', 'แก้ปัญหาได้ตั้งแต่การติดต่อครั้งแรก', 'ติดตามผลเพื่อให้ลูกค้ากลับมาอีก'],
  },
  'C-FIN-101': {
    level: 1,
    en: [
      'Build a monthly budget',
      'Save for emergencies first',
      'Understand funds, shares and risk',
    ],
    th: ['จัดทำงบประมาณรายเดือน', 'ออมเงินสำรองฉุกเฉินก่อน', 'เข้าใจกองทุน หุ้น และความเสี่ยง'],
  },
  'C-ENG-101': {
    level: 2,
    en: [
      'Write clear, polite e-mails',
      'Take part in meetings with confidence',
      'Present an idea in five minutes',
    ],
    th: ['เขียนอีเมลที่ชัดเจนและสุภาพ', 'ร่วมประชุมได้อย่างมั่นใจ', 'นำเสนอความคิดได้ในห้านาที'],
  },
  'C-THAI-101': {
    level: 1,
    en: [
      'Greet people and introduce yourself',
      'Count, shop and ask for prices',
      'Read the Thai alphabet step by step',
    ],
    th: ['ทักทายและแนะนำตัว', 'นับเลข ซื้อของ และถามราคา', 'อ่านพยัญชนะไทยทีละขั้น'],
  },
  'C-JP-101': {
    level: 1,
    en: [
      'Buy tickets and find your train',
      'Check in at a hotel',
      'Order food and ask for the bill',
    ],
    th: ['ซื้อตั๋วและหารถไฟที่ถูกต้อง', 'เช็กอินที่โรงแรม', 'สั่งอาหารและขอใบเสร็จ'],
  },
  'C-SAFE-101': {
    level: 1,
    en: [
      'See hazards before they cause harm',
      'Report an incident the right way',
      'Know what to do in a fire or first-aid case',
    ],
    th: ['มองเห็นอันตรายก่อนเกิดเหตุ', 'รายงานเหตุการณ์อย่างถูกวิธี', 'รู้วิธีรับมือไฟไหม้และปฐมพยาบาล'],
  },
  'C-MIND-101': {
    level: 1,
    en: [
      'Calm your mind in three minutes',
      'Notice stress before it builds up',
      'Focus on one task at a time',
    ],
    th: ['ทำใจให้สงบได้ในสามนาที', 'สังเกตความเครียดก่อนสะสม', 'จดจ่อกับงานทีละอย่าง'],
  },
  'C-ERGO-101': {
    level: 1,
    en: [
      'Set up your chair, desk and screen',
      'Take short breaks that help',
      'Rest your eyes during screen work',
    ],
    th: ['ปรับเก้าอี้ โต๊ะ และจอให้เหมาะสม', 'พักสั้น ๆ อย่างได้ผล', 'พักสายตาระหว่างทำงานหน้าจอ'],
  },
};

/** Longer instructor biographies, by English name. */
export const DEMO_BIOS: Record<string, { en: string; th: string }> = {
  'Dr. Kanya Srisuk': {
    en: 'Data analyst for a Bangkok bank for ten years; now teaches spreadsheets and Python to people who never thought they would like numbers.',
    th: 'นักวิเคราะห์ข้อมูลของธนาคารในกรุงเทพฯ มาสิบปี ปัจจุบันสอนสเปรดชีตและไพทอนให้คนที่ไม่เคยคิดว่าจะชอบตัวเลข',
  },
  'Anan Wongsa': {
    en: 'Project manager for twenty years in construction and software; coaches new team leads on planning, feedback and delegation.',
    th: 'ผู้จัดการโครงการด้านก่อสร้างและซอฟต์แวร์มากว่ายี่สิบปี เป็นโค้ชให้หัวหน้าทีมมือใหม่เรื่องการวางแผน การให้ข้อเสนอแนะ และการมอบหมายงาน',
  },
  'Emily Carter': {
    en: 'English teacher in Bangkok since 2012; helps office teams write and speak with confidence at work.',
    th: 'ครูสอนภาษาอังกฤษในกรุงเทพฯ ตั้งแต่ปี 2555 ช่วยให้ทีมสำนักงานเขียนและพูดภาษาอังกฤษในที่ทำงานได้อย่างมั่นใจ',
  },
  'Pimchanok Thongdee': {
    en: 'Occupational health specialist; has trained factory and office staff across Thailand in safety and healthy work habits.',
    th: 'ผู้เชี่ยวชาญด้านอาชีวอนามัย ฝึกอบรมพนักงานโรงงานและสำนักงานทั่วประเทศไทยเรื่องความปลอดภัยและนิสัยการทำงานที่ดีต่อสุขภาพ',
  },
};

const COMMENTS = [
  'Clear and practical: I used it at work the next day.',
  'Good examples, short lessons. Recommended.',
  'เนื้อหาเข้าใจง่าย นำไปใช้ได้จริง',
  'Well paced. I would like a few more exercises.',
  'ผู้สอนอธิบายชัดเจน แนะนำเลยครับ',
];

/** Days old of the n-th demo course: the two newest are NEW (within 14 days), the rest are not. */
export function demoCourseAge(n: number): number {
  return n < 2 ? 1 + n * 4 : 30 + n * 5;
}

export async function seedSellingDemo(db: Executor): Promise<void> {
  const courses = await db
    .selectFrom('content')
    .select(['id', 'code', 'title_en', 'title_th', 'desc_en', 'desc_th'])
    .where('kind', '=', 'course')
    .where('code', 'in', Object.keys(DEMO_SELLING))
    .execute();
  for (const course of courses) {
    const selling = DEMO_SELLING[course.code];
    if (!selling) continue;
    const desc_en = textToHtml(course.desc_en);
    const desc_th = textToHtml(course.desc_th);
    await db
      .updateTable('content')
      .set({
        level: selling.level,
        outcomes_en: JSON.stringify(selling.en),
        outcomes_th: JSON.stringify(selling.th),
        desc_en,
        desc_th,
        desc_is_html: true,
        search_text: contentSearchText(course),
      })
      .where('id', '=', course.id)
      .execute();
  }
  for (const [name, bio] of Object.entries(DEMO_BIOS))
    await db
      .updateTable('instructor')
      .set({ bio_en: bio.en, bio_th: bio.th })
      .where('name_en', '=', name)
      .execute();
  // Everything else the demo made today is older than the NEW window: only the newest courses
  // (and what a visitor makes later) say NEW.
  await db
    .updateTable('content')
    .set({ created_at: sql<Date>`now() - interval '40 days' - (id % 20) * interval '1 day'` })
    .where('kind', '<>', 'course')
    .execute();
  // The colleagues who completed a course review it (three to five stars).
  const done = await db
    .selectFrom('learning_result as r')
    .innerJoin('content as c', 'c.id', 'r.content_id')
    .select(['r.user_id', 'r.content_id', 'r.completed_at'])
    .where('c.kind', '=', 'course')
    .where('r.status', 'in', [...COMPLETED_STATUSES])
    .orderBy('r.id')
    .execute();
  if (done.length === 0) return;
  await db
    .insertInto('material_review')
    .values(
      done.map((r, i) => ({
        content_id: r.content_id,
        user_id: r.user_id,
        rating: 5 - ((i * 7) % 3),
        comment: COMMENTS[i % COMMENTS.length] ?? '',
        created_at: r.completed_at ?? new Date(),
        updated_at: r.completed_at ?? new Date(),
      })),
    )
    .onConflict((oc) => oc.columns(['content_id', 'user_id']).doNothing())
    .execute();
}
