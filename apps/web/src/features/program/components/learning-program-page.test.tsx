import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { buildProgram, buildStep, result } from '@/test/program-factories';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const program = buildProgram({
  id: 5,
  title: 'Sales program',
  desc: 'Everything a new seller needs.',
  content_type: { id: 5, code: 'learning_program', name: 'Learning program' },
  enroll_case: 'learning',
  learning_result: result(21, 20),
  section_list: [
    {
      id: 1,
      name: 'Basics',
      sort: 0,
      slot_list: [
        buildStep(31, 'Selling 101'),
        buildStep(32, 'Product quiz', { type: 'test' }),
        buildStep(33, 'Negotiation', { learning_result: { status: 21, percent: 40 } }),
      ],
    },
  ],
});

describe('/learning-program/{id}', { timeout: 20_000 }, () => {
  it('groups the steps by content type in tabs, each its own path, and an about tab', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/learning-program/5/': { status: 200, body: program },
    });
    const { router } = renderApp(webfrontRoutes, '/learning-program/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales program' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All steps',
      'Course',
      'Test',
      'About',
    ]);
    expect(screen.getByRole('button', { name: 'Start: Product quiz' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue: Negotiation' }).getAttribute('href')).toBe(
      '/course/133',
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Test' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/learning-program/5/9'));
    await waitFor(() => expect(screen.queryByText('Selling 101')).toBeNull());
    expect(screen.getByRole('button', { name: 'Start: Product quiz' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'About' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/learning-program/5/about'));
    expect(await screen.findByText('Everything a new seller needs.')).toBeTruthy();
  });

  it('opens a type tab by path in Thai, and says an unknown type is not found', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
      '/api/learning-program/5/': { status: 200, body: program },
    });
    const first = renderApp(webfrontRoutes, '/learning-program/5/1');
    expect(await screen.findByRole('link', { name: 'เรียนต่อ: Negotiation' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Product quiz')).toBeNull());
    first.unmount();
    renderApp(webfrontRoutes, '/learning-program/5/77');
    expect(await screen.findByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeTruthy();
  });
});
