import { randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import {
  ImportEnrollmentRowSchema,
  ImportUserRowSchema,
  REENROLLABLE_STATUSES,
  type ImportModule,
  PROGRESS_STATUS,
} from '@portal/shared';
import type { AppContext } from '@/context';
import type { DB } from '@/db/types';
import { hashPassword } from '@/lib/crypto';
import { AppError } from '@/lib/errors';
import { assertPasswordConditions } from '@/modules/account/register.service';
import { lockResult } from '@/modules/enrollment/enrollment.repository';
import { ENROLLABLE_KINDS } from '@/modules/enrollment/enrollment.policy';
import { changeStatus, createResult } from '@/modules/enrollment/status';
import type { ImportFileRow } from './import-file';

/** A refused cell: the row, the column and a message key (SPEC §5 keys where one fits). */
export interface RowError {
  row_number: number;
  field: string;
  code: string;
  value: string;
}

/** What one batch did: refused cells, and whether each row took effect. */
export interface BatchOutcome {
  errors: RowError[];
  ok: Set<number>;
}

/** A password hash no password verifies against: the account signs in after a reset. */
const unusablePasswordHash = () => `!${randomBytes(16).toString('hex')}`;

/**
 * argon2 runs on libuv's thread pool (4 threads): two hashes at a time, twice as fast as one
 * after another on two cores, and the other threads stay free for sign-ins and file reads.
 */
const HASH_LANES = 2;
async function hashAll(passwords: string[]): Promise<string[]> {
  const out = passwords.map(() => '');
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < passwords.length; i = next++) {
      const password = passwords[i];
      if (password) out[i] = await hashPassword(password);
    }
  };
  await Promise.all(Array.from({ length: HASH_LANES }, lane));
  return out;
}

function zodErrors<T>(schema: z.ZodType<T>, row: ImportFileRow, errors: RowError[]): T | null {
  const parsed = schema.safeParse(row.values);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'row');
    errors.push({
      row_number: row.rowNumber,
      field,
      code: issue.message,
      value: (row.values[field] ?? '').slice(0, 200),
    });
  }
  return null;
}

/** Creates the accounts of the batch; emails already taken (in the portal or earlier in the file) are refused. */
async function applyUsers(
  ctx: AppContext,
  trx: Transaction<DB>,
  rows: ImportFileRow[],
): Promise<BatchOutcome> {
  const errors: RowError[] = [];
  const valid: { row: ImportFileRow; data: z.infer<typeof ImportUserRowSchema> }[] = [];
  for (const row of rows) {
    const data = zodErrors(ImportUserRowSchema, row, errors);
    if (data) valid.push({ row, data });
  }
  const emails = valid.map((v) => v.data.email.toLowerCase());
  const taken = new Set(
    emails.length
      ? (
          await trx
            .selectFrom('users')
            .select(sql<string>`lower(email)`.as('email'))
            .where(sql<string>`lower(email)`, 'in', emails)
            .execute()
        ).map((r) => r.email)
      : [],
  );
  // Managers named by the rows (issue 19): existing accounts, or rows accepted earlier.
  const managerEmails = [
    ...new Set(valid.map((v) => v.data.manager.toLowerCase()).filter((m) => m !== '')),
  ];
  const managers = new Set(
    managerEmails.length
      ? (
          await trx
            .selectFrom('users')
            .select(sql<string>`lower(email)`.as('email'))
            .where(sql<string>`lower(email)`, 'in', managerEmails)
            .execute()
        ).map((r) => r.email)
      : [],
  );
  const accepted: typeof valid = [];
  for (const { row, data } of valid) {
    const key = data.email.toLowerCase();
    const manager = data.manager.toLowerCase();
    if (manager !== '' && (manager === key || !managers.has(manager))) {
      errors.push({
        row_number: row.rowNumber,
        field: 'manager',
        code: manager === key ? 'invalid_choice' : 'user_not_found',
        value: data.manager,
      });
      continue;
    }
    if (taken.has(key)) {
      errors.push({
        row_number: row.rowNumber,
        field: 'email',
        code: 'email_already_exists',
        value: data.email,
      });
      continue;
    }
    if (data.password) {
      try {
        await assertPasswordConditions(ctx, data.password);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const keys = (error.extra.errors as Record<string, string[]> | undefined)?.password ?? [
          error.code,
        ];
        errors.push({
          row_number: row.rowNumber,
          field: 'password',
          code: keys[0] ?? error.code,
          value: '',
        });
        continue;
      }
    }
    taken.add(key);
    managers.add(key);
    accepted.push({ row, data });
  }
  const hashes = await hashAll(accepted.map(({ data }) => data.password));
  const ok = new Set(accepted.map(({ row }) => row.rowNumber));
  const inserts = accepted.map(({ data }, i) => ({
    email: data.email,
    password_hash: hashes[i] || unusablePasswordHash(),
    first_name: data.first_name,
    last_name: data.last_name,
    first_name_th: data.first_name_th,
    last_name_th: data.last_name_th,
    department: data.department,
    position: data.position,
    language: data.language,
  }));
  if (inserts.length) await trx.insertInto('users').values(inserts).execute();
  const managed = accepted.filter(({ data }) => data.manager !== '');
  if (managed.length)
    await sql`UPDATE users u SET manager_id = m.id
      FROM unnest(${managed.map(({ data }) => data.email.toLowerCase())}::text[],
        ${managed.map(({ data }) => data.manager.toLowerCase())}::text[]) AS v(email, manager)
      JOIN users m ON lower(m.email) = v.manager
      WHERE lower(u.email) = v.email`.execute(trx);
  return { errors, ok };
}

