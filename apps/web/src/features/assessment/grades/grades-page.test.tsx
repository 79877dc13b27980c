import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { paged } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const grade = (id: number, state: 'passed' | 'waiting', score: number | null) => ({
  id,
  test: { id: 7, code: 'TEST-1', title: 'Office safety check' },
  attempt_no: id,
  score,
  max_score: 2,
  percent: score === null ? null : (score / 2) * 100,
  pass_percent: 60,
  state,
  datetime_submit: '2026-11-23T08:00:00.000Z',
  link: '/test/7',
});

describe('/profile/grades', { timeout: 20_000 }, () => {
  it('shows a waiting attempt without a score, a passed one with it, and course completion', async () => {
    const { calls } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/profile/grades/': {
        status: 200,
        body: paged([grade(2, 'waiting', null), grade(1, 'passed', 2)]),
      },
      '/api/profile/library/': {
        status: 200,
        body: paged(
          [
            {
              id: 3,
              status: 21,
              status_group: 'doing',
              percent: 40,
              datetime_start: null,
              datetime_complete: null,
              datetime_expire: null,
              datetime_update: '2026-11-23T08:00:00.000Z',
              content: {
                id: 13,
                code: 'C-1',
                content_type: { id: 1, code: 'course', name: 'Course' },
                title: 'Leading a team',
                image: null,
              },
              assignment: null,
            },
          ],
          { group_count: { to_do: 0, doing: 1, done: 0 } },
        ),
      },
    });
    renderApp(webfrontRoutes, '/profile/grades');
    expect(await screen.findByRole('heading', { level: 1, name: 'My grades' })).toBeTruthy();
    const items = await screen.findAllByTestId('grade-item');
    expect(items[0]?.textContent).toContain('Waiting for marking');
    expect(items[0]?.textContent).toContain('Your score appears once your answers are marked.');
    expect(items[1]?.textContent).toContain('Passed');
    expect(items[1]?.textContent).toContain('Score 2 / 2 (100%)');
    expect(await screen.findByRole('link', { name: 'Leading a team' })).toBeTruthy();
    expect(screen.getByText('40% complete')).toBeTruthy();
    expect(
      calls.some(
        (c) => c.path === '/api/profile/library/' && c.search.includes('content_type=course'),
      ),
    ).toBe(true);
  });
});
