import type { Transaction } from 'kysely';
import type { DB } from '@/db/types';
import { contentSearchText } from '@/lib/search-text';
import { DEMO_GROUPMATE_EMAIL } from './demo-gamification';

/** The demo flash-card set's code (stable, so the seed can find it again). */
export const DEMO_FLASH_CARD_CODE = 'FC-SAFETY-TH';

const CARDS = [
  [
    'Fire extinguisher',
    'ถังดับเพลิง',
    'Pull the pin, aim at the base, squeeze, sweep.',
    'ดึงสลัก เล็งที่ฐานไฟ บีบด้ามจับ แล้วส่ายไปมา',
  ],
  [
    'Emergency exit',
    'ทางออกฉุกเฉิน',
    'Follow the green signs; never use the lift.',
    'เดินตามป้ายสีเขียว ห้ามใช้ลิฟต์',
  ],
  [
    'Assembly point',
    'จุดรวมพล',
    'Where everyone meets after leaving the building.',
    'ที่ที่ทุกคนมารวมกันหลังออกจากอาคาร',
  ],
  [
    'First-aid kit',
    'ชุดปฐมพยาบาล',
    'Kept by the reception desk on every floor.',
    'วางไว้ที่โต๊ะต้อนรับทุกชั้น',
  ],
  [
    'Fire alarm',
    'สัญญาณเตือนไฟไหม้',
    'A long ringing bell: stop work and leave calmly.',
    'เสียงกริ่งยาว ให้หยุดงานแล้วออกจากอาคารอย่างใจเย็น',
  ],
] as const;

/**
 * Playlists and flash cards (issue 19): a published flash-card set in English and Thai, and a
 * public playlist by the demo learner holding the first published courses (the first pinned)
 * and that set, with two tags and kanya@example.com as its content manager.
 */
export async function seedPlaylistDemo(
  trx: Transaction<DB>,
  people: { learnerId: number },
): Promise<void> {
  const text = {
    code: DEMO_FLASH_CARD_CODE,
    title_en: 'Workplace safety words',
    title_th: 'คำศัพท์ความปลอดภัยในที่ทำงาน',
    desc_en: 'Five cards to remember what to do when the alarm rings.',
    desc_th: 'การ์ด 5 ใบช่วยจำว่าต้องทำอะไรเมื่อสัญญาณเตือนดัง',
  };
  const set = await trx
    .insertInto('content')
    .values({ ...text, kind: 'flash_card', is_publish: true, search_text: contentSearchText(text) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('material')
    .values({
      content_id: set.id,
      media_path: null,
      duration_seconds: null,
      page_count: null,
      media_file_id: null,
      external_url: null,
    })
    .execute();
  await trx.insertInto('flash_card_set').values({ content_id: set.id, owner_id: null }).execute();
  await trx
    .insertInto('flash_card')
    .values(
      CARDS.map(([front_en, front_th, back_en, back_th], sort) => ({
        content_id: set.id,
        sort,
        front_en,
        front_th,
        back_en,
        back_th,
      })),
    )
    .execute();

  const courses = await trx
    .selectFrom('content')
    .select('id')
    .where('kind', '=', 'course')
    .where('is_publish', '=', true)
    .orderBy('id')
    .limit(3)
    .execute();
  const playlist = await trx
    .insertInto('playlist')
    .values({
      owner_id: people.learnerId,
      title_en: 'My safety refresher',
      title_th: 'ทบทวนความปลอดภัยของฉัน',
      desc_en: 'What I go through every quarter: two short courses and the safety flash cards.',
      desc_th: 'สิ่งที่ฉันทบทวนทุกไตรมาส: คอร์สสั้นสองคอร์สและแฟลชการ์ดความปลอดภัย',
      visibility: 'public',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('playlist_item')
    .values(
      [...courses.map((c) => c.id), set.id].map((contentId, sort) => ({
        playlist_id: playlist.id,
        content_id: contentId,
        sort,
        added_by: people.learnerId,
        // The first course is pinned: only the owner may remove it (SPEC §3 is_removeable).
        is_removeable: sort !== 0,
      })),
    )
    .execute();
  const tags = await trx
    .selectFrom('tag')
    .select('id')
    .where('is_display', '=', true)
    .orderBy('id')
    .limit(2)
    .execute();
  if (tags.length > 0)
    await trx
      .insertInto('playlist_tag')
      .values(tags.map((t) => ({ playlist_id: playlist.id, tag_id: t.id })))
      .execute();
  // A colleague of the demo learner helps as a content manager (the collaborator dialog).
  const colleague = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_GROUPMATE_EMAIL)
    .executeTakeFirst();
  if (colleague)
    await trx
      .insertInto('playlist_member')
      .values({ playlist_id: playlist.id, user_id: colleague.id, role: 'content_manager' })
      .execute();
}
