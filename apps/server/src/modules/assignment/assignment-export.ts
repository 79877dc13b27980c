import { ASSIGNMENT_STATUS } from '@portal/shared';
import { localized } from '@/lib/language';
import type { ExportColumn } from '@/lib/xlsx-export';
import type { AssignmentRow } from './assignment.repository';

/** The status of an assignment in the export's language. */
function statusName(row: AssignmentRow, language: 'en' | 'th'): string {
  const [en, th] =
    row.status === ASSIGNMENT_STATUS.canceled
      ? ['Canceled', 'ยกเลิกแล้ว']
      : row.date_end.getTime() <= Date.now()
        ? ['Period ended', 'สิ้นสุดช่วงเวลาแล้ว']
        : ['Active', 'กำลังดำเนินการ'];
  return language === 'th' ? th : en;
}

export const ASSIGNMENT_SHEET = { en: 'Assignments', th: 'การมอบหมาย' };

/** Columns of the assignment list export. */
export const ASSIGNMENT_EXPORT: ExportColumn<AssignmentRow>[] = [
  { header: { en: 'ID', th: 'รหัส' }, value: (r) => r.id, type: 'number', width: 8 },
  { header: { en: 'Course code', th: 'รหัสหลักสูตร' }, value: (r) => r.code },
  {
    header: { en: 'Course', th: 'หลักสูตร' },
    value: (r, lang) => localized({ en: r.title_en, th: r.title_th }, lang),
    width: 36,
  },
  { header: { en: 'Start', th: 'เริ่มต้น' }, value: (r) => r.date_start, type: 'datetime' },
  { header: { en: 'End', th: 'สิ้นสุด' }, value: (r) => r.date_end, type: 'datetime' },
  { header: { en: 'Learners', th: 'ผู้เรียน' }, value: (r) => r.learner_count, type: 'number' },
  { header: { en: 'Status', th: 'สถานะ' }, value: (r, lang) => statusName(r, lang) },
  { header: { en: 'Note', th: 'หมายเหตุ' }, value: (r) => r.note, width: 30 },
  {
    header: { en: 'Assigned by', th: 'มอบหมายโดย' },
    value: (r) => r.creator_email ?? '',
    width: 30,
  },
  { header: { en: 'Assigned', th: 'วันที่มอบหมาย' }, value: (r) => r.created_at, type: 'datetime' },
  {
    header: { en: 'Canceled', th: 'วันที่ยกเลิก' },
    value: (r) => r.canceled_at,
    type: 'datetime',
  },
];
