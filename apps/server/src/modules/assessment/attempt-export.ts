import type { Language } from '@portal/shared';
import type { ExportColumn } from '@/lib/xlsx-export';
import type { listAttemptsForReview } from './review.service';

type AttemptRow = Awaited<ReturnType<typeof listAttemptsForReview>>['results'][number];

/** Attempt statuses (21 open, 22 waiting for marking, 30 passed, -5 failed). */
const STATUSES: Record<number, Record<Language, string>> = {
  21: { en: 'In progress', th: 'กำลังทำ' },
  22: { en: 'Waiting for marking', th: 'รอตรวจ' },
  30: { en: 'Passed', th: 'ผ่าน' },
  [-5]: { en: 'Failed', th: 'ไม่ผ่าน' },
};

/** Columns of a test's attempts export (the marking list). */
export const ATTEMPT_EXPORT: ExportColumn<AttemptRow>[] = [
  { header: { en: 'ID', th: 'รหัส' }, value: (r) => r.id, type: 'number', width: 8 },
  { header: { en: 'Learner email', th: 'อีเมลผู้เรียน' }, value: (r) => r.user.email, width: 30 },
  {
    header: { en: 'Learner', th: 'ผู้เรียน' },
    value: (r) => `${r.user.first_name} ${r.user.last_name}`.trim(),
    width: 24,
  },
  { header: { en: 'Attempt', th: 'ครั้งที่' }, value: (r) => r.attempt_no, type: 'number' },
  {
    header: { en: 'Status', th: 'สถานะ' },
    value: (r, lang) => STATUSES[r.status]?.[lang] ?? String(r.status),
  },
  { header: { en: 'Score', th: 'คะแนน' }, value: (r) => r.score, type: 'number' },
  { header: { en: 'Full score', th: 'คะแนนเต็ม' }, value: (r) => r.max_score, type: 'number' },
  { header: { en: 'Percent', th: 'ร้อยละ' }, value: (r) => r.percent, type: 'number' },
  {
    header: { en: 'Answers to mark', th: 'คำตอบที่รอตรวจ' },
    value: (r) => r.pending_marking,
    type: 'number',
  },
  { header: { en: 'Started', th: 'เริ่มทำ' }, value: (r) => r.datetime_start, type: 'datetime' },
  { header: { en: 'Submitted', th: 'ส่งเมื่อ' }, value: (r) => r.datetime_submit, type: 'datetime' },
];
