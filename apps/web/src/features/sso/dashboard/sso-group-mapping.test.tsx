import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SsoProvider, SsoProviderInput } from '@portal/shared';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { paged } from '@/test/catalog-factories';
import { dashboardServer } from '@/test/dashboard-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const provider: SsoProvider = {
  id: 2,
  kind: 'oidc',
  name: 'Company',
  label_en: 'Company sign-in',
  label_th: 'เข้าสู่ระบบด้วยบริษัท',
  is_enabled: true,
  is_jit: true,
  is_password_login_allowed: true,
  sort: 0,
  attributes: {
    email: 'email',
    first_name: 'given_name',
    last_name: 'family_name',
    first_name_th: '',
    last_name_th: '',
    department: '',
    position: '',
    groups: 'groups',
  },
  group_mapping: [{ value: 'staff', group_id: 4 }],
  oidc: {
    preset: 'generic',
    issuer: 'https://idp.example.org',
    client_id: 'portal',
    scopes: 'openid',
  },
  saml: null,
  oauth2: null,
  has_client_secret: true,
  has_sp_private_key: false,
  redirect_uri: 'https://portal.example.org/sso/2/callback',
  sp_entity_id: '',
  acs_url: '',
  metadata_url: '',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('/dashboard/sso group mapping', { timeout: 30_000 }, () => {
  it('shows mapped groups by name and maps a claim value to a group picked by name', async () => {
    const saved: SsoProviderInput[] = [];
    dashboardServer(['dashboard_view_dashboard'], {
      '/api/dashboard/sso/provider/': { status: 200, body: paged([provider]) },
      '/api/dashboard/group/4/': {
        status: 200,
        body: { id: 4, name: 'Staff', permission_codenames: [] },
      },
      '/api/dashboard/group/': (_, url) => {
        const all = [
          { id: 4, name: 'Staff' },
          { id: 8, name: 'Managers' },
        ];
        const q = url.searchParams.get('search') ?? '';
        return { status: 200, body: paged(all.filter((g) => g.name.includes(q))) };
      },
      'PUT /api/dashboard/sso/provider/2/': (init) => {
        saved.push(JSON.parse(init.body as string) as SsoProviderInput);
        return { status: 200, body: provider };
      },
    });
    renderApp(dashboardRoutes, '/sso');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Claim value 1/).value).toBe('staff');
    // The saved group id is shown by its name.
    expect(await within(dialog).findByText('Staff')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a mapping' }));
    fireEvent.change(within(dialog).getByLabelText(/^Claim value 2/), {
      target: { value: 'managers' },
    });
    const picker = within(dialog).getByLabelText(/^Portal group 2/, { selector: 'input' });
    fireEvent.click(picker);
    await waitFor(() => expect(picker.getAttribute('aria-controls')).toBeTruthy());
    const list = document.getElementById(picker.getAttribute('aria-controls') ?? '') as HTMLElement;
    fireEvent.click(await within(list).findByRole('option', { name: 'Managers', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.group_mapping).toEqual([
      { value: 'staff', group_id: 4 },
      { value: 'managers', group_id: 8 },
    ]);
  });
});
