import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testButton, type LearnerQuestion, type ProgressStatus } from '@portal/shared';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { openAttempt, profile, result, section, testInfo } from './test-screens-fixtures';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });
// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

describe('/test/{testid}: the status button of SPEC §4', () => {
  it.each<[ProgressStatus, string, boolean]>([
    [0, 'Start test', true],
    [21, 'Continue test', true],
    [6, 'Retake test', true],
    [22, 'Waiting for marking', false],
    [30, 'Passed', false],
    [300, 'Submitted', false],
    [-3, 'Rejected', false],
    [-5, 'Not passed', false],
    [-2, 'Expired', false],
  ])('status %i shows "%s", enabled: %s', async (status, label, enabled) => {
    installFakeServer({
      '/api/account/profile/': profile,
      '/api/test/5/': { status: 200, body: testInfo(status) },
    });
    renderApp(webfrontRoutes, '/test/5');
    const button = await screen.findByRole('button', { name: label });
    expect((button as HTMLButtonElement).disabled).toBe(!enabled);
    expect(button.getAttribute('data-variant-status')).toBe(testButton(status).variant);
  });

  it('shows the limits and sections, and starts an attempt on the first unanswered section', async () => {
    const { calls } = installFakeServer({
      '/api/account/profile/': profile,
      '/api/test/5/': { status: 200, body: testInfo(0) },
      'POST /api/test/5/attempt/': {
        status: 201,
        body: {
          ...openAttempt,
          seconds_left: 600,
          server_time: '2026-03-01T09:00:00.000Z',
          sections: [
            { id: 11, title: 'Choose', question_count: 2, answered_count: 2 },
            { id: 12, title: 'Write', question_count: 1, answered_count: 0 },
          ],
        },
      },
    });
    const { router } = renderApp(webfrontRoutes, '/test/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thailand basics quiz' }),
    ).toBeTruthy();
    expect(screen.getByText('10 minutes')).toBeTruthy();
    expect(screen.getByText('0 of 2')).toBeTruthy();
    expect(screen.getByText('1. Choose')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start test' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/test/5/section/12'));
    expect(
      calls.filter((c) => c.method === 'POST' && c.path === '/api/test/5/attempt/'),
    ).toHaveLength(1);
  });

  it("translates the server's refusal to start", async () => {
    installFakeServer({
      '/api/account/profile/': profile,
      '/api/test/5/': { status: 200, body: testInfo(0) },
      'POST /api/test/5/attempt/': {
        status: 409,
        body: { detail: 'x', code: 'attempt_limit_reached' },
      },
    });
    renderApp(webfrontRoutes, '/test/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Start test' }));
    expect(await screen.findByText('You have used every attempt of this test.')).toBeTruthy();
  });
});

