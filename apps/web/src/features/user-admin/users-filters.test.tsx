import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { paged } from '@/test/catalog-factories';
import { dashboardServer } from '@/test/dashboard-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const stamp = '2026-01-01T00:00:00.000Z';
const row = (id: number, department: string, position: string) => ({
  id,
  email: `u${id}@example.com`,
  first_name: `User${id}`,
  last_name: 'Test',
  department,
  position,
  language: 'en',
  is_active: true,
  is_superuser: false,
  is_system_user: false,
  is_store_permission: false,
  is_team_dashboard: false,
  is_creator: false,
  is_dashboard_permission: false,
  lock_until: null,
  last_active: null,
  created_at: stamp,
  may_act: true,
});

const node = (id: number, name: string, name_th: string, path: string, has_children: boolean) => ({
  id,
  name,
  name_th,
  path,
  has_children,
});

describe('/dashboard/user department and position filters', { timeout: 30_000 }, () => {
  it('narrows the list on the server by a department chosen level by level and a position', async () => {
    const asked: URLSearchParams[] = [];
    const positionSearches: (string | null)[] = [];
    const { calls } = dashboardServer(
      ['dashboard_view_dashboard', 'dashboard_manage_user'],
      {
        '/api/dashboard/user/': (_, url) => {
          asked.push(url.searchParams);
          return { status: 200, body: paged([row(1, 'Sales / North', 'Sales engineer')]) };
        },
        '/api/filter/department-cascade/': (_, url) =>
          url.searchParams.get('parent') === '1'
            ? {
                status: 200,
                body: paged([node(2, 'North', 'ภาคเหนือ', 'Sales / North', false)]),
              }
            : {
                status: 200,
                body: paged([
                  node(1, 'Sales', 'ฝ่ายขาย', 'Sales', true),
                  node(3, 'Finance', 'การเงิน', 'Finance', false),
                ]),
              },
        '/api/filter/position/': (_, url) => {
          positionSearches.push(url.searchParams.get('search'));
          return {
            status: 200,
            body: paged([
              { id: 5, name: 'Sales engineer', name_th: 'วิศวกรฝ่ายขาย' },
              { id: 6, name: 'Sales manager', name_th: 'ผู้จัดการฝ่ายขาย' },
            ]),
          };
        },
      },
      'th',
    );
    const { i18n, router } = renderApp(dashboardRoutes, '/user');
    await i18n.changeLanguage('th');
    const top = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'แผนก' });
    await screen.findByRole('option', { name: 'ฝ่ายขาย' });
    fireEvent.change(top, { target: { value: 'Sales' } });
    await waitFor(() => expect(router.state.location.search).toContain('department=Sales'));
    await waitFor(() => expect(asked.at(-1)?.get('department')).toBe('Sales'));

    // Sales has sections: the next level opens, and choosing one narrows to it.
    const section = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'ฝ่ายย่อย' });
    await screen.findByRole('option', { name: 'ภาคเหนือ' });
    fireEvent.change(section, { target: { value: 'Sales / North' } });
    await waitFor(() => expect(asked.at(-1)?.get('department')).toBe('Sales / North'));
    expect(
      calls.some(
        (c) => c.path === '/api/filter/department-cascade/' && c.search.includes('parent=1'),
      ),
    ).toBe(true);

    // 'All' at the section level goes back to the whole department.
    fireEvent.change(section, { target: { value: '' } });
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('department')).toBe('Sales'),
    );

    const position = screen.getByLabelText('ตำแหน่ง', { selector: 'input' });
    fireEvent.click(position);
    await waitFor(() => expect(positionSearches).toContain(null));
    fireEvent.click(await screen.findByRole('option', { name: 'วิศวกรฝ่ายขาย', hidden: true }));
    await waitFor(() => expect(asked.at(-1)?.get('position')).toBe('Sales engineer'));
    expect(asked.at(-1)?.get('department')).toBe('Sales');

    // Clear filters drops both.
    fireEvent.click(screen.getByRole('button', { name: 'ล้างตัวกรอง' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
