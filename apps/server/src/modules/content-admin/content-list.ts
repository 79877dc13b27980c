import { contentTypeOf, type AdminContentOrdering, type AdminContentQuery } from '@portal/shared';
import type { Executor } from '@/db/database';
import { containsPattern, searchWords } from '@/lib/search-text';
import type { ExportColumn } from '@/lib/xlsx-export';

/** Each ordering of the list as an index walk: `code` is unique, created ties break on id. */
const ORDER_BY: Record<
  AdminContentOrdering,
  { column: 'created_at' | 'code'; dir: 'asc' | 'desc' }
> = {
  '-created': { column: 'created_at', dir: 'desc' },
  created: { column: 'created_at', dir: 'asc' },
  code: { column: 'code', dir: 'asc' },
  '-code': { column: 'code', dir: 'desc' },
};

/** Content rows matching the list's kind, publish state and search, in its order. */
export function contentListQuery(db: Executor, query: Partial<AdminContentQuery>) {
  const order = ORDER_BY[query.ordering ?? '-created'];
  let q = db
    .selectFrom('content')
    .select([
      'id',
      'kind',
      'code',
      'title_en',
      'title_th',
      'is_publish',
      'enroll_count',
      'created_at',
      'updated_at',
    ]);
  if (query.kind) q = q.where('kind', '=', query.kind);
  if (query.is_publish) q = q.where('is_publish', '=', query.is_publish === 'true');
  for (const word of searchWords(query.search ?? ''))
    q = q.where('search_text', 'ilike', containsPattern(word));
  return q.orderBy(order.column, order.dir).orderBy('id', order.dir);
}

type ContentRow = Awaited<ReturnType<ReturnType<typeof contentListQuery>['execute']>>[number];

/** Columns of the content export. */
export const CONTENT_EXPORT: ExportColumn<ContentRow>[] = [
  { header: { en: 'ID', th: 'รหัส' }, value: (r) => r.id, type: 'number', width: 8 },
  { header: { en: 'Code', th: 'รหัสเนื้อหา' }, value: (r) => r.code },
  {
    header: { en: 'Kind', th: 'ประเภท' },
    value: (r, language) => {
      const type = contentTypeOf(r.kind);
      return type ? (language === 'th' ? type.name_th : type.name_en) : r.kind;
    },
  },
  { header: { en: 'Title (English)', th: 'ชื่อ (อังกฤษ)' }, value: (r) => r.title_en, width: 36 },
  { header: { en: 'Title (Thai)', th: 'ชื่อ (ไทย)' }, value: (r) => r.title_th, width: 36 },
  { header: { en: 'Published', th: 'เผยแพร่' }, value: (r) => r.is_publish, type: 'boolean' },
  {
    header: { en: 'Enrolments', th: 'จำนวนผู้ลงทะเบียน' },
    value: (r) => r.enroll_count,
    type: 'number',
  },
  { header: { en: 'Created', th: 'สร้างเมื่อ' }, value: (r) => r.created_at, type: 'datetime' },
  { header: { en: 'Updated', th: 'แก้ไขล่าสุด' }, value: (r) => r.updated_at, type: 'datetime' },
];
