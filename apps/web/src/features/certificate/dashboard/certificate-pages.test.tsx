import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CertificateTemplate, DashboardCertificate } from '@portal/shared';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { dashboardServer } from '@/test/dashboard-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const cert = (id: number, over: Partial<DashboardCertificate> = {}): DashboardCertificate => ({
  id,
  code: 'ABCD2345EFGH6789',
  learner_name: 'Malee Srisuk',
  user: { id: 40, email: 'malee@example.com' },
  content: { id: 7, code: 'C-SAFE-101' },
  content_title: 'Workplace safety',
  datetime_issue: '2026-11-20T08:00:00Z',
  is_valid: true,
  is_suspended: false,
  datetime_revoke: null,
  verify_path: '/certificate/verify/ABCD-2345-EFGH-6789',
  ...over,
});
const page = (results: DashboardCertificate[]) => ({
  count: results.length,
  total: results.length,
  page_size: 50,
  next: null,
  previous: null,
  results,
});

describe('dashboard certificates', { timeout: 30_000 }, () => {
  it('lists, searches and revokes a certificate with a reason (English)', async () => {
    let revoked = false;
    const { calls, fetch } = dashboardServer(
      ['dashboard_view_dashboard', 'dashboard_manage_enrollment'],
      {
        '/api/dashboard/certificate/': () => ({
          status: 200,
          body: page([
            cert(1, revoked ? { is_valid: false, datetime_revoke: '2026-11-22T08:00:00Z' } : {}),
          ]),
        }),
        'POST /api/dashboard/certificate/1/revoke/': () => {
          revoked = true;
          return {
            status: 200,
            body: {
              id: 1,
              code: 'ABCD2345EFGH6789',
              is_valid: false,
              datetime_revoke: '2026-11-22T08:00:00Z',
            },
          };
        },
      },
    );
    renderApp(dashboardRoutes, '/certificate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates' })).toBeTruthy();
    expect(await screen.findByText('Malee Srisuk')).toBeTruthy();
    expect(
      screen.getByRole('link', {
        name: 'Open the public verification page for ABCD-2345-EFGH-6789',
      }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this certificate?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: 'issued in error' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Revoked', { selector: '.mantine-Badge-label' })).toBeTruthy();
    const post = fetch.mock.calls.find(([url]) => (url as string).includes('/revoke/'));
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({ reason: 'issued in error' });
    expect(calls.filter((c) => c.path === '/api/dashboard/certificate/').length).toBeGreaterThan(1);
  });

  it('shows a certificate suspended by a withdrawn completion, still revocable by hand (Thai)', async () => {
    dashboardServer(
      ['dashboard_view_dashboard', 'dashboard_manage_enrollment'],
      {
        '/api/dashboard/certificate/': {
          status: 200,
          body: page([
            cert(1, {
              is_valid: false,
              is_suspended: true,
              datetime_revoke: '2026-11-22T08:00:00Z',
            }),
            cert(2, {
              learner_name: 'Somchai Jaidee',
              is_valid: false,
              datetime_revoke: '2026-11-21T08:00:00Z',
            }),
          ]),
        },
      },
      'th',
    );
    const { i18n } = renderApp(dashboardRoutes, '/certificate');
    await i18n.changeLanguage('th');
    expect(await screen.findByText('Malee Srisuk')).toBeTruthy();
    expect(screen.getByText('ระงับชั่วคราว', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(screen.getByText(/ใบประกาศนียบัตรจะใช้ได้อีกครั้งเมื่อผู้เรียนเรียนจบอีกครั้ง/)).toBeTruthy();
    expect(screen.getByText('เพิกถอนแล้ว', { selector: '.mantine-Badge-label' })).toBeTruthy();
    // The suspended one can still be revoked by hand; the one revoked by hand cannot again.
    expect(screen.getAllByRole('button', { name: 'เพิกถอน' })).toHaveLength(1);
  });

  it('edits the default wording in Thai, showing the server’s field errors', async () => {
    const template: CertificateTemplate = {
      content_id: null,
      is_own: true,
      heading_en: 'Certificate of Completion',
      heading_th: 'ใบประกาศนียบัตร',
      body_en: 'has successfully completed',
      body_th: 'ได้ผ่านการเรียนรู้หลักสูตร',
      signer_name: '',
      signer_title_en: '',
      signer_title_th: '',
      datetime_update: null,
    };
    let puts = 0;
    dashboardServer(
      ['dashboard_view_dashboard', 'dashboard_manage_content'],
      {
        '/api/dashboard/certificate-template/default/': { status: 200, body: template },
        'PUT /api/dashboard/certificate-template/default/': (init) => {
          puts += 1;
          const body = JSON.parse(init.body as string) as Record<string, string>;
          if (!body.heading_en?.trim())
            return {
              status: 400,
              body: {
                detail: 'x',
                code: 'invalid',
                errors: { heading_en: ['this_field_is_required'] },
              },
            };
          return { status: 200, body: { ...template, ...body } };
        },
      },
      'th',
    );
    const { i18n } = renderApp(dashboardRoutes, '/certificate/template/default');
    await i18n.changeLanguage('th');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ข้อความมาตรฐานบนใบประกาศนียบัตร' }),
    ).toBeTruthy();
    const heading = await screen.findByLabelText(/หัวเรื่อง \(ภาษาอังกฤษ\)/);
    await waitFor(() =>
      expect((heading as HTMLInputElement).value).toBe('Certificate of Completion'),
    );
    fireEvent.change(heading, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกข้อความ' }));
    expect(await screen.findByText('กรุณากรอกข้อมูลในช่องนี้')).toBeTruthy();
    fireEvent.change(heading, { target: { value: 'Certificate of Achievement' } });
    fireEvent.change(screen.getByLabelText('ผู้ลงนาม'), { target: { value: 'ดร.สมศักดิ์ วงศ์ษา' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกข้อความ' }));
    expect(await screen.findByText('บันทึกข้อความบนใบประกาศนียบัตรแล้ว')).toBeTruthy();
    expect(puts).toBe(2);
  });
});
