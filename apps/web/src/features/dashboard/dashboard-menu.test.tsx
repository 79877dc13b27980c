import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { addFeatureMessages, createI18n } from '@/i18n';
import { GroupedMenu } from '@/app/layouts/chrome/grouped-menu';
import { dashboardMenu, type DashboardAccess } from './dashboard-menu';
import { dashboardMenuMessages } from './dashboard-menu-messages';

const everything: DashboardAccess = {
  manageEnrollment: true,
  manageContent: true,
  manageUsers: true,
  viewReports: true,
  manageOrders: true,
  manageConfig: true,
  superuser: true,
  messengerOn: true,
};

function translator(language: 'en' | 'th') {
  const i18n = createI18n(language);
  addFeatureMessages(i18n, dashboardMenuMessages);
  return (key: string) => i18n.t(key, { ns: dashboardMenuMessages.ns });
}

const STORAGE = 'test-menu-folded';

function renderMenu(url: string, access: DashboardAccess = everything) {
  const menu = dashboardMenu(translator('en'), access);
  return render(
    <MemoryRouter initialEntries={[url]}>
      <GroupedMenu top={menu.top} groups={menu.groups} storageKey={STORAGE} />
    </MemoryRouter>,
  );
}

const heading = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('dashboard menu', () => {
  it('puts every entry in one of the five groups, headed in English and Thai', () => {
    const en = dashboardMenu(translator('en'), everything);
    expect(en.groups.map((g) => g.label)).toEqual([
      'Learning',
      'People',
      'Commerce',
      'Reports',
      'System',
    ]);
    const th = dashboardMenu(translator('th'), everything);
    expect(th.groups.map((g) => g.label)).toEqual(['การเรียนรู้', 'บุคคล', 'การขาย', 'รายงาน', 'ระบบ']);
    expect(en.top.map((i) => i.to)).toEqual(['/']);
    const byGroup = Object.fromEntries(en.groups.map((g) => [g.id, g.items.map((i) => i.to)]));
    expect(byGroup.learning).toContain('/activity');
    expect(byGroup.people).toContain('/user');
    expect(byGroup.commerce).toEqual(['/order', '/coupon']);
    expect(byGroup.reports).toContain('/report');
    expect(byGroup.system).toContain('/import');
    // Every label is translated (no raw key shows).
    for (const item of [...th.top, ...th.groups.flatMap((g) => g.items)])
      expect(item.label).not.toMatch(/^[a-z_]+$/);
  });

  it('gives each entry its own icon', () => {
    const menu = dashboardMenu(translator('en'), everything);
    const icons = [...menu.top, ...menu.groups.flatMap((g) => g.items)].map((i) => i.icon);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('keeps each entry behind its permission and drops empty groups', () => {
    const none: DashboardAccess = {
      manageEnrollment: false,
      manageContent: false,
      manageUsers: false,
      viewReports: false,
      manageOrders: false,
      manageConfig: false,
      superuser: false,
      messengerOn: true,
    };
    const menu = dashboardMenu(translator('en'), none);
    expect(menu.groups.map((g) => g.id)).toEqual(['system']);
    expect(menu.groups[0]?.items.map((i) => i.to)).toEqual(['/outbox', '/settings']);
    const content = dashboardMenu(translator('en'), { ...none, manageContent: true });
    const learning = content.groups.find((g) => g.id === 'learning')?.items.map((i) => i.to);
    expect(learning).toContain('/activity');
    expect(learning).not.toContain('/marking');
  });

  it('starts with the groups open and remembers a folded or opened group across a new render', () => {
    renderMenu('/');
    expect(heading('People').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Users' })).toBeTruthy();
    fireEvent.click(heading('People'));
    expect(heading('People').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
    expect(window.localStorage.getItem(`${STORAGE}:people`)).toBe('1');

    cleanup();
    renderMenu('/');
    expect(heading('People').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
    expect(heading('Learning').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(heading('People'));
    expect(window.localStorage.getItem(`${STORAGE}:people`)).toBe('0');

    cleanup();
    renderMenu('/');
    expect(heading('People').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Users' })).toBeTruthy();
  });

  it('keeps the current page’s group open even when it was folded', () => {
    window.localStorage.setItem(`${STORAGE}:system`, '1');
    window.localStorage.setItem(`${STORAGE}:people`, '1');
    renderMenu('/import/42');
    expect(heading('System').getAttribute('aria-expanded')).toBe('true');
    expect((heading('System') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Imports' }).getAttribute('aria-current')).toBe('page');
    expect(heading('People').getAttribute('aria-expanded')).toBe('false');
    expect(heading('Learning').getAttribute('aria-expanded')).toBe('true');
  });
});
