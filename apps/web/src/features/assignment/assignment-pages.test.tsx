import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AssignmentDetail, AssignmentInput } from '@portal/shared';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { dashboardServer } from '@/test/dashboard-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const page = <T,>(results: T[]) => ({
  count: results.length,
  total: results.length,
  page_size: 50,
  next: null,
  previous: null,
  results,
});

const detail: AssignmentDetail = {
  id: 9,
  content: {
    id: 7,
    code: 'C-SAFE-101',
    title: 'ความปลอดภัยในที่ทำงาน',
    content_type: { id: 1, code: 'course', name: 'หลักสูตร' },
  },
  datetime_start: '2026-11-25T00:00:00Z',
  datetime_end: '2026-12-09T16:59:59Z',
  note: '',
  status: 1,
  is_ended: false,
  learner_count: 1,
  created_by: { id: 1, email: 'admin@example.com', first_name: 'Ada', last_name: 'Admin' },
  datetime_create: '2026-11-25T08:00:00Z',
  datetime_cancel: null,
  target_list: [{ type: 'user', id: 40, name: 'มาลี ใจดี <malee@example.com>' }],
  learner_status_count: { assigned: 1, no_action: 0, canceled: 0 },
};

/** Opens a searchable Mantine select, types, and picks the option with that name. */
async function pick(input: HTMLElement, typed: string, option: RegExp) {
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('dashboard assignments', { timeout: 30_000 }, () => {
  it('checks the form in Thai, then assigns a course to a person with a period', async () => {
    const posted: AssignmentInput[] = [];
    const asked: (string | null)[] = [];
    dashboardServer(
      ['dashboard_view_dashboard', 'dashboard_manage_enrollment'],
      {
        '/api/dashboard/filter/content/': (_, url) => {
          asked.push(url.searchParams.get('kind'));
          return {
            status: 200,
            body: page([
              {
                id: 7,
                code: 'C-SAFE-101',
                name: 'ความปลอดภัยในที่ทำงาน',
                value: 7,
                kind: 'course',
                is_publish: true,
              },
              {
                id: 8,
                code: 'LP-SAFE',
                name: 'เส้นทางความปลอดภัย',
                value: 8,
                kind: 'learning_path',
                is_publish: true,
              },
            ]),
          };
        },
        '/api/dashboard/assignment/option/user/': () => ({
          status: 200,
          body: page([{ id: 40, name: 'มาลี ใจดี', email: 'malee@example.com', member_count: 1 }]),
        }),
        '/api/dashboard/assignment/option/group/': { status: 200, body: page([]) },
        'POST /api/dashboard/assignment/': (init) => {
          posted.push(JSON.parse(init.body as string) as AssignmentInput);
          return { status: 201, body: detail };
        },
        '/api/dashboard/assignment/9/': { status: 200, body: detail },
        '/api/dashboard/assignment/9/learner/': {
          status: 200,
          body: page([
            {
              user: { id: 40, email: 'malee@example.com', first_name: 'มาลี', last_name: 'ใจดี' },
              status: 1,
              result: { id: 3, status: 0, percent: 0, datetime_complete: null },
            },
          ]),
        },
      },
      'th',
    );
    const { i18n } = renderApp(dashboardRoutes, '/assignment/new');
    await i18n.changeLanguage('th');
    expect(await screen.findByRole('heading', { level: 1, name: 'มอบหมายใหม่' })).toBeTruthy();

    // Nothing chosen: each field says what it needs, and nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'มอบหมาย' }));
    expect(await screen.findByText('กรุณาเลือกหลักสูตรหรือโปรแกรม')).toBeTruthy();
    expect(screen.getByText('กรุณาเลือกบุคคลหรือกลุ่มอย่างน้อยหนึ่งรายการ')).toBeTruthy();
    expect(screen.getByText('กรุณาเลือกวันที่สิ้นสุด')).toBeTruthy();

    // Courses and programs are offered; a program says its kind.
    const content = screen.getByLabelText(/^หลักสูตร/, { selector: 'input' });
    fireEvent.click(content);
    fireEvent.change(content, { target: { value: 'ปลอดภัย' } });
    expect(
      await screen.findByRole('option', {
        name: 'LP-SAFE · เส้นทางความปลอดภัย (เส้นทางการเรียนรู้)',
        hidden: true,
      }),
    ).toBeTruthy();
    expect(asked).toContain('course,learning_path,learning_program,onboard');
    fireEvent.click(screen.getByRole('option', { name: /C-SAFE-101/, hidden: true }));
    await pick(screen.getByLabelText(/^บุคคล/, { selector: 'input' }), 'มาลี', /มาลี ใจดี/);
    const start = screen.getByLabelText(/วันที่เริ่มต้น/);
    const end = screen.getByLabelText(/วันที่สิ้นสุด/);
    fireEvent.change(start, { target: { value: '2099-12-10' } });
    fireEvent.change(end, { target: { value: '2099-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'มอบหมาย' }));
    expect(await screen.findByText('วันที่สิ้นสุดต้องอยู่หลังวันที่เริ่มต้น')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(end, { target: { value: '2099-12-24' } });
    fireEvent.click(screen.getByRole('button', { name: 'มอบหมาย' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ content_id: 7, user_ids: [40], group_ids: [], note: '' });
    expect(new Date(posted[0]!.date_start).getDate()).toBe(10);
    expect(new Date(posted[0]!.date_end).getDate()).toBe(24);

    // The detail: who it went to and each learner's status.
    expect(await screen.findByRole('heading', { level: 1, name: 'การมอบหมาย' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'ผู้เรียน' });
    expect(within(table).getByText('malee@example.com')).toBeTruthy();
    expect(within(table).getByText('มอบหมายแล้ว')).toBeTruthy();
    expect(screen.getByText('มาลี ใจดี <malee@example.com>')).toBeTruthy();
  });

  it('lists assignments with their period and status (English)', async () => {
    dashboardServer(['dashboard_view_dashboard', 'dashboard_manage_enrollment'], {
      '/api/dashboard/assignment/': {
        status: 200,
        body: page([
          { ...detail, content: { ...detail.content, title: 'Workplace safety' } },
          { ...detail, id: 10, status: 6, datetime_cancel: '2026-11-26T08:00:00Z' },
        ]),
      },
    });
    renderApp(dashboardRoutes, '/assignment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Assignments' })).toBeTruthy();
    expect(await screen.findByText('Workplace safety')).toBeTruthy();
    expect(screen.getByText('Active', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(screen.getByText('Canceled', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New assignment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeTruthy();
  });
});
