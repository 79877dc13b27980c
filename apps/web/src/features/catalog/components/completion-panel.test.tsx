import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildCourse } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { linkedInAddUrl, shouldShowCompletion } from './completion-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const completed = {
  id: 9,
  status: 30 as const,
  status_group: 'done' as const,
  percent: 100,
  datetime_start: '2026-11-20T08:00:00Z',
  datetime_complete: '2026-11-21T08:00:00Z',
};

describe('shouldShowCompletion', () => {
  it('shows on the page until dismissed, and in the player on one lesson only', () => {
    expect(shouldShowCompletion(null, 'page')).toBe(true);
    expect(shouldShowCompletion('player:4', 'page')).toBe(true);
    expect(shouldShowCompletion('dismissed', 'page')).toBe(false);
    expect(shouldShowCompletion(null, { slotId: 4 })).toBe(true);
    expect(shouldShowCompletion('player:4', { slotId: 4 })).toBe(true);
    expect(shouldShowCompletion('player:4', { slotId: 5 })).toBe(false);
    expect(shouldShowCompletion('dismissed', { slotId: 4 })).toBe(false);
  });

  it('builds the LinkedIn add-to-profile address from the public check page', () => {
    const url = new URL(
      linkedInAddUrl({
        name: 'Leading a team',
        certUrl: 'https://portal.example/certificate/verify/ABC123',
        certId: 'ABC123',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(url.searchParams.get('startTask')).toBe('CERTIFICATION_NAME');
    expect(url.searchParams.get('name')).toBe('Leading a team');
    expect(url.searchParams.get('certUrl')).toBe(
      'https://portal.example/certificate/verify/ABC123',
    );
    expect(url.searchParams.get('certId')).toBe('ABC123');
  });
});

describe('the completion panel on /course/{courseid}', { timeout: 20_000 }, () => {
  it('says the certificate is ready with View, Download and Share, and stays dismissed', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/6/': {
        status: 200,
        body: buildCourse({
          enroll_case: 'learning',
          learning_result: completed,
          is_certificate: true,
          certificate: { id: 8, code: 'ABC123', is_valid: true },
        }),
      },
    });
    renderApp(webfrontRoutes, '/course/6');
    const panel = await screen.findByTestId('completion-panel');
    expect(screen.getByRole('heading', { name: 'Your certificate is ready' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View certificate' }).getAttribute('href')).toBe(
      '/profile/library/certificate/8',
    );
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/api/profile/library/certificate/8/pdf/?lang=en',
    );
    const linkedIn = new URL(
      screen.getByRole('link', { name: 'Add to LinkedIn' }).getAttribute('href') ?? '',
    );
    expect(linkedIn.searchParams.get('certUrl')).toBe(
      `${window.location.origin}/certificate/verify/ABC123`,
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(panel.textContent).toContain('You completed Leading a team.');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('completion-panel')).toBeNull());
    // A later visit remembers the dismissal (per user and course).
    cleanup();
    renderApp(webfrontRoutes, '/course/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leading a team' })).toBeTruthy();
    expect(screen.queryByTestId('completion-panel')).toBeNull();
  });

  it('says "You completed" plainly, in Thai, when the course gives no certificate', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
      '/api/course/6/': {
        status: 200,
        body: buildCourse({ enroll_case: 'learning', learning_result: completed }),
      },
    });
    renderApp(webfrontRoutes, '/course/6');
    expect(
      await screen.findByRole('heading', { name: 'คุณเรียนจบ Leading a team แล้ว' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'ดูใบประกาศนียบัตร' })).toBeNull();
  });

  it('is not shown before the course is complete', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/6/': {
        status: 200,
        body: buildCourse({
          enroll_case: 'learning',
          learning_result: { ...completed, status: 21, percent: 50 },
        }),
      },
    });
    renderApp(webfrontRoutes, '/course/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leading a team' })).toBeTruthy();
    expect(screen.queryByTestId('completion-panel')).toBeNull();
  });
});
