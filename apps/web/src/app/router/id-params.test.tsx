import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { dashboardRoutes } from '@/app/dashboard/dashboard-routes';
import { dashboardServer } from '@/test/dashboard-server';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { guardIdParams, idParamsOf, isIdText } from './id-params';
import { webfrontRoutes } from './webfront-routes';

afterEach(() => vi.unstubAllGlobals());

describe('id parameters of a route path', () => {
  it('are the parameters named like ids, but a category’s and a content type’s', () => {
    expect(idParamsOf('course/:courseid/playlist/:slotid')).toEqual(['courseid', 'slotid']);
    expect(idParamsOf('marking/attempt/:attemptId')).toEqual(['attemptId']);
    expect(idParamsOf('user/:id')).toEqual(['id']);
    expect(idParamsOf('category/:categoryid/:contenttypeid')).toEqual([]);
    expect(idParamsOf('certificate/verify/:code')).toEqual([]);
    expect(idParamsOf('tag/:tagid?')).toEqual(['tagid?']);
    expect(idParamsOf(undefined)).toEqual([]);
  });

  it('hold a positive whole number and nothing else', () => {
    for (const good of ['1', '42', '900719925474099']) expect(isIdText(good)).toBe(true);
    for (const bad of [undefined, '', '0', '-1', '01', '1.5', '1e3', 'abc', ' 1', '0x1'])
      expect(isIdText(bad)).toBe(false);
  });

  it('check a screen against its ancestors’ ids too, and leave declared text alone', async () => {
    const Screen = () => <p>screen</p>;
    const table: RouteObject[] = guardIdParams([
      { path: 'template/:id', handle: { textParams: ['id'] }, Component: Screen },
      { path: 'course/:courseid', children: [{ path: 'info', Component: Screen }] },
      { path: 'tag/:tagid?', Component: () => <p>tags</p> },
    ]);
    for (const [address, text] of [
      ['/template/default', 'screen'],
      ['/course/abc/info', 'This page could not be found'],
      ['/course/12/info', 'screen'],
      ['/tag', 'tags'],
      ['/tag/x', 'This page could not be found'],
    ] as const) {
      const view = renderApp(table, address);
      expect(await screen.findByText(text)).toBeTruthy();
      view.unmount();
    }
  });
});

describe('a screen reached with a broken id', { timeout: 30_000 }, () => {
  for (const address of ['/learning-playlist/abc', '/profile/order/1.5', '/course/0']) {
    it(`shows the not-found page and asks the server nothing about it (${address})`, async () => {
      const server = installFakeServer({
        '/api/account/profile/': { status: 200, body: buildUser() },
      });
      renderApp(webfrontRoutes, address);
      expect(await screen.findByText('This page could not be found')).toBeTruthy();
      const asked = server.calls.map((call) => call.path);
      expect(asked.filter((p) => /NaN|\/0\/|1\.5/.test(p))).toEqual([]);
    });
  }

  it('in Thai', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
    });
    renderApp(webfrontRoutes, '/learning-playlist/abc');
    expect(await screen.findByText('ไม่พบหน้าที่คุณต้องการ')).toBeTruthy();
  });

  for (const address of ['/user/abc', '/marking/attempt/abc']) {
    it(`in the dashboard too (${address})`, async () => {
      const server = dashboardServer(['dashboard_manage_user', 'dashboard_manage_test']);
      renderApp(dashboardRoutes, address);
      expect(await screen.findByText('This page could not be found')).toBeTruthy();
      expect(server.calls.filter((call) => call.path.includes('NaN'))).toEqual([]);
    });
  }
});
