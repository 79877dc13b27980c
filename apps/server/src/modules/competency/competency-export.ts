import type { CompetencyGap } from '@portal/shared';
import type { ExportColumn } from '@/lib/xlsx-export';

export const GAP_SHEET = { en: 'Competency gaps', th: 'ช่องว่างสมรรถนะ' };

/** Columns of a gap export (team dashboard and dashboard report). */
export const GAP_EXPORT: ExportColumn<CompetencyGap>[] = [
  { header: { en: 'Name', th: 'ชื่อ' }, value: (r) => r.name, width: 28 },
  { header: { en: 'Email', th: 'อีเมล' }, value: (r) => r.email, width: 30 },
  { header: { en: 'Department', th: 'แผนก' }, value: (r) => r.department },
  { header: { en: 'Position', th: 'ตำแหน่ง' }, value: (r) => r.position },
  {
    header: { en: 'Competency', th: 'สมรรถนะ' },
    value: (r, language) => r.competency[language],
    width: 30,
  },
  { header: { en: 'Current level', th: 'ระดับปัจจุบัน' }, value: (r) => r.level, type: 'number' },
  {
    header: { en: 'Required level', th: 'ระดับที่ต้องการ' },
    value: (r) => r.required,
    type: 'number',
  },
  {
    header: { en: 'Levels to close', th: 'ระดับที่ยังขาด' },
    value: (r) => r.required - r.level,
    type: 'number',
  },
];
