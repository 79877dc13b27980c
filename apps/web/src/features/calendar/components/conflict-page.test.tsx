import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { paged } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const session = (id: number, classId: number, en: string, th: string, start: string) => ({
  key: `class_session-${id}`,
  kind: 'class_session',
  id,
  title: { en, th },
  start_at: start,
  end_at: new Date(Date.parse(start) + 2 * 3_600_000).toISOString(),
  all_day: false,
  time_zone: 'Asia/Bangkok',
  link: `/class/session/${classId}/${id}`,
  status: 21,
});

/** /conflict (issue 21 item 24, SPEC §2): my overlapping sessions. */
describe('/conflict', { timeout: 20_000 }, () => {
  it('shows each pair of overlapping sessions in Thai, with Buddhist-era dates and links', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
      '/api/calendar/conflict/': {
        status: 200,
        body: paged([
          {
            first: session(7, 3, 'Excel: Day 1', 'Excel: วันที่ 1', '2026-12-02T03:00:00.000Z'),
            second: session(9, 4, 'Safety: Day 1', 'ความปลอดภัย: วันที่ 1', '2026-12-02T04:00:00.000Z'),
          },
        ]),
      },
    });
    renderApp(webfrontRoutes, '/conflict');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'รอบเรียนที่เวลาซ้อนกัน' }),
    ).toBeTruthy();
    const pair = within(await screen.findByTestId('conflict-pair'));
    expect(pair.getByRole('link', { name: 'Excel: วันที่ 1' }).getAttribute('href')).toBe(
      '/class/session/3/7',
    );
    expect(pair.getByRole('link', { name: 'ความปลอดภัย: วันที่ 1' }).getAttribute('href')).toBe(
      '/class/session/4/9',
    );
    expect(pair.getAllByText(/2569/).length).toBeGreaterThan(0);
    expect(screen.getByText('ซ้อนกัน 1 คู่')).toBeTruthy();
  });

  it('says so when nothing overlaps', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/calendar/conflict/': { status: 200, body: paged([]) },
    });
    renderApp(webfrontRoutes, '/conflict');
    expect(await screen.findByText('None of your upcoming sessions overlap.')).toBeTruthy();
  });
});
