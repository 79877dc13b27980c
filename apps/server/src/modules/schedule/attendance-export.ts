import { sql } from 'kysely';
import type { Language } from '@portal/shared';
import type { Executor } from '@/db/database';
import type { UserRow } from '@/db/types';
import { notFound } from '@/lib/errors';
import { querySource, type ExportColumn, type ExportSource } from '@/lib/xlsx-export';
import { assertCanManageEnrollment } from '@/modules/enrollment/enrollment.policy';

/** How a check-in was made (SPEC §4 check-in source 0 page, 1 QR, 2 admin, 3 live), in the sheet. */
const SOURCE_LABEL: Record<0 | 1 | 2 | 3, Record<Language, string>> = {
  0: { en: 'Page', th: 'หน้าเว็บ' },
  1: { en: 'QR', th: 'QR' },
  2: { en: 'Marked', th: 'ผู้ดูแลบันทึก' },
  3: { en: 'Live', th: 'ถ่ายทอดสด' },
};

const STATUS_LABEL: Record<number, Record<Language, string>> = {
  [-1]: { en: 'Cancelled', th: 'ยกเลิกแล้ว' },
  0: { en: 'Not started', th: 'ยังไม่เริ่ม' },
  1: { en: 'Waiting for approval', th: 'รออนุมัติ' },
  2: { en: 'Waiting list', th: 'รายชื่อสำรอง' },
  6: { en: 'Rejected', th: 'ไม่อนุมัติ' },
  21: { en: 'In progress', th: 'กำลังเรียน' },
  23: { en: 'Survey required', th: 'รอตอบแบบสำรวจ' },
  30: { en: 'Completed', th: 'เรียนจบแล้ว' },
};

interface SheetSession {
  id: number;
  title_en: string;
  title_th: string;
  start_at: Date;
  time_zone: string;
  is_required: boolean;
}

/** One learner's line: who, their class status, and their check-in per session id. */
export interface AttendanceLine {
  name: string;
  email: string;
  department: string;
  status: number;
  marks: Record<string, { s: 0 | 1 | 2 | 3; t: string; r: string }>;
}

function sessionDay(session: SheetSession, language: Language): string {
  return new Intl.DateTimeFormat(language === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: session.time_zone,
  }).format(session.start_at);
}

function checkInTime(session: SheetSession, at: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'th' ? 'th-TH' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: session.time_zone,
  }).format(new Date(at));
}

/**
 * The columns of a class's attendance sheet: the learner, their status, one column per session
 * (headed by its title and start in the session's own time zone; a cell says how and when they
 * checked in, and why when it was marked by hand), then the required sessions attended.
 */
export function attendanceColumns(sessions: SheetSession[]): ExportColumn<AttendanceLine>[] {
  const required = sessions.filter((s) => s.is_required);
  return [
    { header: { en: 'Name', th: 'ชื่อ' }, value: (row) => row.name, width: 24 },
    { header: { en: 'Email', th: 'อีเมล' }, value: (row) => row.email, width: 28 },
    { header: { en: 'Department', th: 'แผนก' }, value: (row) => row.department },
    {
      header: { en: 'Status', th: 'สถานะ' },
      value: (row, language) => STATUS_LABEL[row.status]?.[language] ?? String(row.status),
    },
    ...sessions.map((session): ExportColumn<AttendanceLine> => ({
      header: {
        en: `${session.title_en} (${sessionDay(session, 'en')})`,
        th: `${session.title_th || session.title_en} (${sessionDay(session, 'th')})`,
      },
      width: 24,
      value: (row, language) => {
        const mark = row.marks[String(session.id)];
        if (!mark) return '';
        const how = `${SOURCE_LABEL[mark.s][language]} ${checkInTime(session, mark.t, language)}`;
        return mark.r ? `${how}: ${mark.r}` : how;
      },
    })),
    {
      header: { en: 'Required sessions attended', th: 'เข้าร่วมช่วงที่บังคับ' },
      type: 'text',
      value: (row) =>
        `${required.filter((s) => row.marks[String(s.id)]).length} / ${required.length}`,
    },
  ];
}

/**
 * A class's attendance sheet for an enrolment manager: its sessions in order, and a source of
 * every learner holding a result in it (cancelled ones too: a sheet says who left), ordered by
 * name, each with their check-ins gathered in the same statement (the attendance table's
 * (session_id, user_id) key). 404 when the id is not a class.
 */
export async function attendanceSheet(
  db: Executor,
  admin: UserRow,
  classId: number,
): Promise<{ sessions: SheetSession[]; source: ExportSource<AttendanceLine> }> {
  await assertCanManageEnrollment(db, admin);
  const klass = await db
    .selectFrom('content')
    .select('id')
    .where('id', '=', classId)
    .where('kind', '=', 'class')
    .executeTakeFirst();
  if (!klass) throw notFound();
  const sessions = await db
    .selectFrom('class_session')
    .select(['id', 'title_en', 'title_th', 'start_at', 'time_zone', 'is_required'])
    .where('class_id', '=', classId)
    .orderBy('start_at')
    .orderBy('id')
    .execute();
  const query = db
    .selectFrom('learning_result as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .where('r.content_id', '=', classId)
    .select([
      sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('name'),
      'u.email',
      'u.department',
      'r.status',
      sql<AttendanceLine['marks']>`(
        SELECT coalesce(jsonb_object_agg(a.session_id,
                 jsonb_build_object('s', a.source, 't', a.checked_in_at, 'r', a.reason)), '{}')
          FROM class_attendance a JOIN class_session s ON s.id = a.session_id
         WHERE a.user_id = r.user_id AND s.class_id = ${classId})`.as('marks'),
    ])
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('u.id');
  return {
    sessions,
    source: querySource(db, query, (rows) =>
      rows.map((row) => ({ ...row, name: row.name || row.email })),
    ),
  };
}
