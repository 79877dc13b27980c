import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestContext, type TestContext } from '../../../test/helpers';
import { MIGRATIONS, migrateToLatest } from '../migrate';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

async function content(code: string, extra: Record<string, unknown> = {}) {
  return t.db
    .insertInto('content')
    .values({ kind: 'course', code, title_en: `Title ${code}`, title_th: 'หลักสูตร', ...extra })
    .returning(['id', 'search_text'])
    .executeTakeFirstOrThrow();
}

describe('migration 0003-learning', () => {
  it('keeps one learning result per learner and content', async () => {
    const user = await buildUser(t.db);
    const course = await content('M-UNIQUE');
    await t.db
      .insertInto('learning_result')
      .values({ user_id: user.id, content_id: course.id })
      .execute();
    await expect(
      t.db
        .insertInto('learning_result')
        .values({ user_id: user.id, content_id: course.id })
        .execute(),
    ).rejects.toThrow(/learning_result_user_content_unique/);
  });

  it('refuses a percent outside 0-100 and a slot pointing at its own course', async () => {
    const user = await buildUser(t.db);
    const course = await content('M-CHECKS');
    await expect(
      t.db
        .insertInto('learning_result')
        .values({ user_id: user.id, content_id: course.id, percent: 101 })
        .execute(),
    ).rejects.toThrow(/check/);
    const section = await t.db
      .insertInto('section')
      .values({ content_id: course.id, name_en: 'S' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      t.db
        .insertInto('slot')
        .values({ section_id: section.id, content_id: course.id, child_id: course.id })
        .execute(),
    ).rejects.toThrow(/slot_not_self_check/);
  });

  it('refuses an enrolment window that ends before it starts', async () => {
    await expect(
      content('M-WINDOW', {
        enroll_start: new Date('2030-01-02'),
        enroll_end: new Date('2030-01-01'),
      }),
    ).rejects.toThrow(/content_enroll_window_check/);
  });

  it('fills search_text when code writes content without it, and refreshes it on a title change', async () => {
    const row = await content('M-FALLBACK');
    expect(row.search_text).toContain('title m-fallback');
    const updated = await t.db
      .updateTable('content')
      .set({ title_th: 'การวิเคราะห์ข้อมูล' })
      .where('id', '=', row.id)
      .returning('search_text')
      .executeTakeFirstOrThrow();
    expect(updated.search_text).toContain('การวิเคราะห์ข้อมูล');
    // A search_text written by the app alongside the title is kept as written.
    const kept = await t.db
      .updateTable('content')
      .set({ title_en: 'New', search_text: 'new words' })
      .where('id', '=', row.id)
      .returning('search_text')
      .executeTakeFirstOrThrow();
    expect(kept.search_text).toBe('new words');
  });

  it('has a trigram index on the search document and indexes for the library', async () => {
    const { rows } = await sql<{ indexname: string; indexdef: string }>`
      SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'`.execute(t.db);
    const byName = new Map(rows.map((r) => [r.indexname, r.indexdef]));
    expect(byName.get('content_search_trgm_idx')).toMatch(/gin \(search_text gin_trgm_ops\)/);
    expect(byName.get('learning_result_library_idx')).toMatch(/user_id, status, updated_at/);
    expect(byName.has('learning_result_content_status_idx')).toBe(true);
  });

  it('rolls back and applies again', async () => {
    const db = t.db as unknown as Kysely<unknown>;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
    });
    // Later migrations build on 0003, so they are rolled back with it.
    const down = await migrator.migrateTo('0002-catalog');
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => r.migrationName)).toContain('0003-learning');
    const later = Object.keys(MIGRATIONS).filter((name) => name >= '0003-learning');
    expect(await migrateToLatest(t.db)).toEqual(later);
  });
});
