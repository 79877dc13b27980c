import { PROGRESS_STATUS, type Language } from '@portal/shared';
import { localized } from '@/lib/language';
import type { ExportColumn } from '@/lib/xlsx-export';
import type { resultListQuery } from './dashboard-result.repository';

type Key = keyof typeof PROGRESS_STATUS;
/** Names of the progress statuses of SPEC §4 in the export's language. */
const NAMES: Record<Key, [string, string]> = {
  not_start: ['Not started', 'ยังไม่เริ่มเรียน'],
  waiting_approve: ['Waiting for approval', 'รออนุมัติ'],
  waiting_list: ['On the waiting list', 'อยู่ในรายชื่อสำรอง'],
  waiting_form: ['Waiting for a form', 'รอส่งแบบฟอร์ม'],
  waiting_content_request: ['Waiting for a content request', 'รอคำขอเนื้อหา'],
  in_progress: ['In progress', 'กำลังเรียน'],
  verifying: ['Verifying', 'กำลังตรวจสอบ'],
  survey_required: ['Survey required', 'ต้องทำแบบสำรวจ'],
  completed: ['Completed', 'เรียนจบแล้ว'],
  completed_alt: ['Completed', 'เรียนจบแล้ว'],
  submitted: ['Submitted', 'ส่งแล้ว'],
  re_submit: ['Resubmit', 'ส่งใหม่'],
  cancel: ['Canceled', 'ยกเลิกแล้ว'],
  expired: ['Expired', 'หมดอายุ'],
  rejected: ['Rejected', 'ไม่อนุมัติ'],
  content_canceled: ['Content canceled', 'เนื้อหาถูกยกเลิก'],
  failed: ['Failed', 'ไม่ผ่าน'],
  request_expired: ['Request expired', 'คำขอหมดอายุ'],
  canceled_by_assignment: ['Canceled by assignment', 'ยกเลิกโดยการมอบหมาย'],
  refreshment: ['Refresher', 'เรียนทบทวน'],
};
const BY_CODE = new Map<number, [string, string]>(
  (Object.keys(PROGRESS_STATUS) as Key[]).map((key) => [PROGRESS_STATUS[key], NAMES[key]]),
);

/** A progress status by name in the language, its number when unknown. */
export function statusName(status: number, language: Language): string {
  const names = BY_CODE.get(status);
  return names ? names[language === 'th' ? 1 : 0] : String(status);
}

type ResultRow = Awaited<
  ReturnType<ReturnType<typeof resultListQuery>['ordered']['execute']>
>[number];

/** Columns of the learning results (and approvals) export. */
export const RESULT_EXPORT: ExportColumn<ResultRow>[] = [
  { header: { en: 'ID', th: 'รหัส' }, value: (r) => r.id, type: 'number', width: 8 },
  { header: { en: 'Learner email', th: 'อีเมลผู้เรียน' }, value: (r) => r.email, width: 30 },
  {
    header: { en: 'Learner', th: 'ผู้เรียน' },
    value: (r) => `${r.first_name} ${r.last_name}`.trim(),
    width: 24,
  },
  { header: { en: 'Content code', th: 'รหัสเนื้อหา' }, value: (r) => r.code },
  {
    header: { en: 'Content', th: 'เนื้อหา' },
    value: (r, lang) => localized({ en: r.title_en, th: r.title_th }, lang),
    width: 36,
  },
  { header: { en: 'Status', th: 'สถานะ' }, value: (r, lang) => statusName(r.status, lang) },
  { header: { en: 'Percent', th: 'ร้อยละ' }, value: (r) => r.percent, type: 'number' },
  { header: { en: 'Started', th: 'เริ่มเรียน' }, value: (r) => r.started_at, type: 'datetime' },
  {
    header: { en: 'Completed', th: 'เรียนจบ' },
    value: (r) => r.completed_at,
    type: 'datetime',
  },
  { header: { en: 'Updated', th: 'อัปเดตล่าสุด' }, value: (r) => r.updated_at, type: 'datetime' },
];
