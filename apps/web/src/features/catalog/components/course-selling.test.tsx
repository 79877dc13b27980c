import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildCard, buildCourse, paged } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { ContentCardView } from './content-card';

afterEach(() => vi.unstubAllGlobals());

const summary = { average: 4.5, count: 2, distribution: [0, 0, 0, 1, 1] };

describe('course cards and pages that sell (issue 21 item 7)', { timeout: 30_000 }, () => {
  it('a card shows duration, level, price, rating and learners, in Thai too', async () => {
    installFakeServer({});
    const card = buildCard({
      level: 'beginner',
      rating_average: 4.5,
      rating_count: 12,
      learner_count: 340,
    });
    const view = renderApp([{ path: '/', element: <ContentCardView content={card} /> }], '/');
    expect(await screen.findByText('2 h 30 min · Beginner · Free')).toBeTruthy();
    const proof = screen.getByTestId('card-social-proof');
    expect(
      within(proof).getByRole('img', { name: 'Rated 4.5 out of 5 in 12 reviews' }),
    ).toBeTruthy();
    expect(within(proof).getByText('340 learners')).toBeTruthy();
    await view.i18n.changeLanguage('th');
    expect(await screen.findByText('ผู้เรียน 340 คน')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'คะแนน 4.5 จาก 5 จาก 12 รีวิว' })).toBeTruthy();
  });

  it('a card without reviews or learners shows no social proof', async () => {
    installFakeServer({});
    renderApp([{ path: '/', element: <ContentCardView content={buildCard()} /> }], '/');
    expect(await screen.findByText('2 h 30 min · Free')).toBeTruthy();
    expect(screen.queryByTestId('card-social-proof')).toBeNull();
  });

  it('the course page shows outcomes, rich description, instructors, reviews, enrolled count and related courses', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/6/': {
        status: 200,
        body: buildCourse({
          level: 'advanced',
          learner_count: 27,
          rating_average: 4.5,
          rating_count: 2,
          desc: '<h2>Why</h2><p>Lead <strong>well</strong>.</p>',
          desc_is_html: true,
          outcome_list: ['Give feedback people act on', 'Delegate work'],
          instructor_bio_list: [
            { id: 2, name: 'Anan Wongsa', bio: 'Project manager for twenty years.', image: null },
          ],
        }),
      },
      '/api/course/6/review/': {
        status: 200,
        body: {
          ...paged([
            {
              id: 1,
              rating: 5,
              comment: 'Clear and practical.',
              user: { id: 3, name: 'Malee C.' },
              is_own: false,
              datetime_create: '2026-11-20T08:00:00Z',
              datetime_update: '2026-11-20T08:00:00Z',
            },
          ]),
          summary,
          own: null,
        },
      },
      '/api/course/6/related/': {
        status: 200,
        body: paged([buildCard({ id: 7, code: 'C-PM-101', title: 'Project management' })]),
      },
    });
    renderApp(webfrontRoutes, '/course/6');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Leading a team' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('course-enrolled-count').textContent).toBe('27 learners enrolled');
    const outcomes = await screen.findByTestId('course-outcomes');
    expect(
      within(outcomes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Give feedback people act on', 'Delegate work']);
    // Rich text is rendered as HTML; the header says the level.
    const body = screen.getByTestId('course-description-body');
    expect(within(body).getByRole('heading', { name: 'Why' })).toBeTruthy();
    expect(body.querySelector('strong')?.textContent).toBe('well');
    expect(screen.getAllByText(/Advanced/).length).toBeGreaterThan(0);
    expect(
      within(screen.getByTestId('course-instructor-bios')).getByText(
        'Project manager for twenty years.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Clear and practical.')).toBeTruthy();
    // Not enrolled: reviews are read, not written.
    expect(screen.queryByText('Your review')).toBeNull();
    const related = await screen.findByTestId('course-related');
    expect(within(related).getByRole('link', { name: 'Project management' })).toBeTruthy();
  });

  it('an older plain-text description is shown as text, never as markup', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/6/': {
        status: 200,
        body: buildCourse({ desc: 'Line one <b>not bold</b>\nLine two', desc_is_html: false }),
      },
    });
    renderApp(webfrontRoutes, '/course/6');
    const body = await screen.findByTestId('course-description-body', {}, { timeout: 15_000 });
    expect(body.querySelector('b')).toBeNull();
    expect(body.textContent).toBe('Line one <b>not bold</b>\nLine two');
  });
});
