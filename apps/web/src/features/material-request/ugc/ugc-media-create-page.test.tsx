import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import type { UploadedFile } from '@/features/content-admin/content/upload';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

/** The resumable upload (XHR in the browser): each start recorded with where it was sent. */
const started: { file: File; endpoint: unknown; done: (f: UploadedFile) => void }[] = [];
vi.mock('@/features/content-admin/content/upload/use-tus-upload', () => ({
  useTusUpload: (
    _kind: string,
    done: (f: UploadedFile) => void,
    _extra: unknown,
    endpoint: unknown,
  ) => ({
    state: { status: 'idle' },
    start: (file: File) => started.push({ file, endpoint, done }),
    pause: () => undefined,
    resume: () => undefined,
  }),
}));

beforeEach(() => {
  started.length = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const made = {
  id: 41,
  kind: 'video',
  title: 'การล้างมือ',
  desc: '',
  state: 'waiting',
  reason: '',
  request_id: 7,
  is_publish: false,
  file: { id: 9, name: 'hands.mp4', size: 1000, duration_seconds: 8 },
  datetime_update: '2026-01-01T00:00:00.000Z',
};

describe('/video/create', { timeout: 30_000 }, () => {
  it('uploads through the learners’ path, previews, and sends for approval in Thai', async () => {
    let sent: Record<string, unknown> | null = null;
    installFakeServer({
      '/api/account/profile/': {
        status: 200,
        body: buildUser({ language: 'th', is_creator: true }),
      },
      'POST /api/ugc-media/': (init) => {
        sent = JSON.parse(init.body as string) as Record<string, unknown>;
        return { status: 201, body: made };
      },
      '/api/ugc-media/41/': { status: 200, body: made },
      '/api/material/41/': { status: 403, body: { code: 'not_enrolled' } },
    });
    const { router } = renderApp(webfrontRoutes, '/video/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'อัปโหลดวิดีโอ' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ส่งขออนุมัติ' }));
    expect(await screen.findByText('โปรดอัปโหลดไฟล์ก่อน')).toBeTruthy();
    expect(sent).toBeNull();

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array(1000)], 'hands.mp4', { type: 'video/mp4' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]?.endpoint).toBe('/api/upload/');
    started[0]?.done({ id: 9, name: 'hands.mp4', size: 1000 });
    expect(await screen.findByLabelText('ตัวอย่าง')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/ชื่อเรื่อง/), { target: { value: 'การล้างมือ' } });
    fireEvent.click(screen.getByRole('button', { name: 'ส่งขออนุมัติ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/video/41/ugc'));
    expect(sent).toEqual({
      kind: 'video',
      title: 'การล้างมือ',
      desc: '',
      media_file_id: 9,
      submit: true,
    });
    expect(await screen.findByText('รออนุมัติ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ยกเลิกคำขอ' })).toBeTruthy();
  });

  it('tells a learner who is not a creator', async () => {
    installFakeServer({ '/api/account/profile/': { status: 200, body: buildUser() } });
    renderApp(webfrontRoutes, '/audio/create');
    expect(await screen.findByText(/open to creators only/)).toBeTruthy();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });
});
