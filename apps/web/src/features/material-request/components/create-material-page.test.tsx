import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { articleHtmlFromText } from '../article-text';

afterEach(() => vi.unstubAllGlobals());

const empty = { count: 0, total: 0, page_size: 20, next: null, previous: null, results: [] };

describe('articleHtmlFromText', () => {
  it('makes paragraphs, headings, lists and bold, escaping everything typed', () => {
    expect(articleHtmlFromText('# หัวข้อ\n\nบรรทัด **หนา**\nต่อ\n\n- หนึ่ง\n- <b>สอง</b>')).toBe(
      '<h2>หัวข้อ</h2>\n<p>บรรทัด <strong>หนา</strong><br>ต่อ</p>\n<ul><li>หนึ่ง</li><li>&lt;b&gt;สอง&lt;/b&gt;</li></ul>',
    );
  });
});

describe('/profile/my-material/create', { timeout: 30_000 }, () => {
  it('lets a creator send an article in Thai and shows it waiting', async () => {
    let sent: Record<string, unknown> | null = null;
    installFakeServer({
      '/api/account/profile/': {
        status: 200,
        body: buildUser({ language: 'th', is_creator: true }),
      },
      'POST /api/material-request/': (init) => {
        sent = JSON.parse(init.body as string) as Record<string, unknown>;
        return { status: 201, body: {} };
      },
      '/api/material-request/': { status: 200, body: empty },
    });
    const { router } = renderApp(webfrontRoutes, '/profile/my-material/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'สร้างสื่อการเรียนรู้' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'สื่อของฉัน' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ส่งขออนุมัติ' }));
    expect((await screen.findAllByText('กรุณากรอกข้อมูลในช่องนี้')).length).toBe(2);
    expect(sent).toBeNull();
    fireEvent.change(screen.getByLabelText(/ชื่อเรื่อง/), { target: { value: 'การออมเงิน' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^บทความ/ }), {
      target: { value: 'ออมก่อนใช้\n\n- ทุกเดือน' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'ส่งขออนุมัติ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/my-material'));
    expect(sent).toMatchObject({
      kind: 'article',
      title: 'การออมเงิน',
      article_html: '<p>ออมก่อนใช้</p>\n<ul><li>ทุกเดือน</li></ul>',
    });
    expect(await screen.findByText('คุณยังไม่ได้ส่งสื่อใด ๆ')).toBeTruthy();
  });

  it('tells a learner who is not a creator, and has no menu entry', async () => {
    installFakeServer({
      '/api/account/profile/': {
        status: 200,
        body: buildUser(),
      },
    });
    renderApp(webfrontRoutes, '/profile/my-material/create');
    expect(await screen.findByText(/open to creators only/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'My materials' })).toBeNull();
  });
});
