import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminMaterial } from '@portal/shared';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { preloadRichTextEditor } from '@/test/preload-rich-text';
import { renderApp } from '@/test/render-app';
import { contentServer, empty, stamp } from './content-fake-server';

afterEach(() => vi.unstubAllGlobals());
preloadRichTextEditor();

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function buildMaterial(overrides: Partial<AdminMaterial> = {}): AdminMaterial {
  return {
    id: 9,
    kind: 'article',
    code: 'ART-1',
    title_en: 'Reading a contract',
    title_th: 'การอ่านสัญญา',
    desc_en: '',
    desc_th: '',
    image: null,
    media_file_id: null,
    duration_seconds: null,
    page_count: null,
    article_html_en: '<p>Start with the parties.</p>',
    article_html_th: '<p>เริ่มจากคู่สัญญา</p>',
    external_url: '',
    is_allow_download: false,
    is_review_enabled: false,
    is_publish: false,
    created_at: stamp,
    updated_at: stamp,
    media_file: null,
    scorm_package: null,
    ...overrides,
  };
}

describe('/dashboard/content/material/new/{kind}', { timeout: 30_000 }, () => {
  it('checks an external video address by the URL rules, then creates it', async () => {
    let sent: unknown = null;
    const { calls } = contentServer({
      'POST /api/dashboard/material/': (init) => {
        sent = JSON.parse(init.body as string);
        return { status: 201, body: buildMaterial({ id: 12, kind: 'external_video' }) };
      },
      '/api/dashboard/material/12/': {
        status: 200,
        body: buildMaterial({ id: 12, kind: 'external_video' }),
      },
    });
    const { router } = renderApp(dashboardRoutes, '/content/material/new/external_video');
    await screen.findByRole('heading', { level: 1, name: 'New material: External video' });
    type(/^Code/, 'YT-1');
    type(/^Title \(English\)/, 'Me at the zoo');
    type(/^Title \(Thai\)/, 'ฉันที่สวนสัตว์');
    type(/^YouTube address/, 'www.youtube.com/watch?v=jNQXAC9IVRw');
    fireEvent.click(screen.getByRole('button', { name: 'Create material' }));
    expect(await screen.findByText('The address must start with http:// or https://')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/dashboard/material/')).toBe(false);

    type(/^YouTube address/, 'https://www.youtube.com/watch?v=jNQXAC9IVRw');
    fireEvent.click(screen.getByRole('button', { name: 'Create material' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/material/12'));
    expect(sent).toMatchObject({
      kind: 'external_video',
      code: 'YT-1',
      title_th: 'ฉันที่สวนสัตว์',
      external_url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
    });
  });

  it('in Thai: asks for the file, and refuses a file of the wrong type before uploading', async () => {
    const { calls } = contentServer();
    const { i18n } = renderApp(dashboardRoutes, '/content/material/new/video');
    await screen.findByRole('heading', { level: 1, name: 'New material: Video' });
    await i18n.changeLanguage('th');
    await screen.findByRole('heading', { level: 1, name: 'สร้างสื่อการเรียน: วิดีโอ' });
    type(/^รหัส/, 'VID-1');
    type(/^ชื่อ \(ภาษาอังกฤษ\)/, 'Opening offers');
    type(/^ชื่อ \(ภาษาไทย\)/, 'การยื่นข้อเสนอแรก');
    fireEvent.click(screen.getByRole('button', { name: 'สร้างสื่อการเรียน' }));
    expect(await screen.findByText('กรุณากรอกข้อมูลในช่องนี้')).toBeTruthy();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('มีบางช่องที่ต้องแก้ไข');

    // The video's own file input: not the cover image's, nor the description editor's image button.
    const input = [
      ...document.querySelectorAll<HTMLInputElement>('input[type="file"]:not([name="image"])'),
    ].find((i) => !i.closest('[role="toolbar"]'));
    expect(input?.accept).toBe('.mp4');
    fireEvent.change(input as HTMLInputElement, {
      target: { files: [new File(['not a video'], 'clip.avi', { type: 'video/x-msvideo' })] },
    });
    expect(await screen.findByText('ไม่รองรับไฟล์ประเภทนี้')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/dashboard/upload'))).toBe(false);
    expect(calls.some((c) => c.path === '/api/dashboard/material/')).toBe(false);
  });
});

describe('/dashboard/content/material/{id}', { timeout: 30_000 }, () => {
  it('edits an article in both languages and shows the translated 424 on delete', async () => {
    let patched: unknown = null;
    contentServer({
      '/api/dashboard/material/9/': { status: 200, body: buildMaterial() },
      'PATCH /api/dashboard/material/9/': (init) => {
        patched = JSON.parse(init.body as string);
        return { status: 200, body: buildMaterial({ title_en: 'Reading contracts' }) };
      },
      'DELETE /api/dashboard/material/9/': {
        status: 424,
        body: { detail: 'still used', code: 'cannot_delete_because_dependency' },
      },
    });
    const { router } = renderApp(dashboardRoutes, '/content/material/9');
    await screen.findByRole('heading', { level: 1, name: 'Edit material: Article' });
    const thai = await screen.findByRole('textbox', { name: /^Article \(Thai\)/ });
    await waitFor(() => expect(thai.innerHTML).toBe('<p>เริ่มจากคู่สัญญา</p>'));
    type(/^Title \(English\)/, 'Reading contracts');
    const english = screen.getByRole('textbox', { name: /^Article \(English\)/ });
    const text = english.querySelector('p')!.firstChild!;
    english.focus();
    const range = document.createRange();
    range.setStart(text, 11);
    range.setEnd(text, 22);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    fireEvent(document, new Event('selectionchange'));
    const toolbar = screen.getByRole('toolbar', { name: /Article \(English\)/ });
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(english.innerHTML).toContain('<strong>the parties</strong>'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeTruthy();
    expect(patched).toMatchObject({
      kind: 'article',
      title_en: 'Reading contracts',
      article_html_en: '<p>Start with <strong>the parties</strong>.</p>',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this material?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('This item is still in use, so it cannot be deleted.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/content/material/9');
  });

  it('opens a material from the content list', async () => {
    contentServer({
      '/api/dashboard/content/': {
        status: 200,
        body: {
          ...empty,
          count: 1,
          total: 1,
          results: [
            {
              id: 9,
              kind: 'article',
              code: 'ART-1',
              title_en: 'Reading a contract',
              title_th: 'การอ่านสัญญา',
              is_publish: false,
              enroll_count: 0,
              created_at: stamp,
              updated_at: stamp,
            },
          ],
        },
      },
      '/api/dashboard/material/9/': { status: 200, body: buildMaterial() },
    });
    const { router } = renderApp(dashboardRoutes, '/content');
    fireEvent.click(await screen.findByRole('link', { name: 'Reading a contract' }));
    await screen.findByRole('heading', { level: 1, name: 'Edit material: Article' });
    expect(router.state.location.pathname).toBe('/content/material/9');
  });
});
