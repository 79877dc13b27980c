import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ClassCard, ClassDetail, SessionSurvey } from '@portal/shared';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { buildCard } from '@/test/catalog-factories';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

/**
 * The class routes of SPEC §2 that had landed on the 404 page: a class's `playlist/{slotid}`
 * (its sessions: the schedule tab) and a session survey's `/question` (its question view), in
 * a class and within a class program; and the home page's upcoming-classes tile.
 */
function classCard(id: number, title: string, image: string | null = null): ClassCard {
  return {
    ...buildCard({
      id,
      code: `CL-${id}`,
      title,
      content_type: { id: 2, code: 'class', name: 'Class' },
    }),
    image,
    class_status: 1,
    datetime_start: '2026-12-03T02:00:00.000Z',
    datetime_end: '2026-12-03T05:00:00.000Z',
    time_zone: 'Asia/Bangkok',
    session_count: 2,
    place: 'Training room 3',
    is_online: false,
  };
}

function classDetail(): ClassDetail {
  return {
    ...classCard(11, 'Presenting with confidence'),
    enroll_case: 'free',
    dependency: null,
    required_survey: null,
    outcome_list: [],
    instructor_bio_list: [],
    is_certificate: false,
    certificate: null,
    session_list: [],
    attended_count: 0,
    required_count: 0,
  };
}

const survey: SessionSurvey = {
  session_id: 31,
  session_title: 'Structure your talk',
  datetime_end: '2026-12-03T05:00:00.000Z',
  survey_id: 4,
  title: 'How was the session?',
  is_required: true,
  state: 'open',
  datetime_answer: null,
  class: { id: 11, title: 'Presenting with confidence' },
  desc: '',
  questions: [{ id: 1, kind: 'text', text: 'What will you use first?', is_required: true }],
};

describe('class routes of SPEC §2', { timeout: 20_000 }, () => {
  it.each(['/class/11/playlist', '/class-program/5/class/11/playlist/7'])(
    '%s opens the class on its schedule tab',
    async (path) => {
      installFakeServer({
        '/api/account/profile/': { status: 200, body: buildUser() },
        '/api/class/11/': { status: 200, body: classDetail() },
        '/api/class-program/5/': {
          status: 200,
          body: { ...classCard(5, 'Leading people'), class_list: [] },
        },
      });
      renderApp(webfrontRoutes, path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Presenting with confidence' }),
      ).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'Schedule' }).getAttribute('aria-selected')).toBe(
        'true',
      );
    },
  );

  it.each([
    '/class/session/11/31/survey/4/question',
    '/class-program/5/class/11/session/31/survey/4/question',
  ])('%s shows the session survey’s questions', async (path) => {
    const { calls } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/class/11/session/31/survey/4/': { status: 200, body: survey },
      '/api/class-program/5/': {
        status: 200,
        body: { ...classCard(5, 'Leading people'), class_list: [] },
      },
    });
    renderApp(webfrontRoutes, path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How was the session?' }),
    ).toBeTruthy();
    expect(screen.getByText('What will you use first?')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/class/11/session/31/survey/4/')).toBe(true);
  });
});

describe('the home page’s upcoming classes', { timeout: 20_000 }, () => {
  it('shows the next classes from class/ with their covers and a link to the list', async () => {
    const { calls } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/class/': {
        status: 200,
        body: {
          count: 2,
          page_size: 4,
          next: null,
          previous: null,
          results: [
            classCard(11, 'Presenting with confidence', '/api/media/image/ab/cover.jpg'),
            classCard(12, 'Giving useful feedback'),
          ],
        },
      },
    });
    renderApp(webfrontRoutes, '/');
    const tile = await screen.findByRole('region', { name: 'Upcoming classes' });
    expect(
      within(tile).getByRole('link', { name: 'Presenting with confidence' }).getAttribute('href'),
    ).toBe('/class/11');
    expect(
      within(tile)
        .getByRole('link', { name: /see all/i })
        .getAttribute('href'),
    ).toBe('/class');
    // The cover is decorative beside the title (empty alt), so it is found by its address.
    const covers = [...tile.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(covers).toContain('/api/media/image/ab/cover.jpg');
    const asked = calls.find((c) => c.path === '/api/class/');
    expect(new URLSearchParams(asked?.search).get('page_size')).toBe('4');
  });

  it('is left out when no class is coming up, in Thai too', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
      '/api/class/': {
        status: 200,
        body: { count: 0, page_size: 4, next: null, previous: null, results: [] },
      },
    });
    renderApp(webfrontRoutes, '/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'คลาสเรียนที่กำลังจะมาถึง' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Upcoming classes' })).toBeNull();
  });
});
