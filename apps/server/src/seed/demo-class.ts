import type { Transaction } from 'kysely';
import type { DB } from '@/db/types';
import { LIVE_STATUS } from '@portal/shared';
import { randomToken } from '@/lib/crypto';
import { liveStatusAt } from '@/modules/schedule/live-status';
import { CLASS, CLASS_PROGRAM } from '@/modules/content-tree/kinds';
import {
  addSection,
  addSlot,
  createContainer,
  setPublished,
} from '@/modules/content-tree/tree.service';

const HOUR_MS = 3_600_000;

/** The demo stream: a static HLS playlist the portal serves (apps/web/public/demo-live). */
export const DEMO_LIVE_STREAM = '/demo-live/stream.m3u8';
const DAY_MS = 24 * HOUR_MS;

/** Codes of the demo classes, for finding them again (tests, browser journeys). */
export const DEMO_CLASSES = {
  program: 'CP-LEAD-2026',
  /** On site, two sessions: one today with check-in open for a day around it, one next week. */
  onsite: 'CL-PRESENT-01',
  /**
   * Online: a stream session live from seeding for two days (the portal's own demo HLS
   * playlist, then its replay) and a conference session next week.
   */
  online: 'CL-FEEDBACK-01',
} as const;

/**
 * A class program with two classes (issue 16, part 1), so a newcomer can enrol in a class and
 * check in: the on-site class's first session starts an hour after seeding and its check-in is
 * open from a day before to a day after its start.
 */
export async function seedClasses(trx: Transaction<DB>): Promise<void> {
  const now = Date.now();
  const instructor = await trx
    .selectFrom('instructor')
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const onsite = await createContainer(trx, CLASS, {
    code: DEMO_CLASSES.onsite,
    title_en: 'Presenting with confidence',
    title_th: 'การนำเสนออย่างมั่นใจ',
    desc_en:
      'Two half-day workshops in the training room: structure a talk, then present it and get feedback.',
    desc_th: 'เวิร์กช็อปครึ่งวันสองครั้งในห้องฝึกอบรม: วางโครงเรื่องการนำเสนอ แล้วนำเสนอจริงพร้อมรับคำแนะนำ',
    capacity: 20,
    is_certificate: true,
  });
  const online = await createContainer(trx, CLASS, {
    code: DEMO_CLASSES.online,
    title_en: 'Giving useful feedback',
    title_th: 'การให้ข้อเสนอแนะที่เป็นประโยชน์',
    desc_en: 'A live online class: how to give feedback that helps, with practice in pairs.',
    desc_th: 'คลาสออนไลน์สด: วิธีให้ข้อเสนอแนะที่ช่วยได้จริง พร้อมฝึกเป็นคู่',
    capacity: 30,
  });
  const session = (
    classId: number,
    values: {
      title_en: string;
      title_th: string;
      start: number;
      hours: number;
      place?: string;
      online_url?: string;
      kind?: 'classroom' | 'conference' | 'live';
      wide?: boolean;
      stream?: string;
    },
  ) => ({
    class_id: classId,
    kind: values.kind ?? ('classroom' as const),
    title_en: values.title_en,
    title_th: values.title_th,
    start_at: new Date(values.start),
    end_at: new Date(values.start + values.hours * HOUR_MS),
    time_zone: 'Asia/Bangkok',
    place: values.place ?? '',
    online_url: values.online_url ?? null,
    instructor_id: instructor?.id ?? null,
    checkin_open_minutes: values.wide ? 1440 : 30,
    checkin_close_minutes: values.wide ? 1440 : 30,
    checkin_secret: randomToken(24),
    stream_url: values.stream ?? null,
    replay_url: values.stream ?? null,
    // Seeded with the status its times give; from then on the live-status job moves it.
    live_status:
      values.kind === 'live' || values.kind === 'conference'
        ? liveStatusAt(
            {
              kind: values.kind,
              start_at: new Date(values.start),
              end_at: new Date(values.start + values.hours * HOUR_MS),
              replay_url: values.stream ?? null,
            },
            new Date(now),
          )
        : LIVE_STATUS.upcoming,
  });
  await trx
    .insertInto('class_session')
    .values([
      session(onsite, {
        title_en: 'Structure your talk',
        title_th: 'วางโครงเรื่องการนำเสนอ',
        start: now + HOUR_MS,
        hours: 3,
        place: 'Training room 3, 2nd floor',
        wide: true,
      }),
      session(onsite, {
        title_en: 'Present and get feedback',
        title_th: 'นำเสนอและรับคำแนะนำ',
        start: now + 7 * DAY_MS,
        hours: 3,
        place: 'Training room 3, 2nd floor',
      }),
      session(online, {
        title_en: 'Feedback that helps: live talk',
        title_th: 'ข้อเสนอแนะที่ช่วยได้จริง: ถ่ายทอดสด',
        start: now - 10 * 60_000,
        hours: 48,
        kind: 'live',
        stream: DEMO_LIVE_STREAM,
      }),
      session(online, {
        title_en: 'Feedback in practice',
        title_th: 'ฝึกให้ข้อเสนอแนะ',
        start: now + 8 * DAY_MS,
        hours: 2,
        kind: 'conference',
        online_url: 'https://meet.jit.si/portal-demo-feedback',
      }),
    ])
    .execute();
  for (const id of [onsite, online]) await setPublished(trx, CLASS, id, true);

  const program = await createContainer(trx, CLASS_PROGRAM, {
    code: DEMO_CLASSES.program,
    title_en: 'Leading people 2026',
    title_th: 'ภาวะผู้นำ 2026',
    desc_en: 'Classes for new team leads: presenting and giving feedback.',
    desc_th: 'คลาสสำหรับหัวหน้าทีมใหม่: การนำเสนอและการให้ข้อเสนอแนะ',
  });
  const section = await addSection(trx, CLASS_PROGRAM, program, {
    name_en: 'Classes',
    name_th: 'คลาสเรียน',
    sort: 0,
  });
  for (const [sort, child] of [onsite, online].entries())
    await addSlot(trx, CLASS_PROGRAM, program, section.id, {
      child_id: child,
      is_required: true,
      sort,
    });
  await setPublished(trx, CLASS_PROGRAM, program, true);
}
