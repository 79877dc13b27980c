import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { renderApp } from '@/test/render-app';
import { contentServer, empty, stamp } from './content-fake-server';

afterEach(() => vi.unstubAllGlobals());

describe('/dashboard/category', { timeout: 30_000 }, () => {
  it('says in Thai why a used category cannot be deleted', async () => {
    contentServer({
      '/api/dashboard/category/': {
        status: 200,
        body: {
          ...empty,
          count: 1,
          total: 1,
          results: [
            {
              id: 3,
              code: 'SALES',
              name_en: 'Sales',
              name_th: 'การขาย',
              parent_id: null,
              sort: 0,
              updated_at: stamp,
            },
          ],
        },
      },
      'DELETE /api/dashboard/category/3/': {
        status: 424,
        body: { detail: 'still used', code: 'cannot_delete_because_dependency' },
      },
    });
    const { i18n } = renderApp(dashboardRoutes, '/category');
    await screen.findByRole('heading', { level: 1, name: 'Categories' });
    await i18n.changeLanguage('th');
    fireEvent.click(await screen.findByRole('button', { name: 'ลบ การขาย' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ลบ' }));
    expect(await within(dialog).findByText('รายการนี้ยังถูกใช้งานอยู่ จึงลบไม่ได้')).toBeTruthy();
  });
});
