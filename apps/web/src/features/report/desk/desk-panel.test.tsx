import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Desk } from '@portal/shared';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { dashboardServer } from '@/test/dashboard-server';
import { renderApp } from '@/test/render-app';

const DESK: Desk = {
  queues: [
    { key: 'approvals', count: 3 },
    { key: 'marking', count: 0 },
  ],
  week: [
    { date: '2026-11-21', enrolled: 1, completed: 0 },
    { date: '2026-11-22', enrolled: 0, completed: 0 },
    { date: '2026-11-23', enrolled: 0, completed: 0 },
    { date: '2026-11-24', enrolled: 0, completed: 0 },
    { date: '2026-11-25', enrolled: 2, completed: 1 },
    { date: '2026-11-26', enrolled: 0, completed: 0 },
    { date: '2026-11-27', enrolled: 4, completed: 2 },
  ],
  activity: [
    {
      id: '9',
      at: '2026-11-27T03:00:00Z',
      to_status: 30,
      learner: 'Somchai Jaidee',
      content_id: 7,
      content: 'Safe at work',
    },
  ],
};

describe('dashboard home: the operations desk', { timeout: 30_000 }, () => {
  it('links each queue to its screen with its count, charts the week and lists activity', async () => {
    dashboardServer(['dashboard_view_dashboard', 'dashboard_manage_enrollment'], {
      '/api/dashboard/desk/': () => ({ status: 200, body: DESK }),
    });
    renderApp(dashboardRoutes, '/');
    const approvals = await screen.findByRole('link', { name: '3 Enrolments to approve' });
    expect(approvals.getAttribute('href')).toBe('/approval');
    expect(screen.getByRole('link', { name: '0 Answers to mark' }).getAttribute('href')).toBe(
      '/marking',
    );
    expect(screen.queryByText('Nothing is waiting for you. Well done.')).toBeNull();
    const week = screen.getByRole('region', { name: 'This week' });
    expect(within(week).getByText('Enrolments: 7')).toBeTruthy();
    expect(within(week).getByText('Completions: 3')).toBeTruthy();
    expect(within(week).getByLabelText(/^Friday.*27.*: 4 enrolments, 2 completions$/)).toBeTruthy();
    const activity = screen.getByRole('region', { name: 'Recent learning activity' });
    expect(
      within(activity)
        .getByRole('link', { name: 'Somchai Jaidee · Safe at work' })
        .getAttribute('href'),
    ).toBe('/learning-result?content=7');
    expect(within(activity).getByText('Completed')).toBeTruthy();
  });

  it('shows only what the server gave, and says kindly when nothing waits, in Thai too', async () => {
    dashboardServer(['dashboard_view_dashboard', 'dashboard_manage_order'], {
      '/api/dashboard/desk/': () => ({
        status: 200,
        body: { queues: [{ key: 'orders', count: 0 }], week: null, activity: null },
      }),
    });
    const { i18n } = renderApp(dashboardRoutes, '/');
    expect(await screen.findByText('Nothing is waiting for you. Well done.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'This week' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recent learning activity' })).toBeNull();
    await i18n.changeLanguage('th');
    expect(await screen.findByRole('link', { name: '0 คำสั่งซื้อที่รอยืนยัน' })).toBeTruthy();
    expect(screen.getByText('ไม่มีงานค้าง เยี่ยมมาก')).toBeTruthy();
    await i18n.changeLanguage('en');
  });
});
