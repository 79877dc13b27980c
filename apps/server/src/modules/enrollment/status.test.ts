import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestContext, type TestContext } from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';
import { changeStatus, createResult, isAllowed } from './status';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

describe('changeStatus', () => {
  it('moves along the learner table and audits each step', async () => {
    const user = await buildUser(t.db);
    const course = await buildContent(t.db);
    const row = await t.db.transaction().execute(async (trx) => {
      const created = await createResult(trx, {
        userId: user.id,
        contentId: course.id,
        status: 0,
        actor: user.id,
        kind: 'enroll',
      });
      await changeStatus(trx, { resultId: created.id, to: 21, actor: user.id, kind: 'learner' });
      return changeStatus(trx, { resultId: created.id, to: 30, actor: user.id, kind: 'learner' });
    });
    expect(row).toMatchObject({ status: 30, percent: 100 });
    expect(row.started_at).not.toBeNull();
    expect(row.completed_at).not.toBeNull();
    const audit = await t.db
      .selectFrom('status_audit')
      .select(['from_status', 'to_status'])
      .where('learning_result_id', '=', row.id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { from_status: null, to_status: 0 },
      { from_status: 0, to_status: 21 },
      { from_status: 21, to_status: 30 },
    ]);
  });

  it('refuses a jump the table does not allow and leaves the row and audit untouched', async () => {
    const user = await buildUser(t.db);
    const course = await buildContent(t.db);
    const created = await t.db.transaction().execute((trx) =>
      createResult(trx, {
        userId: user.id,
        contentId: course.id,
        status: 0,
        actor: null,
        kind: 'enroll',
      }),
    );
    await expect(
      t.db
        .transaction()
        .execute((trx) =>
          changeStatus(trx, { resultId: created.id, to: 30, actor: user.id, kind: 'learner' }),
        ),
    ).rejects.toMatchObject({ statusCode: 400, code: 'invalid_status_transition' });
    const audits = await t.db
      .selectFrom('status_audit')
      .select('id')
      .where('learning_result_id', '=', created.id)
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('picks the table by kind', () => {
    expect(isAllowed('learner', 'course', 0, 21)).toBe(true);
    expect(isAllowed('learner', 'course', 21, 0)).toBe(false);
    expect(isAllowed('approval', 'course', 1, 0)).toBe(true);
    expect(isAllowed('approval', 'course', 0, 1)).toBe(false);
    expect(isAllowed('enroll', 'course', -1, 0)).toBe(true);
    expect(isAllowed('enroll', 'course', -3, 0)).toBe(false);
    expect(isAllowed('admin', 'course', 22, 6)).toBe(true);
    expect(isAllowed('admin', 'video', 22, 6)).toBe(false);
    expect(isAllowed('admin', 'video', 30, 21)).toBe(true);
  });
});

describe('status writes', () => {
  /** Every source file of the server except tests. */
  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return sources(full);
      return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
    });
  }

  it('happen only in modules/enrollment/status.ts', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const writers = sources(root).filter((file) => {
      const text = readFileSync(file, 'utf8');
      const inserts = /insertInto\(\s*'learning_result'\s*\)/.test(text);
      const updates = /updateTable\(\s*'learning_result'\s*\)[^;]*?\bstatus\b\s*:/s.test(text);
      const raw = /UPDATE\s+learning_result[^;]*\bSET\b[^;]*\bstatus\b/i.test(text);
      return inserts || updates || raw;
    });
    expect(writers.map((f) => path.relative(root, f))).toEqual(['modules/enrollment/status.ts']);
  });
});
