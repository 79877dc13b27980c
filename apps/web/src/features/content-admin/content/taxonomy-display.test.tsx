import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { renderApp } from '@/test/render-app';
import { contentServer, empty, stamp } from './content-fake-server';

afterEach(() => vi.unstubAllGlobals());

const tag = { id: 7, name_en: 'Leadership', name_th: 'ภาวะผู้นำ', updated_at: stamp };

/** A tag list whose row follows what the PATCH stored, or a PATCH that fails. */
function tagServer(patch: 'ok' | 'fail') {
  let isDisplay = true;
  const sent: unknown[] = [];
  contentServer({
    '/api/dashboard/tag/': () => ({
      status: 200,
      body: { ...empty, count: 1, total: 1, results: [{ ...tag, is_display: isDisplay }] },
    }),
    'PATCH /api/dashboard/tag/7/': (init) => {
      const body = JSON.parse(init.body as string) as { is_display: boolean };
      sent.push(body);
      if (patch === 'fail') return { status: 500, body: { detail: 'x', code: 'server_error' } };
      isDisplay = body.is_display;
      return { status: 200, body: { ...tag, is_display: isDisplay } };
    },
  });
  return sent;
}

describe('/dashboard/tag display switch', { timeout: 30_000 }, () => {
  it('hides a tag with PATCH { is_display: false } alone', async () => {
    const sent = tagServer('ok');
    renderApp(dashboardRoutes, '/tag');
    const toggle = await screen.findByRole('switch', { name: 'Display Leadership to learners' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(sent).toEqual([{ is_display: false }]));
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the switch back and says so in Thai when the change fails', async () => {
    const sent = tagServer('fail');
    const { i18n } = renderApp(dashboardRoutes, '/tag');
    await screen.findByRole('heading', { level: 1, name: 'Tags' });
    await i18n.changeLanguage('th');
    const toggle = await screen.findByRole('switch', { name: 'แสดง ภาวะผู้นำ ให้ผู้เรียนเห็น' });
    fireEvent.click(toggle);
    expect(
      await screen.findByText('เปลี่ยนการแสดงผลของ "ภาวะผู้นำ" ไม่สำเร็จ กรุณาลองใหม่อีกครั้ง'),
    ).toBeTruthy();
    expect(sent).toEqual([{ is_display: false }]);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
  });
});
