import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { AdminSurvey, SurveyInput } from '@portal/shared';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { renderApp } from '@/test/render-app';
import { contentServer, stamp } from '../content/content-fake-server';

// The editor is a lazily loaded route: on a busy machine its first load can take a while.
afterEach(() => vi.unstubAllGlobals());

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const saved: AdminSurvey = {
  id: 12,
  kind: 'survey',
  code: 'CANTEEN',
  title_en: 'Canteen feedback',
  title_th: 'แบบสำรวจโรงอาหาร',
  desc_en: '',
  desc_th: '',
  survey_type: 0,
  survey_for: 2,
  target_id: null,
  allow_multiple_responses: false,
  is_publish: false,
  created_at: stamp,
  updated_at: stamp,
  response_count: 0,
  questions: [],
};

describe('/dashboard/content/survey/new', { timeout: 60_000 }, () => {
  it('refuses a written question in a poll, in Thai, then sends a poll of choices', async () => {
    let sent: SurveyInput | null = null;
    const { calls, i18n } = {
      ...contentServer({
        'POST /api/dashboard/survey/': (init) => {
          sent = JSON.parse(init.body as string) as SurveyInput;
          return { status: 201, body: saved };
        },
        '/api/dashboard/survey/12/': { status: 200, body: saved },
      }),
      ...renderApp(dashboardRoutes, '/content/survey/new'),
    };
    await screen.findByRole('heading', { level: 1, name: 'New survey' });
    await i18n.changeLanguage('th');
    await screen.findByRole('heading', { level: 1, name: 'แบบสำรวจใหม่' });
    type(/^รหัส/, 'CANTEEN');
    type(/^ชื่อ \(ภาษาอังกฤษ\)/, 'Canteen feedback');
    type(/^ชื่อ \(ภาษาไทย\)/, 'แบบสำรวจโรงอาหาร');
    fireEvent.change(screen.getByLabelText('ประเภทแบบสำรวจ'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มคำถาม' }));
    type(/^คำถาม \(ภาษาอังกฤษ\)/, 'Which day is best?');
    type(/^คำถาม \(ภาษาไทย\)/, 'วันไหนดีที่สุด');
    fireEvent.change(screen.getByLabelText('รูปแบบคำตอบ'), { target: { value: 'text' } });
    fireEvent.click(screen.getByRole('button', { name: 'สร้างแบบสำรวจ' }));
    expect(await screen.findByText('โพลมีได้เฉพาะคำถามแบบตัวเลือก')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/dashboard/survey/')).toBe(false);

    fireEvent.change(screen.getByLabelText('รูปแบบคำตอบ'), { target: { value: 'choice' } });
    type(/^ตัวเลือกที่ 1 \(ภาษาอังกฤษ\)/, 'Monday');
    type(/^ตัวเลือกที่ 1 \(ภาษาไทย\)/, 'วันจันทร์');
    type(/^ตัวเลือกที่ 2 \(ภาษาอังกฤษ\)/, 'Friday');
    fireEvent.click(screen.getByRole('button', { name: 'สร้างแบบสำรวจ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'แก้ไขแบบสำรวจ' })).toBeTruthy();
    expect(sent).toMatchObject({
      survey_type: 0,
      survey_for: 2,
      questions: [
        {
          text_th: 'วันไหนดีที่สุด',
          is_required: true,
          body: {
            kind: 'choice',
            choices: [{ text_en: 'Monday', text_th: 'วันจันทร์' }, { text_en: 'Friday' }],
          },
        },
      ],
    });
  });
});
