import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, Client } from '../../../test/helpers';
import { signedInAdmin, signedInLearner } from '../../../test/assessment-factories';
import { buildContent, buildSection } from '../../../test/learning-factories';

let t: TestContext;
let admin: Client;

beforeAll(async () => {
  t = await createTestContext();
  ({ client: admin } = await signedInAdmin(t));
});
afterAll(async () => t?.close());

let serial = 0;
const choice = (id: string, en: string, th: string, is_correct = false) => ({
  id,
  text_en: en,
  text_th: th,
  is_correct,
});

/** A test body with one question of every type, in English and Thai. */
function testBody(over: Record<string, unknown> = {}) {
  serial += 1;
  return {
    code: `AUTH-T${serial}`,
    title_en: 'Safety basics',
    title_th: 'ความปลอดภัยเบื้องต้น',
    desc_en: 'Five questions.',
    desc_th: 'ห้าคำถาม',
    time_limit_seconds: 900,
    pass_percent: 50,
    max_attempts: 2,
    show_answers: 'after_submit',
    sections: [
      {
        title_en: 'Objective',
        title_th: 'ปรนัย',
        questions: [
          {
            text_en: 'Which sign means stop?',
            text_th: 'ป้ายใดหมายถึงหยุด',
            key: {
              type: 1,
              score: 2,
              choices: [
                choice('stopA1', 'Red octagon', 'แปดเหลี่ยมสีแดง', true),
                choice('goB2', 'Green circle', 'วงกลมสีเขียว'),
              ],
            },
          },
          {
            text_en: 'Match the colour',
            text_th: 'จับคู่สี',
            key: {
              type: 2,
              score: 2,
              pairs: [
                {
                  left: { id: 'Lr', text_en: 'Red', text_th: 'แดง' },
                  right: { id: 'Rq', text_en: 'Danger', text_th: 'อันตราย' },
                },
                {
                  left: { id: 'Lg', text_en: 'Green', text_th: 'เขียว' },
                  right: { id: 'Rz', text_en: 'Safe', text_th: 'ปลอดภัย' },
                },
              ],
            },
          },
          { text_en: 'Exits on a floor?', key: { type: 3, score: 1, value: 4, tolerance: 0 } },
        ],
      },
      {
        title_en: 'Written',
        title_th: 'อัตนัย',
        questions: [
          {
            text_en: 'Emergency number in Thailand?',
            text_th: 'หมายเลขฉุกเฉินในประเทศไทย',
            key: { type: 6, score: 1, accepted: ['191'] },
          },
          {
            text_en: 'Describe a fire drill.',
            text_th: 'อธิบายการซ้อมหนีไฟ',
            key: { type: 4, score: 4, guide_en: 'Alarm, exit, assembly point.' },
          },
        ],
      },
    ],
    ...over,
  };
}

const contentCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('content')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Creates and publishes a test; the caller reads it back (the loaded editor document). */
async function publishedId(over: Record<string, unknown> = {}): Promise<number> {
  const created = await admin.post('/api/dashboard/test/', testBody(over));
  expect(created.statusCode).toBe(201);
  const id = created.json<{ id: number }>().id;
  expect(
    (await admin.post(`/api/dashboard/test/${id}/publish/`, { is_publish: true })).statusCode,
  ).toBe(200);
  return id;
}

describe('POST /api/dashboard/test/', () => {
  it('creates an unpublished test with every question type, in order, with an audit row', async () => {
    const res = await admin.post('/api/dashboard/test/', testBody());
    expect(res.statusCode).toBe(201);
    const test = res.json();
    expect(test).toMatchObject({
      kind: 'test',
      is_publish: false,
      title_th: 'ความปลอดภัยเบื้องต้น',
      time_limit_seconds: 900,
      pass_percent: 50,
      max_attempts: 2,
      show_answers: 'after_submit',
      attempt_count: 0,
    });
    expect(test.sections.map((s: { title_th: string }) => s.title_th)).toEqual(['ปรนัย', 'อัตนัย']);
    const types = test.sections.flatMap((s: { questions: { key: { type: number } }[] }) =>
      s.questions.map((q) => q.key.type),
    );
    expect(types).toEqual([1, 2, 3, 6, 4]);
    expect(test.sections[0].questions[0].key.choices[0]).toEqual(
      choice('stopA1', 'Red octagon', 'แปดเหลี่ยมสีแดง', true),
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'test')
      .where('entity_id', '=', String(test.id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create_test']);
  });

  it('refuses bad input with message keys per field and writes nothing', async () => {
    const before = await contentCount();
    const body = testBody({ title_th: '', pass_percent: 101 });
    body.sections[0]!.questions[0]!.key = {
      type: 1,
      score: 2,
      choices: [choice('a1', 'A', ''), choice('b1', 'B', '')],
    };
    body.sections[0]!.questions[1]!.text_en = 'x'.repeat(2001);
    const res = await admin.post('/api/dashboard/test/', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      title_th: ['this_field_is_required'],
      pass_percent: ['invalid_value'],
      'sections.0.questions.0.key.choices': ['invalid_correct_choices'],
      'sections.0.questions.1.text_en': ['length_less_than'],
    });
    const long = await admin.post('/api/dashboard/test/', testBody({ title_en: 'ก'.repeat(201) }));
    expect(long.json().errors).toEqual({ title_en: ['length_less_than'] });
    expect(await contentCount()).toBe(before);
  });

  it('refuses a code already taken', async () => {
    const first = await admin.post('/api/dashboard/test/', testBody());
    const again = await admin.post('/api/dashboard/test/', testBody({ code: first.json().code }));
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ code: ['already_exists'] });
  });
});

