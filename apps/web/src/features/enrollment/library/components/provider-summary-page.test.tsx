import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { paged } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const rows = [
  {
    provider: { id: 3, name: 'สถาบันการเรียนรู้กรุงเทพ', image: null, is_display: true },
    to_do: 1,
    doing: 1,
    done: 2,
    total: 4,
  },
  { provider: null, to_do: 0, doing: 1, done: 0, total: 1 },
];

/** /profile/provider-summary (issue 21 item 24, SPEC §2). */
describe('/profile/provider-summary', { timeout: 20_000 }, () => {
  it('shows my learning by provider in Thai, each provider linked to its page', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
      '/api/profile/library/provider-summary/': { status: 200, body: paged(rows) },
    });
    renderApp(webfrontRoutes, '/profile/provider-summary');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'การเรียนรู้ของฉันตามผู้ให้บริการ' }),
    ).toBeTruthy();
    const [first, second] = await screen.findAllByTestId('provider-summary-row');
    const one = within(first as HTMLElement);
    expect(one.getByRole('link', { name: 'สถาบันการเรียนรู้กรุงเทพ' }).getAttribute('href')).toBe(
      '/provider/3',
    );
    expect(one.getByText('4 รายการ')).toBeTruthy();
    expect(one.getByText('เรียนจบแล้ว 2')).toBeTruthy();
    expect(one.getByRole('progressbar', { name: 'เรียนจบแล้ว 50%' })).toBeTruthy();
    expect(within(second as HTMLElement).getByText('ไม่ระบุผู้ให้บริการ')).toBeTruthy();
  });

  it('says what will appear when there is nothing yet', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/profile/library/provider-summary/': { status: 200, body: paged([]) },
    });
    renderApp(webfrontRoutes, '/profile/provider-summary');
    expect(
      await screen.findByText('When you enrol in something, its provider appears here.'),
    ).toBeTruthy();
  });
});
