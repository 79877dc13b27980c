import type { Executor } from '@/db/database';

/** Department paths (users.department) with their Thai names, so the tree reads in both languages. */
const DEPARTMENTS: { path: string; name_th: string }[] = [
  { path: 'Sales', name_th: 'ฝ่ายขาย' },
  { path: 'Sales / North', name_th: 'ภาคเหนือ' },
  { path: 'Sales / South', name_th: 'ภาคใต้' },
  { path: 'Sales / South / Phuket', name_th: 'ภูเก็ต' },
  { path: 'Learning & Development', name_th: 'ฝ่ายพัฒนาการเรียนรู้' },
  { path: 'Learning & Development / Content', name_th: 'ทีมผลิตเนื้อหา' },
];

const POSITIONS: { name: string; name_th: string }[] = [
  { name: 'Account executive', name_th: 'เจ้าหน้าที่ลูกค้าสัมพันธ์' },
  { name: 'Sales manager', name_th: 'ผู้จัดการฝ่ายขาย' },
  { name: 'Administrator', name_th: 'ผู้ดูแลระบบ' },
  { name: 'Instructional designer', name_th: 'นักออกแบบการเรียนการสอน' },
  { name: 'Regional sales representative', name_th: 'ตัวแทนขายประจำภูมิภาค' },
];

/**
 * Demo of issue 18 items 7 and 8: a department tree and a position list with Thai names (the
 * demo users' own departments and positions are filed by migration 0069's trigger too), and one
 * linked service every signed-in user sees.
 */
export async function seedAccountLinksDemo(db: Executor): Promise<void> {
  // Parents come first in DEPARTMENTS, so each node finds its parent's id.
  for (const { path, name_th } of DEPARTMENTS) {
    const parts = path.split(' / ');
    const parentPath = parts.slice(0, -1).join(' / ');
    const parent = parentPath
      ? await db
          .selectFrom('department')
          .select('id')
          .where('path', '=', parentPath)
          .executeTakeFirst()
      : undefined;
    await db
      .insertInto('department')
      .values({ parent_id: parent?.id ?? null, name: parts.at(-1) ?? path, name_th, path })
      .onConflict((oc) => oc.column('path').doUpdateSet({ name_th }))
      .execute();
  }
  await db
    .insertInto('job_position')
    .values(POSITIONS)
    .onConflict((oc) =>
      oc.column('name').doUpdateSet((eb) => ({ name_th: eb.ref('excluded.name_th') })),
    )
    .execute();
  await db
    .insertInto('linked_service')
    .values({
      service_code: 'library',
      name_en: 'Digital library',
      name_th: 'ห้องสมุดดิจิทัล',
      url: 'https://library.example.org/portal-sign-in',
      is_new_tab: true,
    })
    .execute();
}
