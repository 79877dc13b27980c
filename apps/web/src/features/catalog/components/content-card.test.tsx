import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentCard } from '@portal/shared';
import { buildCard } from '@/test/catalog-factories';
import { installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { ContentCardView } from './content-card';

afterEach(() => vi.unstubAllGlobals());

const quiz = (test: ContentCard['test']) =>
  buildCard({
    id: 70,
    content_type: { id: 4, code: 'test', name: 'Test' },
    title: 'Thailand basics quiz',
    test,
  });

function renderCard(card: ContentCard, language: 'en' | 'th' = 'en') {
  installFakeServer({});
  const view = renderApp([{ path: '/', element: <ContentCardView content={card} /> }], '/');
  void view.i18n.changeLanguage(language);
  return view;
}

describe('ContentCardView of a test', () => {
  it('says its time limit, questions and attempts', async () => {
    renderCard(quiz({ time_limit_seconds: 900, question_count: 6, max_attempts: 1 }));
    expect((await screen.findByTestId('test-facts')).textContent).toBe(
      '15 min · 6 questions · 1 attempt',
    );
  });

  it('says no time limit and unlimited attempts, in Thai too', async () => {
    renderCard(quiz({ time_limit_seconds: null, question_count: 1, max_attempts: null }), 'th');
    expect((await screen.findByTestId('test-facts')).textContent).toBe(
      'ไม่จำกัดเวลา · 1 ข้อ · ทำได้ไม่จำกัดครั้ง',
    );
  });

  it('says nothing of the kind on a course card', async () => {
    renderCard(buildCard({ id: 71, title: 'Workplace safety' }));
    await screen.findByRole('link', { name: 'Workplace safety' });
    expect(screen.queryByTestId('test-facts')).toBeNull();
  });
});

describe('ContentCardView of a program', () => {
  const path = (steps: number) =>
    buildCard({
      id: 72,
      content_type: { id: 4, code: 'learning_path', name: 'Learning path' },
      title: 'Harbour induction',
      price_minor: 0,
      step_count: steps,
    });

  it('says its number of steps, one or many', async () => {
    const { unmount } = renderCard(path(1));
    expect(await screen.findByText(/^1 step ·/)).toBeTruthy();
    unmount();
    renderCard(path(5));
    expect(await screen.findByText(/^5 steps ·/)).toBeTruthy();
  });

  it('says it in Thai', async () => {
    renderCard(path(5), 'th');
    expect(await screen.findByText(/^5 ขั้นตอน ·/)).toBeTruthy();
  });

  it('says no steps on a course card', async () => {
    renderCard(buildCard({ id: 73, title: 'Forklift basics' }));
    await screen.findByRole('link', { name: 'Forklift basics' });
    expect(screen.queryByText(/step/)).toBeNull();
  });
});
