import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { FlashCardSet } from '@portal/shared';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildCard, paged } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const set: FlashCardSet = {
  id: 70,
  title_en: 'Kitchen words',
  title_th: 'คำศัพท์ในครัว',
  desc_en: '',
  desc_th: '',
  is_publish: true,
  is_mine: false,
  request_status: null,
  request_reason: '',
  cards: [],
};
const flashCard = { id: 17, code: 'flash_card', name: 'Flash card' };

describe('/flash-card/{id}/related', { timeout: 30_000 }, () => {
  it('lists the related sets, each linking to its study page, with the way back (Thai)', async () => {
    const server = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
      '/api/flash-card/70/': { status: 200, body: set },
      '/api/flash-card/70/related/': {
        status: 200,
        body: paged([buildCard({ id: 71, title: 'คำศัพท์ในสำนักงาน', content_type: flashCard })]),
      },
    });
    renderApp(webfrontRoutes, '/flash-card/70/related');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'ชุดแฟลชการ์ดที่เกี่ยวข้องกับ คำศัพท์ในครัว',
      }),
    ).toBeTruthy();
    const card = await screen.findByRole('link', { name: /คำศัพท์ในสำนักงาน/ });
    expect(card.getAttribute('href')).toBe('/flash-card/71');
    expect(screen.getByRole('link', { name: /ทบทวนชุดนี้/ }).getAttribute('href')).toBe(
      '/flash-card/70',
    );
    expect(server.calls.find((c) => c.path === '/api/flash-card/70/related/')?.search).toContain(
      'page=1',
    );
  });

  it('says when no other set shares the topic', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/flash-card/70/': { status: 200, body: set },
      '/api/flash-card/70/related/': { status: 200, body: paged([]) },
    });
    renderApp(webfrontRoutes, '/flash-card/70/related');
    expect(await screen.findByText('No other sets on this topic yet.')).toBeTruthy();
  });
});
