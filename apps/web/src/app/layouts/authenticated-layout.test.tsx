import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The left menu's link targets, by label, for a signed-in user. */
async function menuFor(overrides: Parameters<typeof buildUser>[0]) {
  installFakeServer({ '/api/account/profile/': { status: 200, body: buildUser(overrides) } });
  renderApp(webfrontRoutes, '/profile/my-profile');
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return Object.fromEntries(
    within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  );
}

describe('the webfront menu', { timeout: 30_000 }, () => {
  it('reaches trainings, live sessions, learning programs and flash cards', async () => {
    const menu = await menuFor({});
    expect(menu).toMatchObject({
      Trainings: '/class',
      'Live sessions': '/live',
      'Learning programs': '/learning-program',
      'Flash cards': '/flash-card/list',
    });
    expect(menu['Activities to approve']).toBeUndefined();
  });

  it('groups the entries under Explore, My learning and More; a manager also has My team', async () => {
    installFakeServer({ '/api/account/profile/': { status: 200, body: buildUser({}) } });
    renderApp(webfrontRoutes, '/profile/my-profile');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const sections = () =>
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
    expect(sections()).toEqual(['Explore', 'My learning', 'More']);
    // Each heading is followed by its section's list.
    const firstUnder = (name: string) =>
      within(nav).getByRole('heading', { name }).nextElementSibling?.querySelector('li')
        ?.textContent;
    expect(firstUnder('Explore')).toBe('Courses');
    expect(firstUnder('My learning')).toBe('My library');
    expect(firstUnder('More')).toBe('My orders');
  });

  it('gives a manager the activities to approve beside the team dashboard', async () => {
    const menu = await menuFor({ is_team_dashboard: true });
    expect(menu).toMatchObject({
      'Team dashboard': '/team-dashboard',
      'Activities to approve': '/activity/approval',
    });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('heading', { name: 'My team' }).textContent).toBe('My team');
  });
});
