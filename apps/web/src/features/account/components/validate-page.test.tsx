import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ValidateAccountInput } from '@portal/shared';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { paged } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const invite = {
  email: 'new.reader@example.com',
  first_name: 'Malee',
  last_name: '',
  department: '',
  position: '',
  expires_at: '2099-01-01T00:00:00Z',
};

describe('/account/validate (an invitation)', { timeout: 30_000 }, () => {
  it('checks the form in Thai, submits names, department, position and password, and lands signed in on next', async () => {
    const posted: ValidateAccountInput[] = [];
    let signedIn = false;
    const user = buildUser({
      email: invite.email,
      first_name: 'มาลี',
      last_name: 'ใจดี',
      language: 'th',
    });
    installFakeServer({
      '/api/account/profile/': () =>
        signedIn
          ? { status: 200, body: user }
          : { status: 401, body: { detail: 'x', code: 'not_authenticated' } },
      '/api/account/validate/': (_, url) =>
        url.searchParams.get('token') === 'tok-1'
          ? { status: 200, body: invite }
          : { status: 400, body: { code: 'token_invalid', detail: 'x', errors: {} } },
      'POST /api/account/validate/': (init) => {
        posted.push(JSON.parse(init.body as string) as ValidateAccountInput);
        signedIn = true;
        return { status: 200, body: user };
      },
      // Not signed in yet: the directory answers only with the invitation's token.
      '/api/filter/department-cascade/': (_, url) =>
        url.searchParams.get('invitation') !== 'tok-1' && !signedIn
          ? { status: 401, body: { detail: 'x', code: 'not_authenticated' } }
          : {
              status: 200,
              body: paged([
                { id: 1, name: 'Sales', name_th: 'ฝ่ายขาย', path: 'Sales', has_children: false },
              ]),
            },
      '/api/filter/position/': (_, url) =>
        url.searchParams.get('invitation') !== 'tok-1' && !signedIn
          ? { status: 401, body: { detail: 'x', code: 'not_authenticated' } }
          : {
              status: 200,
              body: paged([{ id: 2, name: 'Sales engineer', name_th: 'วิศวกรฝ่ายขาย' }]),
            },
      '/api/coniverse/service-list/': { status: 200, body: paged([]) },
    });
    const { router } = renderApp(
      webfrontRoutes,
      '/account/validate?token=tok-1&next=%2Flinked-services&lang=th',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'ยืนยันบัญชีของคุณ' })).toBeTruthy();
    expect(screen.getByText(invite.email)).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^ชื่อ/).value).toBe('Malee'));

    // Nothing else filled: each field says what it needs; nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกและดำเนินการต่อ' }));
    expect(await screen.findByText('กรุณากรอกรหัสผ่าน')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^ชื่อ/), { target: { value: 'มาลี' } });
    fireEvent.change(screen.getByLabelText(/^นามสกุล/), { target: { value: 'ใจดี' } });
    const department = screen.getByLabelText(/^แผนก/, { selector: 'input' });
    fireEvent.click(department);
    fireEvent.click(await screen.findByRole('option', { name: 'ฝ่ายขาย', hidden: true }));
    fireEvent.change(screen.getByLabelText(/^ตำแหน่ง/, { selector: 'input' }), {
      target: { value: 'Sales engineer' },
    });
    fireEvent.change(screen.getByLabelText(/^ตั้งรหัสผ่าน/), { target: { value: 'Reader#2026x' } });
    fireEvent.change(screen.getByLabelText(/^ยืนยันรหัสผ่าน/), {
      target: { value: 'Reader#2026x' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกและดำเนินการต่อ' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/linked-services'));
    expect(posted).toEqual([
      {
        token: 'tok-1',
        first_name: 'มาลี',
        last_name: 'ใจดี',
        department: 'Sales',
        position: 'Sales engineer',
        password: 'Reader#2026x',
        confirm_password: 'Reader#2026x',
      },
    ]);
    // Signed in: the learner's page shows, not the sign-in form.
    expect(await screen.findByRole('heading', { level: 1, name: 'บริการที่เชื่อมโยง' })).toBeTruthy();
  });

  it('says a used or expired link is not valid', async () => {
    installFakeServer({
      '/api/account/validate/': {
        status: 400,
        body: { code: 'token_invalid', detail: 'x', errors: {} },
      },
    });
    renderApp(webfrontRoutes, '/account/validate?token=used');
    expect(
      await screen.findByText(
        'This link is not valid or has expired. Ask an administrator for a new one.',
      ),
    ).toBeTruthy();
  });
});
