import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LinkedServiceAdmin, LinkedServiceInput } from '@portal/shared';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { paged } from '@/test/catalog-factories';
import { dashboardServer } from '@/test/dashboard-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const library: LinkedServiceAdmin = {
  id: 3,
  service_code: 'library',
  name_en: 'Digital library',
  name_th: 'ห้องสมุดดิจิทัล',
  url: 'https://library.example.org/sso',
  is_new_tab: true,
  is_active: true,
  sort: 0,
  groups: [{ id: 9, name: 'Sales' }],
};

describe('dashboard linked services', { timeout: 30_000 }, () => {
  it('lists the services, checks the form, and creates one for a group picked by name', async () => {
    const posted: LinkedServiceInput[] = [];
    const searched: (string | null)[] = [];
    const { calls } = dashboardServer(['dashboard_view_dashboard'], {
      '/api/dashboard/linked-service/': { status: 200, body: paged([library]) },
      '/api/dashboard/group/': (_, url) => {
        searched.push(url.searchParams.get('search'));
        const all = [
          { id: 9, name: 'Sales' },
          { id: 12, name: 'Engineering' },
        ];
        const q = url.searchParams.get('search') ?? '';
        return { status: 200, body: paged(all.filter((g) => g.name.includes(q))) };
      },
      'POST /api/dashboard/linked-service/': (init) => {
        const body = JSON.parse(init.body as string) as LinkedServiceInput;
        posted.push(body);
        return {
          status: 201,
          body: { ...library, id: 4, ...body, groups: [{ id: 12, name: 'Engineering' }] },
        };
      },
    });
    renderApp(dashboardRoutes, '/linked-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Linked services' })).toBeTruthy();
    expect((await screen.findAllByText('Digital library')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Sales').length).toBeGreaterThan(0);
    expect(
      calls.some((c) => c.path === '/api/dashboard/linked-service/' && c.search.includes('page=1')),
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'New linked service' }));
    const dialog = await screen.findByRole('dialog', { name: 'New linked service' });
    fireEvent.change(within(dialog).getByLabelText(/Service code/), {
      target: { value: 'Bad Code' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Address of the service/), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Use lowercase letters, digits, - and _ (up to 50).'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Enter an address starting with http:// or https://.'),
    ).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Service code/), {
      target: { value: 'wiki' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Name in English/), {
      target: { value: 'Team wiki' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Name in Thai/), {
      target: { value: 'วิกิทีม' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Address of the service/), {
      target: { value: 'https://wiki.example.org/' },
    });
    const groups = within(dialog).getByLabelText(/Groups who see it/, { selector: 'input' });
    fireEvent.click(groups);
    fireEvent.change(groups, { target: { value: 'Engin' } });
    await waitFor(() => expect(searched).toContain('Engin'));
    fireEvent.click(await screen.findByRole('option', { name: 'Engineering', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      service_code: 'wiki',
      name_en: 'Team wiki',
      name_th: 'วิกิทีม',
      url: 'https://wiki.example.org/',
      group_ids: [12],
      is_active: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says the code is taken, and deletes a service after asking', async () => {
    const deleted: string[] = [];
    dashboardServer(
      ['dashboard_view_dashboard'],
      {
        '/api/dashboard/linked-service/': { status: 200, body: paged([library]) },
        '/api/dashboard/group/': { status: 200, body: paged([{ id: 9, name: 'Sales' }]) },
        'PUT /api/dashboard/linked-service/3/': {
          status: 400,
          body: {
            code: 'validation_error',
            detail: 'invalid',
            errors: { service_code: ['already_exists'] },
          },
        },
        'DELETE /api/dashboard/linked-service/3/': (_, url) => {
          deleted.push(url.pathname);
          return { status: 204, body: null };
        },
      },
      'th',
    );
    const { i18n } = renderApp(dashboardRoutes, '/linked-service');
    await i18n.changeLanguage('th');
    fireEvent.click(await screen.findByRole('button', { name: 'แก้ไข Digital library' }));
    const dialog = await screen.findByRole('dialog', { name: 'แก้ไขบริการที่เชื่อมโยง' });
    expect(within(dialog).getByDisplayValue('library')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await within(dialog).findByText('มีบริการอื่นใช้รหัสนี้แล้ว')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'ลบ Digital library' }));
    const confirm = await screen.findByRole('dialog', { name: 'ลบ' });
    expect(within(confirm).getByText(/ลบ “Digital library” หรือไม่/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'ลบ' }));
    await waitFor(() => expect(deleted).toEqual(['/api/dashboard/linked-service/3/']));
  });
});
