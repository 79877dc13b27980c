import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { renderApp } from '@/test/render-app';
import { contentServer, empty, stamp } from './content-fake-server';

afterEach(() => vi.unstubAllGlobals());

const row = (id: number, kind: string, title_en: string, title_th: string) => ({
  id,
  kind,
  code: `${kind.toUpperCase()}-${id}`,
  title_en,
  title_th,
  is_publish: true,
  enroll_count: 0,
  created_at: stamp,
  updated_at: stamp,
});

describe('/dashboard/content', { timeout: 60_000 }, () => {
  it('opens tests, surveys and programs in their editors and offers new ones, in English and Thai', async () => {
    contentServer({
      '/api/dashboard/content/': {
        status: 200,
        body: {
          ...empty,
          count: 5,
          total: 5,
          results: [
            row(9, 'test', 'Fire safety', 'ความปลอดภัยจากอัคคีภัย'),
            row(40, 'learning_path', 'Sales path', 'เส้นทางฝ่ายขาย'),
            row(41, 'onboard', 'First week', 'สัปดาห์แรก'),
            row(12, 'survey', 'Canteen survey', 'แบบสำรวจโรงอาหาร'),
            row(30, 'video', 'Desk stretches', 'ยืดเส้นที่โต๊ะ'),
          ],
        },
      },
    });
    const { i18n } = renderApp(dashboardRoutes, '/content');
    await screen.findByRole('heading', { level: 1, name: 'Content' });
    expect(screen.getByRole('link', { name: 'New test' }).getAttribute('href')).toBe(
      '/content/test/new',
    );
    expect(screen.getByRole('link', { name: 'New survey' }).getAttribute('href')).toBe(
      '/content/survey/new',
    );
    const edit = await screen.findByRole('link', { name: 'Edit Fire safety' });
    expect(edit.getAttribute('href')).toBe('/content/test/9');
    expect(screen.getByRole('link', { name: 'Edit Canteen survey' }).getAttribute('href')).toBe(
      '/content/survey/12',
    );
    // Materials open the material editor.
    expect(screen.getByRole('link', { name: 'Edit Desk stretches' }).getAttribute('href')).toBe(
      '/content/material/30',
    );
    // Programs open the program editor of their kind.
    expect(screen.getByRole('link', { name: 'Edit Sales path' }).getAttribute('href')).toBe(
      '/content/learning-path/40',
    );
    expect(screen.getByRole('link', { name: 'Edit First week' }).getAttribute('href')).toBe(
      '/content/onboard/41',
    );

    await i18n.changeLanguage('th');
    expect(await screen.findByRole('link', { name: 'แบบทดสอบใหม่' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'แบบสำรวจใหม่' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ความปลอดภัยจากอัคคีภัย' })).toBeTruthy();
  });
});
