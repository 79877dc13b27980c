import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MaterialDetail, Review, ReviewList } from '@portal/shared';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildCard, paged } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const article: MaterialDetail = {
  id: 40,
  code: 'M-1',
  content_type: { id: 15, code: 'article', name: 'Article' },
  title: 'Why short breaks help you focus',
  desc: 'What a pause does.',
  desc_is_html: false,
  duration_seconds: null,
  page_count: null,
  is_allow_download: false,
  is_review_enabled: true,
  media: null,
  article_html: '<h2>Pause to focus</h2><p>Stand up.</p>',
  external_video: null,
  stamp: { action: 10, percent: 100 },
  learning_result: null,
};

const review = (over: Partial<Review> = {}): Review => ({
  id: 1,
  rating: 4,
  comment: 'Useful <script>alert(1)</script>',
  user: { id: 5, name: 'Malee Sukjai' },
  is_own: false,
  datetime_create: '2026-11-20T08:00:00Z',
  datetime_update: '2026-11-20T08:00:00Z',
  ...over,
});

function reviewList(results: Review[], own: Review | null): ReviewList {
  const distribution = [1, 2, 3, 4, 5].map((s) => results.filter((r) => r.rating === s).length);
  const sum = results.reduce((a, r) => a + r.rating, 0);
  return {
    ...paged(results),
    summary: {
      average: results.length ? sum / results.length : null,
      count: results.length,
      distribution,
    },
    own,
  };
}

describe('/article/{id}', () => {
  it('plays the article and opens the related tab by path', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/material/40/': { status: 200, body: article },
      '/api/material/40/related/': {
        status: 200,
        body: paged([buildCard({ id: 41, title: 'Desk stretches in two minutes' })]),
      },
    });
    renderApp(webfrontRoutes, '/article/40');
    expect(await screen.findByRole('heading', { level: 2, name: 'Pause to focus' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Related' }));
    expect(await screen.findByText('Desk stretches in two minutes')).toBeTruthy();
  });

  it('records reading the article on its own and says it is completed, in English and Thai', async () => {
    const { calls } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/material/40/': { status: 200, body: article },
      'POST /api/material/40/progress/': {
        status: 200,
        body: { material: { id: 40, status: 30, percent: 100, position: 0, page: 0 } },
      },
    });
    const { i18n } = renderApp(webfrontRoutes, '/article/40');
    expect(await screen.findByText('You completed this material.')).toBeTruthy();
    expect(
      calls.filter((c) => c.method === 'POST' && c.path === '/api/material/40/progress/'),
    ).toHaveLength(1);
    await i18n.changeLanguage('th');
    expect(await screen.findByText('คุณเรียนเนื้อหานี้จบแล้ว')).toBeTruthy();
  });

  it('rates the material, shows comments as text, and asks for stars first', async () => {
    let reviews = [review()];
    let own: Review | null = null;
    const { fetch } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/material/40/': { status: 200, body: article },
      '/api/material/40/review/': () => ({ status: 200, body: reviewList(reviews, own) }),
      'POST /api/material/40/review/': () => {
        own = review({
          id: 2,
          rating: 5,
          comment: 'Great',
          is_own: true,
          user: { id: 1, name: 'Me' },
        });
        reviews = [own, ...reviews];
        return { status: 200, body: own };
      },
    });
    renderApp(webfrontRoutes, '/article/40/review');
    expect(await screen.findByText('Useful <script>alert(1)</script>')).toBeTruthy();
    expect(screen.getByText('4 out of 5 · 1 review')).toBeTruthy();

    // The form is its own chunk, loaded once the reviews show that this learner may write one.
    fireEvent.click(await screen.findByRole('button', { name: 'Save review' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose from 1 to 5 stars.');

    // Mantine's stars take a pointer position or a key; jsdom has no layout, so a key it is.
    fireEvent.keyDown(screen.getByRole('radio', { name: '5' }), { key: 'Enter' });
    fireEvent.change(screen.getByLabelText('Comment (optional)'), { target: { value: 'Great' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText('2 reviews')).toBeTruthy();
    expect(screen.getByText('Thank you. Your review is saved.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update review' })).toBeTruthy());
    const post = fetch.mock.calls.find(
      ([input, init]) =>
        typeof input === 'string' && input.includes('/review/') && init?.method === 'POST',
    );
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({ rating: 5, comment: 'Great' });
  });

  it("says 'Reviews is disable' in Thai where reviews are off", async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
      '/api/material/40/': { status: 200, body: article },
      '/api/material/40/review/': {
        status: 403,
        body: { detail: 'Reviews is disable', code: 'reviews_disabled' },
      },
    });
    renderApp(webfrontRoutes, '/article/40/review');
    expect(await screen.findByText('ปิดการรีวิวสำหรับเนื้อหานี้')).toBeTruthy();
  });
});
