import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { surveyAnswers } from './survey-question-page';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });
// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

const profile = { status: 200, body: buildUser() };

function survey(overrides: Record<string, unknown> = {}) {
  return {
    id: 9,
    code: 'SURVEY-1',
    title: 'Tell us about the portal',
    desc: 'Three short questions.',
    image: null,
    survey_type: 1,
    survey_for: 2,
    target: null,
    question_count: 3,
    allow_multiple_responses: false,
    response_count: 0,
    can_respond: true,
    poll_result: null,
    ...overrides,
  };
}

const questions = {
  count: 3,
  results: [
    {
      id: 31,
      kind: 'rating',
      text: 'How easy is it to find a course?',
      is_required: true,
      scale: 5,
    },
    {
      id: 32,
      kind: 'choice',
      text: 'Where do you usually learn?',
      is_required: true,
      is_multiple: true,
      choices: [
        { id: 'w', text: 'At work' },
        { id: 'h', text: 'At home' },
      ],
    },
    { id: 33, kind: 'text', text: 'What should we add?', is_required: false },
  ],
};

const pollQuestions = {
  count: 1,
  results: [
    {
      id: 41,
      kind: 'choice',
      text: 'When do you learn?',
      is_required: true,
      is_multiple: false,
      choices: [
        { id: 'm', text: 'Morning' },
        { id: 'e', text: 'Evening' },
      ],
    },
  ],
};

const pollResult = [
  {
    question_id: 41,
    total: 4,
    choices: [
      { id: 'm', text: 'Morning', count: 1, percent: 25 },
      { id: 'e', text: 'Evening', count: 3, percent: 75 },
    ],
  },
];

describe('surveyAnswers', () => {
  it('sends what was given and leaves blank answers out', () => {
    expect(
      surveyAnswers(questions.results as never, {
        31: { rating: 4 },
        32: { choice_ids: [] },
        33: { text: '  ' },
      }),
    ).toEqual([{ question_id: 31, rating: 4 }]);
  });
});

describe('/survey/{surveyid}', () => {
  it('describes the survey and opens its questions', async () => {
    installFakeServer({
      '/api/account/profile/': profile,
      '/api/survey/9/': { status: 200, body: survey() },
    });
    renderApp(webfrontRoutes, '/survey/9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tell us about the portal' }),
    ).toBeTruthy();
    expect(screen.getByText('Questionnaire')).toBeTruthy();
    expect(screen.getByText('About the portal')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Answer the survey' }).getAttribute('href')).toBe(
      '/survey/9/question',
    );
  });

  it('says the learner has answered, and shows a poll result with its question', async () => {
    installFakeServer({
      '/api/account/profile/': profile,
      '/api/survey/9/': {
        status: 200,
        body: survey({
          survey_type: 0,
          response_count: 1,
          can_respond: false,
          poll_result: pollResult,
        }),
      },
      '/api/survey/9/question/': { status: 200, body: pollQuestions },
    });
    renderApp(webfrontRoutes, '/survey/9');
    expect(await screen.findByText('You have already answered this survey.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Answer the survey' })).toBeNull();
    expect(await screen.findByText(/When do you learn\?/)).toBeTruthy();
    expect(screen.getByText('Evening — 3 of 4 votes (75%)')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Evening: 75%' })).toBeTruthy();
  });
});

describe('/survey/{surveyid}/question', () => {
  it("shows the server's errors next to each required question, then sends the answers", async () => {
    const sent: unknown[] = [];
    let attempt = 0;
    installFakeServer({
      '/api/account/profile/': profile,
      '/api/survey/9/': { status: 200, body: survey() },
      '/api/survey/9/question/': { status: 200, body: questions },
      'POST /api/survey/9/response/': (init) => {
        sent.push(JSON.parse(init.body as string));
        attempt += 1;
        return attempt === 1
          ? {
              status: 400,
              body: {
                detail: 'x',
                code: 'validation_error',
                errors: {
                  'answers.31': ['this_field_is_required'],
                  'answers.32': ['this_field_is_required'],
                },
              },
            }
          : {
              status: 201,
              body: { id: 1, response_no: 1, datetime_create: 'x', poll_result: null },
            };
      },
    });
    renderApp(webfrontRoutes, '/survey/9/question');
    fireEvent.click(await screen.findByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText('Some questions need your attention.')).toBeTruthy();
    // A rating and a choice question: "Choose an option" beside each, and a summary linking them.
    expect(screen.getAllByText('Choose an option')).toHaveLength(2);
    const summary = screen.getByTestId('survey-error-summary');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#survey-question-31',
      '#survey-question-32',
    ]);
    expect(links[0]?.textContent).toMatch(/^Question 1: /);
    fireEvent.click(links[1] as HTMLElement);
    expect(document.activeElement?.closest('#survey-question-32')).not.toBeNull();
    expect(sent[0]).toEqual({ answers: [] });

    fireEvent.click(screen.getByLabelText('4 of 5'));
    fireEvent.click(screen.getByLabelText('At home'));
    expect(screen.queryAllByText('Choose an option')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('What should we add?'), {
      target: { value: 'More courses' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(
      await screen.findByText(
        /^Thank you\. Your answers to “.+” were sent: this survey is complete\.$/,
      ),
    ).toBeTruthy();
    expect(sent[1]).toEqual({
      answers: [
        { question_id: 31, rating: 4 },
        { question_id: 32, choice_ids: ['h'] },
        { question_id: 33, text: 'More courses' },
      ],
    });
  });

  it('translates 409 already_responded', async () => {
    installFakeServer({
      '/api/account/profile/': profile,
      '/api/survey/9/': { status: 200, body: survey() },
      '/api/survey/9/question/': { status: 200, body: questions },
      'POST /api/survey/9/response/': {
        status: 409,
        body: { detail: 'x', code: 'already_responded' },
      },
    });
    renderApp(webfrontRoutes, '/survey/9/question');
    fireEvent.click(await screen.findByLabelText('3 of 5'));
    fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('You have already answered this survey.')).toBeTruthy();
  });

  it('shows the poll result after voting', async () => {
    installFakeServer({
      '/api/account/profile/': profile,
      '/api/survey/9/': { status: 200, body: survey({ survey_type: 0, question_count: 1 }) },
      '/api/survey/9/question/': { status: 200, body: pollQuestions },
      'POST /api/survey/9/response/': {
        status: 201,
        body: { id: 1, response_no: 1, datetime_create: 'x', poll_result: pollResult },
      },
    });
    renderApp(webfrontRoutes, '/survey/9/question');
    fireEvent.click(await screen.findByLabelText('Evening'));
    fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('heading', { name: 'Poll result' })).toBeTruthy();
    expect(screen.getByText('Morning — 1 of 4 votes (25%)')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to the survey' })).toBeTruthy(),
    );
  });

  it('shows the form in Thai', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
      '/api/survey/9/': { status: 200, body: survey() },
      '/api/survey/9/question/': { status: 200, body: questions },
    });
    const { i18n } = renderApp(webfrontRoutes, '/survey/9/question');
    await i18n.changeLanguage('th');
    expect(await screen.findByRole('button', { name: 'ส่งคำตอบ' })).toBeTruthy();
    expect(screen.getByText('ต้องตอบคำถามที่มีเครื่องหมาย *')).toBeTruthy();
  });
});
