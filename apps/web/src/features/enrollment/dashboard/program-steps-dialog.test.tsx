import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { DashboardResult, ProgramLearnerProgress } from '@portal/shared';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { dashboardServer } from '@/test/dashboard-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const user = { id: 40, email: 'malee@example.com', first_name: 'Malee', last_name: 'Learner' };

const onPath: DashboardResult = {
  id: 7,
  user_id: 40,
  content_id: 8,
  status: 21,
  status_group: 'doing',
  percent: 50,
  datetime_start: null,
  datetime_complete: null,
  datetime_update: '2026-11-20T08:00:00Z',
  user,
  content: {
    id: 8,
    code: 'LP-DOCK',
    content_type: { id: 4, code: 'learning_path', name: 'Learning path' },
    title: 'Dock induction',
  },
};

const step = (id: number, title: string, status: number | null, percent: number) => ({
  id,
  section_id: 3,
  child_id: id + 100,
  is_required: id !== 2,
  sort: id,
  kind: 'course',
  title_en: title,
  title_th: '',
  status,
  percent,
});

const progress: ProgramLearnerProgress = {
  program: { id: 8, kind: 'learning_path', title_en: 'Dock induction', title_th: '' },
  user,
  result: { id: 7, status: 21, percent: 50 },
  section_list: [
    {
      id: 3,
      content_id: 8,
      name_en: 'On the dock',
      name_th: '',
      sort: 0,
      slot_list: [step(1, 'Harbour safety', 30, 100), step(2, 'Crane signals', null, 0)],
    },
  ],
};

const page = (results: DashboardResult[]) => ({
  count: results.length,
  total: results.length,
  page_size: 50,
  next: null,
  previous: null,
  results,
});

describe('the progress per step of a program learner', { timeout: 30_000 }, () => {
  it('opens from the results list and shows each step with its status', async () => {
    dashboardServer(['dashboard_view_dashboard', 'dashboard_manage_enrollment'], {
      '/api/dashboard/learning-result/': { status: 200, body: page([onPath]) },
      '/api/dashboard/learning-path/8/learner/40/': { status: 200, body: progress },
    });
    renderApp(dashboardRoutes, '/learning-result');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Progress per step of Malee Learner' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Progress per step of Malee Learner',
    });
    const first = await within(dialog).findByRole('group', { name: 'Harbour safety' });
    expect(within(first).getByText('Completed')).toBeTruthy();
    const second = within(dialog).getByRole('group', { name: 'Crane signals' });
    expect(within(second).getByText('Not begun')).toBeTruthy();
    expect(within(second).getByText('(optional)')).toBeTruthy();
  });
});
