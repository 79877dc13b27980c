import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  testButton,
  type AttemptResult,
  type AttemptSummary,
  type LearnerQuestion,
  type ProgressStatus,
  type TestInfo,
} from '@portal/shared';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });
// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

const profile = { status: 200, body: buildUser() };

function testInfo(status: ProgressStatus, overrides: Partial<TestInfo> = {}): TestInfo {
  return {
    id: 5,
    code: 'TEST-1',
    title: 'Thailand basics quiz',
    desc: 'Ten minutes, three questions.',
    image: null,
    time_limit_seconds: 600,
    pass_percent: 60,
    max_attempts: 2,
    attempts_used: 0,
    attempts_left: 2,
    allow_resubmit: true,
    show_answers: 'after_final',
    question_count: 3,
    max_score: 4,
    sections: [
      { id: 11, title: 'Choose', question_count: 2 },
      { id: 12, title: 'Write', question_count: 1 },
    ],
    status,
    button: testButton(status),
    open_attempt: null,
    last_attempt: null,
    server_time: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

const openAttempt: AttemptSummary = {
  id: 70,
  attempt_no: 1,
  status: 21,
  datetime_start: '2026-03-01T09:00:00.000Z',
  datetime_deadline: '2026-03-01T09:10:00.000Z',
  datetime_submit: null,
  is_auto_submitted: false,
  score: null,
  max_score: 4,
  percent: null,
};

const questions: LearnerQuestion[] = [
  {
    id: 101,
    type: 1,
    position: 1,
    text: 'What is the capital of Thailand?',
    score: 1,
    is_multiple: false,
    choices: [
      { id: 'c1', text: 'Chiang Mai' },
      { id: 'c2', text: 'Bangkok' },
    ],
    answer: { choice_ids: ['c1'] },
  },
  {
    id: 102,
    type: 2,
    position: 2,
    text: 'Match each region with a city.',
    score: 2,
    left_items: [
      { id: 'l1', text: 'North' },
      { id: 'l2', text: 'South' },
    ],
    right_items: [
      { id: 'r2', text: 'Hat Yai' },
      { id: 'r1', text: 'Chiang Rai' },
    ],
    answer: null,
  },
];

function section(secondsLeft: number | null, list = questions) {
  return {
    attempt_id: 70,
    section: { id: 11, title: 'Choose' },
    datetime_deadline: null,
    seconds_left: secondsLeft,
    questions: list,
  };
}

function result(overrides: Partial<AttemptResult> = {}): AttemptResult {
  return {
    ...openAttempt,
    status: 30,
    datetime_submit: '2026-03-01T09:05:00.000Z',
    score: 3,
    percent: 75,
    pass_percent: 60,
    is_passed: true,
    test_status: 30,
    button: testButton(30),
    is_show_answers: true,
    questions: [
      {
        ...questions[0]!,
        answer: { choice_ids: ['c2'] },
        earned: 1,
        is_correct: true,
        needs_marking: false,
        correct_answer: { choice_ids: ['c2'] },
        comment: null,
      },
      {
        ...questions[1]!,
        answer: { pairs: [{ left_id: 'l1', right_id: 'r1' }] },
        earned: 1,
        is_correct: false,
        needs_marking: false,
        correct_answer: {
          pairs: [
            { left_id: 'l1', right_id: 'r1' },
            { left_id: 'l2', right_id: 'r2' },
          ],
        },
        comment: null,
      },
    ],
    ...overrides,
  };
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

describe('/test/{testid}/section/{sectionid}/answer/{answerid}', () => {
  function serve(body: AttemptResult) {
    return installFakeServer({
      '/api/account/profile/': profile,
      '/api/test/5/': { status: 200, body: testInfo(body.test_status) },
      '/api/test/5/attempt/70/answer/': { status: 200, body },
    });
  }

  it('shows score, state, and each answer with the correct one where allowed', async () => {
    serve(result());
    renderApp(webfrontRoutes, '/test/5/section/11/answer/70');
    expect(await screen.findByText('3 of 4')).toBeTruthy();
    expect(screen.getByText('75%')).toBeTruthy();
    expect(screen.getAllByText('Passed').length).toBeGreaterThan(0);
    expect(screen.getByText('Correct')).toBeTruthy();
    expect(screen.getByText('Partly correct')).toBeTruthy();
    expect(screen.getAllByText('North → Chiang Rai')).toHaveLength(2);
    expect(screen.getByText('South → Hat Yai')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Passed' }).disabled).toBe(true);
  });

  it('keeps the answers back when the test does not show them yet, and offers a retake', async () => {
    serve(
      result({
        status: -5,
        is_passed: false,
        test_status: 6,
        button: testButton(6),
        is_show_answers: false,
        score: 1,
        percent: 25,
      }),
    );
    renderApp(webfrontRoutes, '/test/5/section/11/answer/70');
    expect(await screen.findByText('Not passed')).toBeTruthy();
    expect(
      await screen.findByText(
        'You can see the correct answers once you pass or have no attempts left.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Correct answer')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Retake test' }).disabled).toBe(
      false,
    );
  });

  it('shows the waiting state while answers are marked', async () => {
    serve(
      result({
        status: 22,
        is_passed: null,
        percent: null,
        score: 1,
        test_status: 22,
        button: testButton(22),
        is_show_answers: false,
      }),
    );
    renderApp(webfrontRoutes, '/test/5/section/11/answer/70');
    expect(await screen.findByText(/An instructor marks some answers/)).toBeTruthy();
    expect(screen.getByText('Score so far')).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Waiting for marking' }).disabled,
    ).toBe(true);
  });
});
