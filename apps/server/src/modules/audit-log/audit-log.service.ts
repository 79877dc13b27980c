import type { AuditLogListQuery } from '@portal/shared';
import type { Executor } from '@/db/database';
import { pageRows } from '@/lib/paging';
import { toWire } from '@/lib/wire';
import { querySource, type ExportColumn } from '@/lib/xlsx-export';
import { logGroups, logQuery, type LogRow } from './audit-log.repository';

/** The columns of the log's xlsx export. */
export const LOG_EXPORT: ExportColumn<LogRow>[] = [
  { header: { en: 'Time', th: 'เวลา' }, value: (r) => r.datetime_create, type: 'datetime' },
  { header: { en: 'Group', th: 'กลุ่ม' }, value: (r) => r.log_group },
  { header: { en: 'Action', th: 'การกระทำ' }, value: (r) => r.log, width: 24 },
  { header: { en: 'Item id', th: 'รหัสรายการ' }, value: (r) => r.entity_id, width: 10 },
  { header: { en: 'By', th: 'ผู้ทำ' }, value: (r) => r.actor_email, width: 30 },
  {
    header: { en: 'Name', th: 'ชื่อ' },
    value: (r) => `${r.actor_first_name ?? ''} ${r.actor_last_name ?? ''}`.trim(),
    width: 24,
  },
  { header: { en: 'IP address', th: 'ที่อยู่ IP' }, value: (r) => r.ip },
  { header: { en: 'Details', th: 'รายละเอียด' }, value: (r) => JSON.stringify(r.data), width: 60 },
];

/** One page of the log under the filters, with the total that match. */
export async function logPage(
  db: Executor,
  query: AuditLogListQuery,
  page: { limit: number; offset: number },
) {
  const { rows, total } = await pageRows(db, logQuery(db, query), page);
  return { rows: rows.map((row) => toWire(row)), total };
}

/** The export source of the whole filtered log. */
export function logExportSource(db: Executor, query: AuditLogListQuery) {
  return querySource(db, logQuery(db, query));
}

/** The log groups as filter options. */
export async function logGroupOptions(db: Executor) {
  return { results: (await logGroups(db)).map((entity) => ({ id: entity, name: entity })) };
}
