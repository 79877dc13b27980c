import type { TeamMember } from '@portal/shared';
import type { ExportColumn } from '@/lib/xlsx-export';

export const TEAM_SHEET = { en: 'Team', th: 'ทีม' };

/** Columns of the team export (the members list as the manager sees it). */
export const TEAM_EXPORT: ExportColumn<TeamMember>[] = [
  { header: { en: 'Name', th: 'ชื่อ' }, value: (r) => r.name, width: 28 },
  { header: { en: 'Email', th: 'อีเมล' }, value: (r) => r.email, width: 30 },
  { header: { en: 'Department', th: 'แผนก' }, value: (r) => r.department },
  { header: { en: 'Position', th: 'ตำแหน่ง' }, value: (r) => r.position },
  { header: { en: 'Assigned', th: 'ได้รับมอบหมาย' }, value: (r) => r.assigned, type: 'number' },
  { header: { en: 'Enrolled', th: 'ลงทะเบียนเอง' }, value: (r) => r.enrolled, type: 'number' },
  { header: { en: 'Completed', th: 'เรียนจบ' }, value: (r) => r.completed, type: 'number' },
  { header: { en: 'Overdue', th: 'เลยกำหนด' }, value: (r) => r.overdue, type: 'number' },
  {
    header: { en: 'Completed this month', th: 'เรียนจบเดือนนี้' },
    value: (r) => r.completed_this_month,
    type: 'number',
  },
  { header: { en: 'Certificates', th: 'ใบประกาศ' }, value: (r) => r.certificates, type: 'number' },
  {
    header: { en: 'Points this month', th: 'คะแนนเดือนนี้' },
    value: (r) => r.points_month,
    type: 'number',
  },
];
