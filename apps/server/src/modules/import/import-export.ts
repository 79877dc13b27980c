import type { ImportHistoryItem, ImportModule, Language } from '@portal/shared';
import type { ExportColumn } from '@/lib/xlsx-export';

const MODULES: Record<ImportModule, Record<Language, string>> = {
  users: { en: 'Users', th: 'ผู้ใช้' },
  enrollments: { en: 'Enrolments', th: 'การลงทะเบียนเรียน' },
};
/** SPEC §3 import statuses. */
const STATUSES: Record<number, Record<Language, string>> = {
  [-1]: { en: 'Failed', th: 'ล้มเหลว' },
  2: { en: 'In progress', th: 'กำลังดำเนินการ' },
  3: { en: 'Succeeded', th: 'สำเร็จ' },
};

/** Columns of the import history export. */
export const IMPORT_EXPORT: ExportColumn<ImportHistoryItem>[] = [
  { header: { en: 'ID', th: 'รหัส' }, value: (r) => r.id, type: 'number', width: 8 },
  { header: { en: 'File', th: 'ไฟล์' }, value: (r) => r.input_filename, width: 32 },
  { header: { en: 'Kind', th: 'ประเภท' }, value: (r, lang) => MODULES[r.module][lang] },
  {
    header: { en: 'Status', th: 'สถานะ' },
    value: (r, lang) => STATUSES[r.status]?.[lang] ?? String(r.status),
  },
  { header: { en: 'Percent', th: 'ร้อยละ' }, value: (r) => r.percent, type: 'number' },
  { header: { en: 'Rows', th: 'จำนวนแถว' }, value: (r) => r.total_rows, type: 'number' },
  { header: { en: 'Rows imported', th: 'แถวที่นำเข้าแล้ว' }, value: (r) => r.ok_rows, type: 'number' },
  {
    header: { en: 'Rows refused', th: 'แถวที่ถูกปฏิเสธ' },
    value: (r) => r.failed_rows,
    type: 'number',
  },
  { header: { en: 'By', th: 'ผู้นำเข้า' }, value: (r) => r.created_by_email, width: 30 },
  { header: { en: 'Started', th: 'เริ่มเมื่อ' }, value: (r) => r.datetime_create, type: 'datetime' },
  { header: { en: 'Updated', th: 'อัปเดตล่าสุด' }, value: (r) => r.datetime_update, type: 'datetime' },
];
