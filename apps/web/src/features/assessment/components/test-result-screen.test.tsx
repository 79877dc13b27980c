import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { testButton, type AttemptResult } from '@portal/shared';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { profile, result, testInfo } from './test-screens-fixtures';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });
// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

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
