import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_STATUS } from '@portal/shared';
import { LEARNING_PATH } from '@/modules/content-tree/kinds';
import {
  addSection,
  addSlot,
  createContainer,
  setPublished,
} from '@/modules/content-tree/tree.service';
import { Client, createTestContext, type TestContext } from '../../../test/helpers';
import { buildContent } from '../../../test/learning-factories';
import { buildProgram, courseOfArticles, learner, readArticle } from './program-fixtures';
import { openToVisitors } from '../../../test/b2c';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ RATE_LIMIT_LOGIN_PER_MINUTE: '10000' });
  await openToVisitors(t); // the catalog reads below are a visitor's (B2C on)
});
afterAll(async () => t?.close());

describe('programs in the library and its history', () => {
  it('counts programs in to do, doing and done, lists them with their type', async () => {
    const { client } = await learner(t);
    const todo = await buildProgram(t, [[(await courseOfArticles(t)).course]], { kind: 'onboard' });
    const doingStep = await courseOfArticles(t);
    const doing = await buildProgram(t, [[doingStep.course], [(await courseOfArticles(t)).course]]);
    const doneStep = await courseOfArticles(t);
    const done = await buildProgram(t, [[doneStep.course]], { kind: 'learning_program' });
    await client.post(`/api/onboard/${todo.program.id}/enroll/`);
    await client.post(`/api/learning-path/${doing.program.id}/enroll/`);
    await client.post(`/api/learning-path/${doing.program.id}/slot/${doing.slots[0]!.id}/start/`);
    await client.post(`/api/learning-program/${done.program.id}/enroll/`);
    await client.post(`/api/learning-program/${done.program.id}/slot/${done.slots[0]!.id}/start/`);
    await readArticle(client, doneStep.course.id, doneStep.slots[0]!.id);

    const types = 'learning_path,learning_program,onboard';
    const res = await client.get(`/api/profile/library/?content_type=${types}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.group_count).toEqual({ to_do: 1, doing: 1, done: 1 });
    expect(
      Object.fromEntries(
        body.results.map((r: { content: { id: number; content_type: { code: string } } }) => [
          r.content.id,
          r.content.content_type.code,
        ]),
      ),
    ).toEqual({
      [todo.program.id]: 'onboard',
      [doing.program.id]: 'learning_path',
      [done.program.id]: 'learning_program',
    });
    const doneGroup = (
      await client.get(`/api/profile/library/?group=done&content_type=${types}`)
    ).json();
    expect(doneGroup.results.map((r: { content: { id: number } }) => r.content.id)).toEqual([
      done.program.id,
    ]);
    // The steps' courses are the learner's own too.
    const courses = (await client.get('/api/profile/library/?content_type=course')).json();
    expect(courses.results.map((r: { content: { id: number } }) => r.content.id)).toEqual(
      expect.arrayContaining([doingStep.course.id, doneStep.course.id]),
    );

    const history = (await client.get('/api/profile/library/history/?page_size=100')).json();
    const events = history.results
      .filter((e: { content: { id: number } }) => e.content.id === done.program.id)
      .map((e: { to_status: number; content: { content_type: { code: string } } }) => [
        e.to_status,
        e.content.content_type.code,
      ]);
    expect(events).toEqual([
      [PROGRESS_STATUS.completed, 'learning_program'],
      [PROGRESS_STATUS.in_progress, 'learning_program'],
      [PROGRESS_STATUS.not_start, 'learning_program'],
    ]);
  });
});

describe('programs in the catalog and search', () => {
  it('finds a program made through the tree by a Thai word, and lists the kinds to filter', async () => {
    const step = await buildContent(t.db);
    const id = await createContainer(t.db, LEARNING_PATH, {
      code: 'LP-THAI',
      title_en: 'Leadership path',
      title_th: 'เส้นทางภาวะผู้นำ',
    });
    const section = await addSection(t.db, LEARNING_PATH, id, {
      name_en: 'A',
      name_th: 'ก',
      sort: 0,
    });
    await addSlot(t.db, LEARNING_PATH, id, section.id, {
      child_id: step.id,
      is_required: true,
      sort: 0,
    });
    await setPublished(t.db, LEARNING_PATH, id, true);
    const client = new Client(t.app);
    const search = (
      await client.get(
        `/api/search/?search=${encodeURIComponent('ภาวะผู้นำ')}&content_type=learning_path,learning_program,onboard`,
      )
    ).json();
    expect(search.results.map((r: { id: number }) => r.id)).toEqual([id]);
    const kinds = (await client.get('/api/filter/content-type/?page_size=100')).json();
    expect(kinds.results.map((k: { code: string }) => k.code)).toEqual(
      expect.arrayContaining(['learning_path', 'learning_program', 'onboard']),
    );
  });

  it('lists programs on a category page list and counts them', async () => {
    const category = await t.db
      .insertInto('category')
      .values({ code: 'prog-cat', name_en: 'Programs', name_th: 'โปรแกรม' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const path = await buildContent(t.db, { kind: 'learning_path', category_id: category.id });
    const client = new Client(t.app);
    const list = (
      await client.get(
        `/api/search/?category=${category.id}&content_type=learning_path,learning_program,onboard`,
      )
    ).json();
    expect(list.results.map((r: { id: number }) => r.id)).toEqual([path.id]);
    const page = (await client.get(`/api/category/${category.id}/`)).json();
    expect(page.content_count).toBe(1);
  });
});
