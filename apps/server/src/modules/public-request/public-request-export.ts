import { PUBLIC_REQUEST_STATUS, type Language } from '@portal/shared';
import { localized } from '@/lib/language';
import type { ExportColumn } from '@/lib/xlsx-export';
import type { RequestRow } from './public-request.repository';

export const REQUEST_SHEET = { en: 'Requests', th: 'คำขอ' };

const STATUS_NAMES: Record<Language, Record<number, string>> = {
  en: {
    [PUBLIC_REQUEST_STATUS.draft]: 'Draft',
    [PUBLIC_REQUEST_STATUS.waiting]: 'Waiting for approval',
    [PUBLIC_REQUEST_STATUS.approved]: 'Approved',
    [PUBLIC_REQUEST_STATUS.rejected]: 'Rejected',
    [PUBLIC_REQUEST_STATUS.canceled]: 'Canceled',
  },
  th: {
    [PUBLIC_REQUEST_STATUS.draft]: 'ฉบับร่าง',
    [PUBLIC_REQUEST_STATUS.waiting]: 'รออนุมัติ',
    [PUBLIC_REQUEST_STATUS.approved]: 'อนุมัติแล้ว',
    [PUBLIC_REQUEST_STATUS.rejected]: 'ไม่อนุมัติ',
    [PUBLIC_REQUEST_STATUS.canceled]: 'ยกเลิกแล้ว',
  },
};

/** Columns of the dashboard's request export (the list as the administrator filters it). */
export const REQUEST_EXPORT: ExportColumn<RequestRow>[] = [
  { header: { en: 'Request ID', th: 'รหัสคำขอ' }, value: (r) => r.id, type: 'number', width: 10 },
  {
    header: { en: 'Form', th: 'แบบฟอร์ม' },
    value: (r, language) => localized({ en: r.title_en, th: r.title_th }, language),
    width: 32,
  },
  { header: { en: 'Requester', th: 'ผู้ยื่นคำขอ' }, value: (r) => r.requester_name, width: 24 },
  { header: { en: 'E-mail', th: 'อีเมล' }, value: (r) => r.requester_email, width: 28 },
  {
    header: { en: 'Status', th: 'สถานะ' },
    value: (r, language) => STATUS_NAMES[language][r.status] ?? String(r.status),
    width: 22,
  },
  {
    header: { en: 'Step', th: 'ขั้นการอนุมัติ' },
    value: (r) => `${r.current_step}/${Number(r.step_count ?? 0)}`,
    width: 12,
  },
  { header: { en: 'Submitted', th: 'วันที่ยื่น' }, value: (r) => r.submitted_at, type: 'datetime' },
  { header: { en: 'Decided', th: 'วันที่มีผล' }, value: (r) => r.decided_at, type: 'datetime' },
];
