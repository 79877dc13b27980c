import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminSession, SessionSurveySetting } from '@portal/shared';
import { createQueryClient } from '@/api/query-client';
import { Providers } from '@/app/providers';
import { createI18n } from '@/i18n';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { SessionSurveyDialog } from './session-survey-dialog';

afterEach(() => vi.unstubAllGlobals());

const session = { id: 9, title_en: 'Morning workshop' } as AdminSession;
const none: SessionSurveySetting = {
  session_id: 9,
  survey_id: null,
  survey_title: null,
  is_survey_required: true,
};
const survey = (id: number, title: string) => ({
  id,
  code: `SV-${id}`,
  kind: 'survey',
  title_en: title,
  title_th: `แบบสำรวจ ${id}`,
});

function renderDialog(language: 'en' | 'th', setting: SessionSurveySetting) {
  const puts: unknown[] = [];
  const onClose = vi.fn();
  const server = installFakeServer({
    '/api/account/profile/': { status: 200, body: buildUser({ language }) },
    'GET /api/dashboard/class/4/session/9/survey/': { status: 200, body: setting },
    'PUT /api/dashboard/class/4/session/9/survey/': (init) => {
      const body = JSON.parse(init.body as string) as { survey_id: number | null };
      puts.push(body);
      return {
        status: 200,
        body: { ...setting, ...body, survey_title: body.survey_id ? 'Workshop feedback' : null },
      };
    },
    '/api/dashboard/content/': {
      status: 200,
      body: {
        count: 2,
        next: null,
        previous: null,
        results: [survey(31, 'Workshop feedback'), survey(32, 'Venue survey')],
      },
    },
  });
  render(
    <Providers queryClient={createQueryClient()} i18n={createI18n(language)}>
      <SessionSurveyDialog classId={4} session={session} onClose={onClose} />
    </Providers>,
  );
  return { puts, onClose, server };
}

describe('SessionSurveyDialog (issue 16 item 5)', () => {
  it('names a survey found by title, required, and searches surveys only', async () => {
    const { puts, onClose, server } = renderDialog('en', none);
    await screen.findByRole('dialog', { name: 'Session survey' });
    const picker = screen.getByLabelText(/^Survey/, { selector: 'input' });
    fireEvent.click(picker);
    fireEvent.change(picker, { target: { value: 'Work' } });
    fireEvent.click(await screen.findByRole('option', { name: /SV-31/, hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save survey' }));
    await waitFor(() => expect(puts).toEqual([{ survey_id: 31, is_survey_required: true }]));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const searched = server.calls.filter((c) => c.path === '/api/dashboard/content/');
    expect(searched.every((c) => c.search.includes('kind=survey'))).toBe(true);
  });

  it('in Thai: shows the saved survey and takes it away with "No survey"', async () => {
    const { puts } = renderDialog('th', {
      session_id: 9,
      survey_id: 31,
      survey_title: 'Workshop feedback',
      is_survey_required: false,
    });
    expect(await screen.findByRole('dialog', { name: 'แบบสำรวจของรอบเรียน' })).toBeTruthy();
    const required = screen.getByRole('switch', { name: /ต้องตอบจึงจะเรียนจบคลาส/ });
    await waitFor(() => expect((required as HTMLInputElement).checked).toBe(false));
    const remove = screen.getByRole('button', { name: 'ไม่มีแบบสำรวจ' });
    await waitFor(() => expect((remove as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(remove);
    await waitFor(() => expect(puts).toEqual([{ survey_id: null, is_survey_required: false }]));
  });
});
