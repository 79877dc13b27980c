import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CertificateDetail, CertificateItem } from '@portal/shared';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { paged } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const item = (overrides: Partial<CertificateItem> = {}): CertificateItem => ({
  id: 4,
  code: '7KQ2M9XDA4B8C3EF',
  learner_name: 'Somchai Jaidee',
  content: { id: 12, code: 'C-SAFE-101', content_type: 'course' },
  content_title: 'Workplace safety',
  content_title_en: 'Workplace safety',
  content_title_th: 'ความปลอดภัยในที่ทำงาน',
  datetime_issue: '2026-11-23T05:00:00.000Z',
  is_valid: true,
  invalid_reason: null,
  verify_path: '/certificate/verify/7KQ2-M9XD-A4B8-C3EF',
  ...overrides,
});

const detail = (overrides: Partial<CertificateDetail> = {}): CertificateDetail => ({
  ...item(),
  heading: 'Certificate of Completion',
  body: 'has successfully completed',
  signer_name: 'Somsri Panyadee',
  signer_title: 'Head of Learning',
  ...overrides,
});

describe('/profile/library/certificate', { timeout: 20_000 }, () => {
  it('lists the certificates with date, code and validity, linked from the library nav', async () => {
    const { calls } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/profile/library/certificate/': {
        status: 200,
        body: paged([
          item(),
          item({
            id: 5,
            content_title: 'Spreadsheets',
            is_valid: false,
            invalid_reason: 'revoked',
          }),
          item({ id: 6, content_title: 'Excel', is_valid: false, invalid_reason: 'suspended' }),
        ]),
      },
    });
    renderApp(webfrontRoutes, '/profile/library/certificate');
    expect(await screen.findByRole('link', { name: 'Workplace safety' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Workplace safety' }).getAttribute('href')).toBe(
      '/profile/library/certificate/4',
    );
    expect(screen.getAllByText('Verification code: 7KQ2-M9XD-A4B8-C3EF')).toHaveLength(3);
    expect(screen.getAllByText('Issued 23 November 2026')).toHaveLength(3);
    expect(screen.getByText('Valid')).toBeTruthy();
    expect(screen.getByText('Revoked')).toBeTruthy();
    // A suspended certificate says why and that it comes back (issue-13 follow-up).
    expect(screen.getByText('Suspended')).toBeTruthy();
    expect(
      screen.getByText(/Suspended while the completion it stands for is reopened/),
    ).toBeTruthy();
    expect(
      screen.getByText('This certificate was revoked and can no longer be downloaded.'),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Library sections' });
    const current = nav.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('Certificates');
    expect(calls.some((c) => c.path === '/api/profile/library/certificate/')).toBe(true);
  });

  it('says how to earn one when there is none', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/profile/library/certificate/': { status: 200, body: paged([]) },
    });
    renderApp(webfrontRoutes, '/profile/library/certificate');
    expect(
      await screen.findByText(
        'No certificates yet. Complete a course that offers one and it appears here.',
      ),
    ).toBeTruthy();
  });

  it('shows a certificate in Thai with a Buddhist-era date, PDF downloads and the link to copy', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
      '/api/profile/library/certificate/4/': {
        status: 200,
        body: detail({
          heading: 'ใบประกาศนียบัตร',
          content_title: 'ความปลอดภัยในที่ทำงาน',
          body: 'ได้ผ่านการเรียนรู้หลักสูตร',
        }),
      },
    });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp(webfrontRoutes, '/profile/library/certificate/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'ใบประกาศนียบัตร' })).toBeTruthy();
    expect(screen.getByText('23 พฤศจิกายน 2569')).toBeTruthy();
    const th = screen.getByRole('link', { name: 'ดาวน์โหลด PDF (ภาษาไทย)' });
    expect(th.getAttribute('href')).toBe('/api/profile/library/certificate/4/pdf/?lang=th');
    expect(th.hasAttribute('download')).toBe(true);
    expect(
      screen.getByRole('link', { name: 'ดาวน์โหลด PDF (ภาษาอังกฤษ)' }).getAttribute('href'),
    ).toBe('/api/profile/library/certificate/4/pdf/?lang=en');
    const link = screen.getByRole<HTMLInputElement>('textbox', { name: 'ลิงก์ตรวจสอบสาธารณะ' });
    expect(link.value).toBe(`${window.location.origin}/certificate/verify/7KQ2-M9XD-A4B8-C3EF`);
    fireEvent.click(screen.getByRole('button', { name: 'คัดลอกลิงก์' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link.value));
    expect(await screen.findByRole('button', { name: 'คัดลอกแล้ว' })).toBeTruthy();
  });

  it('offers no download for a revoked certificate', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/profile/library/certificate/4/': {
        status: 200,
        body: detail({ is_valid: false, invalid_reason: 'revoked' }),
      },
    });
    renderApp(webfrontRoutes, '/profile/library/certificate/4');
    expect(
      await screen.findByText('This certificate was revoked and can no longer be downloaded.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Download PDF/ })).toBeNull();
  });
});
