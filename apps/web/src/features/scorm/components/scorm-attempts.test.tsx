import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ScormAttempt } from '@portal/shared';
import { installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { ScormAttempts } from './scorm-attempts';

afterEach(() => vi.unstubAllGlobals());

const attempt = (n: number, over: Partial<ScormAttempt> = {}): ScormAttempt => ({
  attempt_no: n,
  status: 'incomplete',
  score: null,
  completed: false,
  datetime_start: '2026-11-20T08:00:00Z',
  datetime_update: '2026-11-21T09:30:00Z',
  ...over,
});

const ids = { courseId: 4, slotId: 7, contentId: 12 };

function renderAttempts(beforeStart: () => Promise<void>, started = true) {
  return renderApp(
    [
      {
        path: '/lesson',
        element: (
          <ScormAttempts ids={ids} attemptNo={1} started={started} beforeStart={beforeStart} />
        ),
      },
    ],
    '/lesson',
  );
}

describe('SCORM attempts', { timeout: 20_000 }, () => {
  it('lists the attempts and starts a new one after saving the running one (English)', async () => {
    const order: string[] = [];
    const { calls } = installFakeServer({
      '/api/scorm/12/attempt/': {
        status: 200,
        body: {
          count: 1,
          total: 1,
          page_size: 5,
          next: null,
          previous: null,
          results: [attempt(1, { status: 'passed', score: 80, completed: true })],
        },
      },
      'POST /api/scorm/12/attempt/': () => {
        order.push('post');
        return {
          status: 201,
          body: {
            content_id: 12,
            title: 'Lesson',
            version: '1.2',
            launch_url: '/x',
            bridge_nonce: 'n',
            attempt_no: 2,
            cmi: {},
            material: null,
          },
        };
      },
    });
    renderAttempts(async () => {
      order.push('flush');
    });
    expect(await screen.findByText('Attempt 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Your attempts' }));
    const table = await screen.findByRole('table', { name: 'Your attempts at this lesson' });
    expect(within(table).getByText('Completed')).toBeTruthy();
    expect(within(table).getByText('80')).toBeTruthy();
    expect(
      calls.some(
        (c) =>
          c.path === '/api/scorm/12/attempt/' &&
          c.search.includes('course=4') &&
          c.search.includes('slot=7'),
      ),
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Start a new attempt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a new attempt?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start a new attempt' }));
    await waitFor(() => expect(order).toEqual(['flush', 'post']));
  });

  it('speaks Thai and explains a refusal', async () => {
    installFakeServer({
      'POST /api/scorm/12/attempt/': {
        status: 409,
        body: { detail: 'x', code: 'attempt_not_started' },
      },
    });
    const { i18n } = renderAttempts(() => Promise.resolve());
    await i18n.changeLanguage('th');
    expect(await screen.findByText('ครั้งที่ 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'เริ่มเรียนครั้งใหม่' }));
    const dialog = await screen.findByRole('dialog', { name: 'เริ่มเรียนครั้งใหม่หรือไม่' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'เริ่มเรียนครั้งใหม่' }));
    expect(await screen.findByText('กรุณาเริ่มเรียนบทเรียนนี้ก่อนเริ่มครั้งใหม่')).toBeTruthy();
  });

  it('offers no new attempt before the first has begun', async () => {
    installFakeServer({});
    renderAttempts(() => Promise.resolve(), false);
    expect(await screen.findByText('Attempt 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start a new attempt' })).toBeNull();
  });
});
