import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DictionaryLabel } from '@portal/shared';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { dashboardServer } from '@/test/dashboard-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const label = (key: string, en: string, th: string, over: Partial<DictionaryLabel> = {}) => ({
  key,
  en,
  th,
  default_en: en,
  default_th: th,
  is_changed: false,
  datetime_update: null,
  ...over,
});
const page = (results: DictionaryLabel[]) => ({
  count: results.length,
  total: results.length,
  page_size: 50,
  next: null,
  previous: null,
  results,
});

describe('dashboard labels', { timeout: 30_000 }, () => {
  it('edits a Thai label: checks it first, saves both texts, and uses the new text at once', async () => {
    let courses: DictionaryLabel = label('courses', 'Courses', 'คอร์สเรียน');
    const patches: unknown[] = [];
    const { calls } = dashboardServer(
      ['dashboard_view_dashboard', 'dashboard_manage_config'],
      {
        '/api/dashboard/dict/label/': () => ({
          status: 200,
          body: page([
            label('cart_with_count', 'Cart, {{count}} items', 'ตะกร้า {{count}} รายการ'),
            courses,
          ]),
        }),
        'PATCH /api/dashboard/dict/label/courses/': (init) => {
          const body = JSON.parse(init.body as string) as { en: string; th: string };
          patches.push(body);
          courses = { ...courses, ...body, is_changed: true };
          return { status: 200, body: courses };
        },
      },
      'th',
    );
    const { i18n } = renderApp(dashboardRoutes, '/label');
    await i18n.changeLanguage('th');
    expect(await screen.findByRole('heading', { level: 1, name: 'ข้อความเมนูและหัวข้อ' })).toBeTruthy();
    expect(await screen.findByText('คอร์สเรียน')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'แก้ไข courses' }));
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขข้อความ courses' });
    const thai = within(dialog).getByLabelText(/ภาษาไทย/);
    fireEvent.change(thai, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกข้อความ' }));
    expect(await within(dialog).findByText('กรุณากรอกข้อมูลในช่องนี้')).toBeTruthy();
    expect(patches).toEqual([]);

    fireEvent.change(thai, { target: { value: 'หลักสูตร' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึกข้อความ' }));
    expect(await screen.findByText('บันทึกข้อความ “courses” แล้ว')).toBeTruthy();
    expect(patches).toEqual([{ en: 'Courses', th: 'หลักสูตร' }]);
    expect(i18n.t('courses')).toBe('หลักสูตร');
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/dashboard/dict/label/').length).toBeGreaterThan(
        1,
      ),
    );
    expect(await screen.findByText('แก้ไขแล้ว', { selector: '.mantine-Badge-label' })).toBeTruthy();
  });

  it('refuses to drop a placeholder before asking the server', async () => {
    const patch = vi.fn();
    dashboardServer(['dashboard_view_dashboard', 'dashboard_manage_config'], {
      '/api/dashboard/dict/label/': {
        status: 200,
        body: page([label('cart_with_count', 'Cart, {{count}} items', 'ตะกร้า {{count}} รายการ')]),
      },
      'PATCH /api/dashboard/dict/label/cart_with_count/': () => {
        patch();
        return { status: 500, body: {} };
      },
    });
    renderApp(dashboardRoutes, '/label');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit cart_with_count' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit label cart_with_count' });
    expect(within(dialog).getByText(/Keep \{\{count\}\} in both languages/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/English/), { target: { value: 'Basket' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save label' }));
    expect(
      await within(dialog).findByText(
        'Keep the same placeholders, in double braces, as the default text.',
      ),
    ).toBeTruthy();
    expect(patch).not.toHaveBeenCalled();
  });

  it('tells a dashboard user without the configuration permission', async () => {
    dashboardServer(['dashboard_view_dashboard'], {
      '/api/dashboard/dict/label/': {
        status: 403,
        body: { detail: 'No Permission', code: 'no_permission' },
      },
    });
    renderApp(dashboardRoutes, '/label');
    expect(
      await screen.findByText('You do not have permission to change the configuration.'),
    ).toBeTruthy();
  });
});
