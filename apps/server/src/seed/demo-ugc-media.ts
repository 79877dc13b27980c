import type { Transaction } from 'kysely';
import { FLOW_CREATE_MATERIAL, MATERIAL_REQUEST_STATUS } from '@portal/shared';
import type { DB } from '@/db/types';
import { contentSearchText } from '@/lib/search-text';
import { DEMO_MEDIA } from './demo-media';

/** Codes of the demo learner's own video (approved) and audio (waiting for approval). */
export const DEMO_UGC_CODES = { video: 'ugc-demo-video', audio: 'ugc-demo-audio' } as const;

/**
 * Learner-made audio and video (issue 19 item 4): the demo learner is a creator, with an
 * approved video of their own (published, plays for every learner) and an audio recording
 * waiting for the dashboard's decision, both made from the committed demo files as if
 * uploaded through api/upload/. Needs the demo media (seeded with a media folder).
 */
export async function seedUgcMediaDemo(
  trx: Transaction<DB>,
  people: { learnerId: number; adminId: number },
  media: { video?: number; audio?: number },
): Promise<void> {
  if (media.video === undefined || media.audio === undefined) return;
  await trx
    .updateTable('users')
    .set({ is_creator: true })
    .where('id', '=', people.learnerId)
    .execute();
  const items = [
    {
      code: DEMO_UGC_CODES.video,
      kind: 'video' as const,
      title: 'How I wash my hands at the line – วิธีล้างมือก่อนเข้าไลน์ผลิต',
      desc: 'A short clip I recorded at our plant. / คลิปสั้นที่ฉันถ่ายที่โรงงาน',
      fileId: media.video,
      seconds: DEMO_MEDIA.video.seconds,
      approved: true,
    },
    {
      code: DEMO_UGC_CODES.audio,
      kind: 'audio' as const,
      title: 'Morning safety briefing – สรุปความปลอดภัยยามเช้า',
      desc: 'My ten-second reminder for the team. / ข้อความเตือนสั้น ๆ สำหรับทีม',
      fileId: media.audio,
      seconds: DEMO_MEDIA.audio.seconds,
      approved: false,
    },
  ];
  for (const item of items) {
    const text = {
      code: item.code,
      title_en: item.title,
      title_th: item.title,
      desc_en: item.desc,
      desc_th: item.desc,
    };
    const content = await trx
      .insertInto('content')
      .values({
        ...text,
        kind: item.kind,
        is_publish: item.approved,
        search_text: contentSearchText(text),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('material')
      .values({
        content_id: content.id,
        media_path: null,
        duration_seconds: item.seconds,
        page_count: null,
        media_file_id: item.fileId,
        external_url: null,
      })
      .execute();
    await trx
      .insertInto('ugc_media')
      .values({ content_id: content.id, owner_id: people.learnerId })
      .execute();
    await trx
      .insertInto('media_file_owner')
      .values({ media_file_id: item.fileId, user_id: people.learnerId })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('material_request')
      .values({
        content_id: content.id,
        user_id: people.learnerId,
        flow_type: FLOW_CREATE_MATERIAL,
        status: item.approved ? MATERIAL_REQUEST_STATUS.approved : MATERIAL_REQUEST_STATUS.waiting,
        ...(item.approved ? { decided_by: people.adminId, decided_at: new Date() } : {}),
      })
      .execute();
  }
}
