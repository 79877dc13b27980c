import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ProgramReportRow } from '@portal/shared';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { dashboardServer } from '@/test/dashboard-server';
import { renderApp } from '@/test/render-app';
import { programShares } from './program-report-chart';

afterEach(() => vi.unstubAllGlobals());

const PERMISSIONS = ['dashboard_view_dashboard', 'dashboard_view_report'];

function page(rows: ProgramReportRow[]) {
  return { count: rows.length, page_size: 50, next: null, previous: null, results: rows };
}

function programServer() {
  return dashboardServer(PERMISSIONS, {
    '/api/dashboard/report/program/': (_init, url) =>
      url.searchParams.get('by') === 'kind'
        ? {
            status: 200,
            body: page([
              {
                key: 'onboard',
                code: '',
                name: 'Onboard',
                kind: 'onboard',
                enrolled: 4,
                in_progress: 1,
                completed: 2,
                overdue: 1,
              },
            ]),
          }
        : {
            status: 200,
            body: page([
              {
                key: '12',
                code: 'LP-SAFE',
                name: 'Workplace safety path',
                kind: 'learning_path',
                enrolled: 10,
                in_progress: 4,
                completed: 5,
                overdue: 3,
              },
            ]),
          },
  });
}

describe('/dashboard/report/program', { timeout: 30_000 }, () => {
  it('lists each program with its learners enrolled, in progress, completed and overdue', async () => {
    const { calls } = programServer();
    renderApp(dashboardRoutes, '/report/program?kind=learning_path');
    expect(await screen.findByRole('heading', { level: 1, name: 'Program report' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Program report: By program' });
    const row = within(table).getByText('Workplace safety path').closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['10', '4', '5', '3']));
    expect(within(table).getByRole('columnheader', { name: 'Overdue' })).toBeTruthy();
    const first = calls.find((c) => c.path === '/api/dashboard/report/program/');
    expect(new URLSearchParams(first?.search).get('kind')).toBe('learning_path');
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Learners by state, this page' })).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'By program type' }));
    const byKind = await screen.findByRole('table', { name: 'Program report: By program type' });
    expect(await within(byKind).findByText('Onboard')).toBeTruthy();
    const last = calls.filter((c) => c.path === '/api/dashboard/report/program/').at(-1);
    expect(new URLSearchParams(last?.search).get('by')).toBe('kind');
  });

  it('splits each row into completed, in progress and not started for the chart', () => {
    const row = { key: '1', code: '', name: 'P', kind: 'onboard' as const, row_no: 0 };
    expect(
      programShares({ ...row, enrolled: 10, in_progress: 4, completed: 5, overdue: 3 }),
    ).toEqual({ completed: 5, in_progress: 4, not_started: 1 });
    expect(
      programShares({ ...row, enrolled: 2, in_progress: 1, completed: 1, overdue: 0 }).not_started,
    ).toBe(0);
  });

  it('reads in Thai', async () => {
    programServer();
    const { i18n } = renderApp(dashboardRoutes, '/report/program');
    await screen.findByRole('heading', { level: 1, name: 'Program report' });
    await i18n.changeLanguage('th');
    expect(await screen.findByRole('heading', { level: 1, name: 'รายงานโปรแกรม' })).toBeTruthy();
    expect(await screen.findByRole('columnheader', { name: 'เลยกำหนด' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ผู้เรียนตามสถานะ ในหน้านี้' })).toBeTruthy();
  });
});