/**
 * Enrols existing accounts in courses by code, through the one status module (createResult /
 * changeStatus with the enrol table), as an administrator's direct enrolment: status 0.
 */
async function applyEnrollments(
  trx: Transaction<DB>,
  rows: ImportFileRow[],
  actor: number | null,
): Promise<BatchOutcome> {
  const errors: RowError[] = [];
  const valid: { row: ImportFileRow; data: z.infer<typeof ImportEnrollmentRowSchema> }[] = [];
  for (const row of rows) {
    const data = zodErrors(ImportEnrollmentRowSchema, row, errors);
    if (data) valid.push({ row, data });
  }
  const emails = [...new Set(valid.map((v) => v.data.email.toLowerCase()))];
  const codes = [...new Set(valid.map((v) => v.data.course_code))];
  const users = new Map(
    emails.length
      ? (
          await trx
            .selectFrom('users')
            .select(['id', sql<string>`lower(email)`.as('email')])
            .where(sql<string>`lower(email)`, 'in', emails)
            .where('is_active', '=', true)
            .execute()
        ).map((u) => [u.email, u.id])
      : [],
  );
  const courses = new Map(
    codes.length
      ? (
          await trx
            .selectFrom('content')
            .select(['id', 'code'])
            .where('code', 'in', codes)
            .where('kind', 'in', ENROLLABLE_KINDS)
            .execute()
        ).map((c) => [c.code, c.id])
      : [],
  );
  const ok = new Set<number>();
  for (const { row, data } of valid) {
    const userId = users.get(data.email.toLowerCase());
    const contentId = courses.get(data.course_code);
    const refuse = (field: string, code: string, value: string) =>
      errors.push({ row_number: row.rowNumber, field, code, value });
    if (!userId) {
      refuse('email', 'user_not_found', data.email);
      continue;
    }
    if (!contentId) {
      refuse('course_code', 'course_not_found', data.course_code);
      continue;
    }
    const existing = await lockResult(trx, userId, contentId);
    if (existing && !REENROLLABLE_STATUSES.includes(existing.status)) {
      refuse('course_code', 'already_enrolled', data.course_code);
      continue;
    }
    if (existing)
      await changeStatus(trx, {
        resultId: existing.id,
        to: PROGRESS_STATUS.not_start,
        actor,
        kind: 'enroll',
        reason: 'import',
      });
    else
      await createResult(trx, {
        userId,
        contentId,
        status: PROGRESS_STATUS.not_start,
        actor,
        kind: 'enroll',
        countsEnrolment: true,
      });
    ok.add(row.rowNumber);
  }
  return { errors, ok };
}

/** Applies one batch of rows of the module inside the caller's transaction. */
export function applyRows(
  ctx: AppContext,
  trx: Transaction<DB>,
  module: ImportModule,
  rows: ImportFileRow[],
  actor: number | null,
): Promise<BatchOutcome> {
  return module === 'users' ? applyUsers(ctx, trx, rows) : applyEnrollments(trx, rows, actor);
}
