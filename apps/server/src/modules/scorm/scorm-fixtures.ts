import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { buildDemoScormZip } from '@/seed/demo-scorm';
import { buildUser, Client, createTestContext, type TestContext } from '../../../test/helpers';
import { buildContent, buildMaterial, buildSection } from '../../../test/learning-factories';
import { importScormPackage } from './scorm-import.service';

/** Set-up shared by scorm.test.ts and scorm-files.test.ts. */

/** A portal in a fresh DATA_DIR with the demo package imported (`scormId`). */
export async function scormTestPortal(): Promise<{
  t: TestContext;
  dataDir: string;
  scormId: number;
}> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scorm-run-'));
  // Every case signs in fresh learners: more than the default per-address login limit.
  const t = await createTestContext({ DATA_DIR: dataDir, RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  const pkg = await importScormPackage(t.db, dataDir, {
    buffer: buildDemoScormZip(),
    filename: 'demo.zip',
    title_en: 'Demo lesson',
    title_th: 'บทเรียนสาธิต',
  });
  return { t, dataDir, scormId: pkg.content_id };
}

/** The tests' makers over the portal `context()` answers (made in the test file's beforeAll). */
export function scormFixtures(context: () => { t: TestContext; scormId: number }) {
  /** A course holding the package (and optionally an article), and a learner enrolled in it. */
  async function setup(options: { withArticle?: boolean; enrol?: boolean } = {}) {
    const { t, scormId } = context();
    const course = await buildContent(t.db);
    const children = [{ id: scormId }];
    if (options.withArticle) children.push({ id: (await buildMaterial(t.db, 'article')).id });
    const section = await buildSection(t.db, course.id, children);
    const slotId = section.slots.find((s) => s.child_id === scormId)?.id ?? 0;
    const user = await buildUser(t.db, { first_name: 'Somchai', last_name: 'Jaidee' });
    const client = new Client(t.app);
    await client.login(user.email, user.password);
    if (options.enrol !== false)
      expect((await client.post(`/api/course/${course.id}/enroll/`)).statusCode).toBe(201);
    const query = `course=${course.id}&slot=${slotId}`;
    return {
      course,
      slotId,
      user,
      client,
      launch: () => client.get(`/api/scorm/${scormId}/?${query}`),
      /** Launches the package and lets it play a while, as a learner does before completing. */
      play: async () => {
        expect((await client.get(`/api/scorm/${scormId}/?${query}`)).statusCode).toBe(200);
        await t.db
          .updateTable('scorm_attempt')
          .set({ launched_at: new Date(Date.now() - 60_000) })
          .where('user_id', '=', user.id)
          .where('content_id', '=', scormId)
          .execute();
      },
      commit: (body: unknown) => client.request('PUT', `/api/scorm/${scormId}/cmi/?${query}`, body),
      attempts: (page = '') => client.get(`/api/scorm/${scormId}/attempt/?${query}${page}`),
      newAttempt: () => client.post(`/api/scorm/${scormId}/attempt/?${query}`),
    };
  }

  return { setup };
}