describe('/test/{testid}/section/{sectionid}', () => {
  function serve(secondsLeft: number | null, extra: Parameters<typeof installFakeServer>[0] = {}) {
    const saved: unknown[] = [];
    const server = installFakeServer({
      '/api/account/profile/': profile,
      '/api/test/5/': { status: 200, body: testInfo(21, { open_attempt: openAttempt }) },
      '/api/test/5/attempt/70/section/11/': { status: 200, body: section(secondsLeft) },
      'PUT /api/test/5/attempt/70/answer/': (init) => {
        saved.push(JSON.parse(init.body as string));
        return {
          status: 200,
          body: { question_id: 1, datetime_save: 'x', seconds_left: secondsLeft },
        };
      },
      'POST /api/test/5/attempt/70/submit/': { status: 200, body: result() },
      '/api/test/5/attempt/70/answer/': { status: 200, body: result() },
      ...extra,
    });
    return { ...server, saved };
  }

  it('shows the saved answers and saves each change, with its state', async () => {
    const { saved } = serve(600);
    renderApp(webfrontRoutes, '/test/5/section/11');
    const chiangMai = await screen.findByLabelText<HTMLInputElement>('Chiang Mai');
    expect(chiangMai.checked).toBe(true);
    expect(screen.getByRole('timer').textContent).toBe('10:00');
    fireEvent.click(screen.getByLabelText('Bangkok'));
    await waitFor(() =>
      expect(saved).toEqual([{ question_id: 101, answer: { choice_ids: ['c2'] } }]),
    );
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.getByText('All answers saved')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('North'), { target: { value: 'r1' } });
    fireEvent.change(screen.getByLabelText('South'), { target: { value: 'r1' } });
    // A right item goes with one left item: choosing it again moves it.
    await waitFor(() =>
      expect(saved.at(-1)).toEqual({
        question_id: 102,
        answer: { pairs: [{ left_id: 'l2', right_id: 'r1' }] },
      }),
    );
    expect(screen.getByLabelText<HTMLSelectElement>('North').value).toBe('');
  });

  it('saves typed answers once typing pauses, for number, short and description questions', async () => {
    const written: LearnerQuestion[] = [
      {
        id: 201,
        type: 3,
        position: 1,
        text: 'How many provinces?',
        score: 1,
        answer: { value: 70 },
      },
      { id: 202, type: 6, position: 2, text: 'The Thai name of Bangkok?', score: 1, answer: null },
      { id: 203, type: 4, position: 3, text: 'Why do rivers matter?', score: 2, answer: null },
    ];
    const { saved } = serve(600, {
      '/api/test/5/attempt/70/section/11/': { status: 200, body: section(600, written) },
    });
    renderApp(webfrontRoutes, '/test/5/section/11');
    const number = await screen.findByLabelText<HTMLInputElement>('How many provinces?');
    expect(number.value).toBe('70');
    const short = screen.getByLabelText('The Thai name of Bangkok?');
    fireEvent.change(short, { target: { value: 'กรุง' } });
    fireEvent.change(short, { target: { value: 'กรุงเทพฯ' } });
    fireEvent.change(screen.getByLabelText('Why do rivers matter?'), {
      target: { value: 'Rice.' },
    });
    expect(saved).toEqual([]);
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved).toEqual([
      { question_id: 202, answer: { text: 'กรุงเทพฯ' } },
      { question_id: 203, answer: { text: 'Rice.' } },
    ]);
    fireEvent.change(number, { target: { value: '76' } });
    await waitFor(() => expect(saved.at(-1)).toEqual({ question_id: 201, answer: { value: 76 } }));
  });

  it('warns in the last minute, and at time up submits by itself and opens the result', async () => {
    const { calls } = serve(1);
    const { router } = renderApp(webfrontRoutes, '/test/5/section/11');
    expect(await screen.findByText(/One minute or less left/)).toBeTruthy();
    expect(await screen.findByText('Time is up', {}, { timeout: 3000 })).toBeTruthy();
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/test/5/section/11/answer/70'),
      { timeout: 3000 },
    );
    expect(
      calls.some((c) => c.method === 'POST' && c.path === '/api/test/5/attempt/70/submit/'),
    ).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Your result' })).toBeTruthy();
  });

  it('submits after the confirm dialog', async () => {
    const { calls } = serve(600);
    const { router } = renderApp(webfrontRoutes, '/test/5/section/11');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit test' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 of 2 questions in this section answered.')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/submit/'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit test' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/test/5/section/11/answer/70'),
    );
  });

  it('goes to the result when the server says the attempt is closed (409)', async () => {
    serve(600, {
      '/api/test/5/attempt/70/section/11/': { status: 409, body: { detail: 'x', code: 'time_up' } },
    });
    const { router } = renderApp(webfrontRoutes, '/test/5/section/11');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/test/5/section/11/answer/70'),
    );
  });

  it('says so when no attempt is open', async () => {
    installFakeServer({
      '/api/account/profile/': profile,
      '/api/test/5/': { status: 200, body: testInfo(0) },
    });
    renderApp(webfrontRoutes, '/test/5/section/11');
    expect(await screen.findByText('No attempt of this test is open.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the test' }).getAttribute('href')).toBe(
      '/test/5',
    );
  });
});

describe('the login-as banner on the test screens', () => {
  it('shows whom the administrator is signed in as while the test is taken', async () => {
    installFakeServer({
      '/api/account/profile/': {
        status: 200,
        body: buildUser({
          first_name: 'Malee',
          last_name: 'Jaidee',
          is_login_as: true,
          datetime_login_as_expire: '2099-01-01T10:00:00.000Z',
        }),
      },
      '/api/test/5/': { status: 200, body: testInfo(21, { open_attempt: openAttempt }) },
      '/api/test/5/attempt/70/section/11/': { status: 200, body: section(600) },
    });
    renderApp(webfrontRoutes, '/test/5/section/11');
    expect((await screen.findByTestId('login-as-banner')).textContent).toContain('Malee Jaidee');
    expect(await screen.findByRole('button', { name: /Submit/ })).toBeTruthy();
  });
});