describe('publishing and the learner', () => {
  it('will not publish an empty test; a published one opens in the front, unpublished 404', async () => {
    const empty = await admin.post('/api/dashboard/test/', testBody({ sections: [] }));
    const refused = await admin.post(`/api/dashboard/test/${empty.json().id}/publish/`, {
      is_publish: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('cannot_publish_empty_test');

    const test = (await admin.get(`/api/dashboard/test/${await publishedId()}/`)).json();
    const { client: learner } = await signedInLearner(t);
    const info = await learner.get(`/api/test/${test.id}/`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ question_count: 5, max_score: 10, pass_percent: 50 });
    await admin.post(`/api/dashboard/test/${test.id}/publish/`, { is_publish: false });
    expect((await learner.get(`/api/test/${test.id}/`)).statusCode).toBe(404);
  });
});

describe('PATCH /api/dashboard/test/{id}/', () => {
  it('saves a new order of sections, questions and choices while nobody has taken it', async () => {
    const created = (await admin.post('/api/dashboard/test/', testBody())).json();
    const [objective, written] = created.sections;
    const first = objective.questions[0];
    const reordered = {
      ...testBody({ code: created.code }),
      sections: [
        written,
        {
          ...objective,
          questions: [
            objective.questions[2],
            { ...first, key: { ...first.key, choices: [...first.key.choices].reverse() } },
            objective.questions[1],
          ],
        },
      ],
    };
    const res = await admin.patch(`/api/dashboard/test/${created.id}/`, reordered);
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved.sections.map((s: { title_en: string }) => s.title_en)).toEqual([
      'Written',
      'Objective',
    ]);
    expect(saved.sections[1].questions.map((q: { key: { type: number } }) => q.key.type)).toEqual([
      3, 1, 2,
    ]);
    expect(saved.sections[1].questions[1].key.choices.map((c: { id: string }) => c.id)).toEqual([
      'goB2',
      'stopA1',
    ]);
  });

  it('once learners have attempts, takes text changes and refuses structure with 409', async () => {
    const test = (await admin.get(`/api/dashboard/test/${await publishedId()}/`)).json();
    const { client: learner } = await signedInLearner(t);
    expect((await learner.post(`/api/test/${test.id}/attempt/`)).statusCode).toBe(201);
    const body = (sections: unknown) => ({ ...testBody({ code: test.code }), sections });

    const renamed = structuredClone(test.sections);
    renamed[0].title_th = 'ปรนัย (แก้ไข)';
    renamed[0].questions[0].text_en = 'Which sign means STOP?';
    renamed[0].questions[0].key.choices[1].text_th = 'วงกลมเขียว';
    const ok = await admin.patch(`/api/dashboard/test/${test.id}/`, body(renamed));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().attempt_count).toBe(1);
    expect(ok.json().sections[0].questions[0]).toMatchObject({
      id: test.sections[0].questions[0].id,
      text_en: 'Which sign means STOP?',
    });

    const changes: ((s: typeof renamed) => void)[] = [
      (s) => {
        s[0].questions[0].key.choices[0].is_correct = false;
        s[0].questions[0].key.choices[1].is_correct = true;
      },
      (s) => {
        s[0].questions[0].key.score = 5;
      },
      (s) => {
        s[0].questions.push({ text_en: 'New?', key: { type: 4, score: 1 } });
      },
      (s) => {
        s[1].questions.pop();
      },
      (s) => {
        s.reverse();
      },
    ];
    for (const change of changes) {
      const sections = structuredClone(renamed);
      change(sections);
      const res = await admin.patch(`/api/dashboard/test/${test.id}/`, body(sections));
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('test_has_attempts');
    }
    const after = (await admin.get(`/api/dashboard/test/${test.id}/`)).json();
    expect(after.sections).toEqual(ok.json().sections);
  });
});

describe('DELETE /api/dashboard/test/{id}/', () => {
  it('answers 424 while a course slot holds it or learners took it, else deletes it', async () => {
    const inCourse = { id: await publishedId() };
    const course = await buildContent(t.db);
    await buildSection(t.db, course.id, [{ id: inCourse.id }]);
    const slot = await admin.request('DELETE', `/api/dashboard/test/${inCourse.id}/`);
    expect(slot.statusCode).toBe(424);
    expect(slot.json()).toMatchObject({
      code: 'cannot_delete_because_dependency',
      dependents: ['slot (1)'],
    });

    const taken = { id: await publishedId() };
    const { client: learner } = await signedInLearner(t);
    await learner.post(`/api/test/${taken.id}/attempt/`);
    const attempts = await admin.request('DELETE', `/api/dashboard/test/${taken.id}/`);
    expect(attempts.statusCode).toBe(424);
    expect(attempts.json().dependents).toEqual(['test_attempt (1)']);

    const unused = (await admin.post('/api/dashboard/test/', testBody())).json();
    expect((await admin.request('DELETE', `/api/dashboard/test/${unused.id}/`)).statusCode).toBe(
      204,
    );
    expect((await admin.get(`/api/dashboard/test/${unused.id}/`)).statusCode).toBe(404);
    const rows = await t.db
      .selectFrom('question')
      .select('id')
      .where('test_id', '=', unused.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('access', () => {
  it('answers 401 signed out and 403 to a learner, writing nothing', async () => {
    const before = await contentCount();
    const anonymous = new Client(t.app);
    expect((await anonymous.post('/api/dashboard/test/', testBody())).statusCode).toBe(401);
    const { client: learner } = await signedInLearner(t);
    expect((await learner.post('/api/dashboard/test/', testBody())).statusCode).toBe(403);
    expect(await contentCount()).toBe(before);
  });
});
