import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportBreakdownRow, ReportSummary } from '@portal/shared';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { dashboardServer } from '@/test/dashboard-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const PERMISSIONS = ['dashboard_view_dashboard', 'dashboard_view_report'];

function summary(start: string, end: string): ReportSummary {
  return {
    date_start: start,
    date_end: end,
    interval: 'day',
    totals: { enrolled: 12, completed: 5, active_learners: 7, activity: 1234 },
    series: [
      { date: start, enrolled: 4, completed: 1, active_learners: 3, activity: 20 },
      { date: end, enrolled: 8, completed: 4, active_learners: 4, activity: 1214 },
    ],
  };
}

function page(rows: ReportBreakdownRow[]) {
  return {
    count: rows.length,
    total: rows.length,
    page_size: 50,
    next: null,
    previous: null,
    results: rows,
  };
}

const row = (key: string, name: string, kind: string | null): ReportBreakdownRow => ({
  key,
  name,
  kind,
  enrolled: 3,
  completed: 2,
  active_learners: 1,
  activity: 9,
});

function reportServer() {
  return dashboardServer(PERMISSIONS, {
    '/api/dashboard/report/summary/': (_init, url) => {
      const start = url.searchParams.get('date_start') ?? '2026-10-24';
      const end = url.searchParams.get('date_end') ?? '2026-11-23';
      if (end < start)
        return {
          status: 400,
          body: {
            detail: 'Invalid input.',
            code: 'validation_error',
            errors: { date_end: ['end_time_must_be_after_start_time'] },
          },
        };
      return { status: 200, body: summary(start, end) };
    },
    '/api/dashboard/report/breakdown/': (_init, url) => {
      const by = url.searchParams.get('by');
      if (by === 'department')
        return { status: 200, body: page([row('Sales', 'Sales', null), row('', '', null)]) };
      return { status: 200, body: page([row('7', 'Working with spreadsheets', 'course')]) };
    },
  });
}

describe('/dashboard/report', { timeout: 30_000 }, () => {
  it('shows totals, charts and the content table for the period in the URL', async () => {
    const { calls } = reportServer();
    renderApp(dashboardRoutes, '/report?date_start=2026-03-01&date_end=2026-03-07');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    expect(await screen.findByTestId('total-activity')).toHaveProperty('textContent', '1,234');
    expect(screen.getByText('1 Mar 2026 to 7 Mar 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Enrolments and completions' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Learner activity' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Breakdown: Content' });
    expect(within(table).getByText('Working with spreadsheets')).toBeTruthy();
    const summaryCall = calls.find((c) => c.path === '/api/dashboard/report/summary/');
    expect(new URLSearchParams(summaryCall?.search).get('date_start')).toBe('2026-03-01');
    expect(screen.getByRole('link', { name: 'Reports' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Department' }));
    const byDepartment = await screen.findByRole('table', { name: 'Breakdown: Department' });
    expect(await within(byDepartment).findByText('No department')).toBeTruthy();
    const last = calls.filter((c) => c.path === '/api/dashboard/report/breakdown/').at(-1);
    expect(new URLSearchParams(last?.search).get('by')).toBe('department');
  });

  it('names a backwards period in the date field', async () => {
    reportServer();
    renderApp(dashboardRoutes, '/report?date_start=2026-03-07&date_end=2026-03-01');
    expect(
      await screen.findByText('The end date must be on or after the start date.'),
    ).toBeTruthy();
  });

  it('reads in Thai', async () => {
    reportServer();
    const { i18n } = renderApp(
      dashboardRoutes,
      '/report?date_start=2026-03-01&date_end=2026-03-07',
    );
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    await i18n.changeLanguage('th');
    expect(await screen.findByRole('heading', { level: 1, name: 'รายงาน' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'การลงทะเบียนและการเรียนจบ' })).toBeTruthy();
    expect(screen.getByText('ผู้เรียนที่มีกิจกรรม', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'แผนก' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/1 มี\.ค\. 2569 ถึง 7 มี\.ค\. 2569/)).toBeTruthy());
  });

  it('is not in the menu without dashboard_view_report', async () => {
    dashboardServer(['dashboard_view_dashboard']);
    renderApp(dashboardRoutes, '/');
    expect(await screen.findByRole('link', { name: 'Outbox' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Reports' })).toBeNull();
  });
});
