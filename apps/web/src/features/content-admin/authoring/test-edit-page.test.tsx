import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminTest, TestInput } from '@portal/shared';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { renderApp } from '@/test/render-app';
import { contentServer, stamp } from '../content/content-fake-server';

// The editor is a lazily loaded route: on a busy machine its first load can take a while.
afterEach(() => vi.unstubAllGlobals());

const type = (label: RegExp | string, value: string, index = 0) =>
  fireEvent.change(screen.getAllByLabelText(label)[index] as HTMLElement, { target: { value } });

function buildTest(overrides: Partial<AdminTest> = {}): AdminTest {
  return {
    id: 9,
    kind: 'test',
    code: 'SAFE-1',
    title_en: 'Safety basics',
    title_th: 'ความปลอดภัยเบื้องต้น',
    desc_en: '',
    desc_th: '',
    time_limit_seconds: 600,
    pass_percent: 60,
    max_attempts: 1,
    allow_resubmit: false,
    show_answers: 'never',
    shuffle_questions: false,
    shuffle_choices: false,
    is_publish: false,
    created_at: stamp,
    updated_at: stamp,
    attempt_count: 0,
    sections: [
      {
        id: 3,
        title_en: 'Signs',
        title_th: 'ป้าย',
        questions: [
          {
            id: 21,
            text_en: 'Which sign means stop?',
            text_th: 'ป้ายใดหมายถึงหยุด',
            key: {
              type: 1,
              score: 2,
              is_multiple: false,
              choices: [
                { id: 'aa', text_en: 'Red', text_th: 'แดง', is_correct: true },
                { id: 'bb', text_en: 'Green', text_th: 'เขียว', is_correct: false },
              ],
            },
          },
        ],
      },
    ],
    ...overrides,
  };
}

describe('/dashboard/content/test/new', { timeout: 120_000 }, () => {
  it('writes a multiple-choice question in English and Thai, checks it, and sends the whole test', async () => {
    let sent: TestInput | null = null;
    const { calls } = contentServer({
      'POST /api/dashboard/test/': (init) => {
        sent = JSON.parse(init.body as string) as TestInput;
        return { status: 201, body: buildTest() };
      },
      '/api/dashboard/test/9/': { status: 200, body: buildTest() },
    });
    const { router } = renderApp(dashboardRoutes, '/content/test/new');
    await screen.findByRole('heading', { level: 1, name: 'New test' });
    type(/^Code/, 'SAFE-1');
    type(/^Title \(English\)/, 'Safety basics');
    type(/^Title \(Thai\)/, 'ความปลอดภัยเบื้องต้น');
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    type(/^Section title \(English\)/, 'Signs');
    type(/^Question \(English\)/, 'Which sign means stop?');
    type(/^Question \(Thai\)/, 'ป้ายใดหมายถึงหยุด');
    type(/^Choice 1 \(English\)/, 'Red');
    type(/^Choice 1 \(Thai\)/, 'แดง');
    type(/^Choice 2 \(English\)/, 'Green');
    fireEvent.click(screen.getByRole('button', { name: 'Create test' }));

    // No choice is marked correct: the shared schema refuses it before anything is sent.
    expect(
      await screen.findByText(
        'Mark the correct answer: exactly one, or one or more when several are allowed.',
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/dashboard/test/')).toBe(false);

    fireEvent.click(screen.getByLabelText('Choice 1 is correct'));
    fireEvent.click(screen.getByRole('button', { name: 'Create test' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit test' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/content/test/9');
    expect(sent).toMatchObject({
      code: 'SAFE-1',
      title_th: 'ความปลอดภัยเบื้องต้น',
      time_limit_seconds: null,
      pass_percent: 60,
      sections: [
        {
          title_en: 'Signs',
          questions: [
            {
              text_th: 'ป้ายใดหมายถึงหยุด',
              key: {
                type: 1,
                score: 1,
                choices: [
                  { text_en: 'Red', text_th: 'แดง', is_correct: true },
                  { text_en: 'Green', is_correct: false },
                ],
              },
            },
          ],
        },
      ],
    });
  });

  it('switches a question to a written answer with a guide for markers', async () => {
    contentServer();
    renderApp(dashboardRoutes, '/content/test/new');
    await screen.findByRole('heading', { level: 1, name: 'New test' });
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    fireEvent.change(screen.getByLabelText('Question type'), { target: { value: '4' } });
    expect(screen.getByLabelText(/^Guide for markers \(English\)/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Choice 1 \(English\)/)).toBeNull();
  });

  it('asks before leaving with unsaved changes', async () => {
    contentServer();
    renderApp(dashboardRoutes, '/content/test/new');
    await screen.findByRole('heading', { level: 1, name: 'New test' });
    type(/^Title \(English\)/, 'Half written');
    fireEvent.click(screen.getByRole('link', { name: /Back to content/ }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
  });
});

describe('/dashboard/content/test/{id} in Thai', { timeout: 60_000 }, () => {
  it('keeps questions fixed once learners took the test and shows the 409 in Thai', async () => {
    contentServer({
      '/api/dashboard/test/9/': { status: 200, body: buildTest({ attempt_count: 2 }) },
      'PATCH /api/dashboard/test/9/': {
        status: 409,
        body: { detail: 'x', code: 'test_has_attempts' },
      },
    });
    const { i18n } = renderApp(dashboardRoutes, '/content/test/9');
    await screen.findByRole('heading', { level: 1, name: 'Edit test' });
    await i18n.changeLanguage('th');
    await screen.findByRole('heading', { level: 1, name: 'แก้ไขแบบทดสอบ' });
    expect(screen.getByText('มีผู้เรียนทำแบบทดสอบนี้แล้ว')).toBeTruthy();
    expect(screen.getByLabelText('ประเภทคำถาม')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(/^คะแนน(\s*\*)?$/)).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'เพิ่มตัวเลือก' })).toBeNull();
    // Texts stay editable.
    type(/^คำถาม \(ภาษาอังกฤษ\)/, 'Which sign means STOP?');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    const form = screen.getByRole('form', { name: 'แก้ไขแบบทดสอบ' });
    expect(
      await within(form).findByText('มีผู้เรียนทำแบบทดสอบนี้แล้ว ตอนนี้แก้ไขได้เฉพาะข้อความและการตั้งค่า'),
    ).toBeTruthy();
  });

  it('shows the translated 424 when the test is still used', async () => {
    contentServer({
      '/api/dashboard/test/9/': { status: 200, body: buildTest() },
      'DELETE /api/dashboard/test/9/': {
        status: 424,
        body: { detail: 'x', code: 'cannot_delete_because_dependency' },
      },
    });
    const { i18n } = renderApp(dashboardRoutes, '/content/test/9');
    await screen.findByRole('heading', { level: 1, name: 'Edit test' });
    await i18n.changeLanguage('th');
    fireEvent.click(await screen.findByRole('button', { name: 'ลบ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ลบแบบทดสอบนี้หรือไม่' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ลบ' }));
    await waitFor(() =>
      expect(within(dialog).getByText('รายการนี้ยังถูกใช้งานอยู่ จึงลบไม่ได้')).toBeTruthy(),
    );
  });
});
