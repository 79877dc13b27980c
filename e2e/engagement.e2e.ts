import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO, expectAccessible, launch, newPage } from './support/browser';
import { completeRequiredLessons, newLearnerPage } from './support/learners';
import { acceptDocuments, api, apiSignIn } from './support/session';

/**
 * Points and the team dashboard (issue 19), with users of its own: a new learner completes a
 * course and sees the points it earned, the history and their leaderboard position; a manager
 * made for the journey (team-dashboard flag, the learner's manager) opens the team dashboard,
 * sees the learner and assigns them a course with a deadline.
 */
const DESKTOP_1366 = { width: 1366, height: 768 };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const QUICK_COURSE = 'C-SAFE-101';
/** The title of C-SEC-101, a free demo course. */
const OTHER_TITLE = 'Cyber security basics';

describe('engagement', () => {
  it('awards points for a completed course, ranks the learner, and lets their manager assign them a course', async () => {
    const learner = await newLearnerPage(browser, 'pts', DESKTOP_1366);
    const { page } = learner;
    const me = await api<{ id: number; first_name: string }>(page, 'GET', 'account/profile/');
    const list = await api<{ results: { id: number; code: string }[] }>(
      page,
      'GET',
      `course/?search=${QUICK_COURSE}`,
    );
    const courseId = list.results.find((c) => c.code === QUICK_COURSE)?.id ?? 0;
    expect(courseId).toBeGreaterThan(0);
    await api(page, 'POST', `course/${courseId}/enroll/`, {});
    await completeRequiredLessons(page, courseId);

    await page.goto('/profile/point-gamification');
    await page.getByRole('heading', { level: 1, name: 'My points' }).waitFor();
    const history = page.getByText(/^Completed · /).first();
    await history.waitFor();
    const allTime = page.getByTestId('points-all');
    await expect
      .poll(async () => Number(await allTime.locator('p').nth(1).textContent()))
      .toBeGreaterThan(0);
    await expectAccessible(page, 'my points (en)');

    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    await page.waitForURL('**/profile/point-gamification/leaderboard');
    await page
      .getByTestId('my-rank')
      .filter({ hasText: /Your rank: \d+/ })
      .waitFor();
    await page.locator('[data-me]').first().waitFor();

    // A manager of the journey's own, set as the learner's manager by the administrator.
    const admin = await newPage(browser, DESKTOP_1366);
    await api(admin.page, 'POST', 'dashboard/account/login/', {
      username: DEMO.admin.email,
      password: DEMO.admin.password,
    });
    const manager = {
      email: `mgr-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
      password: 'Manager#Journey1',
    };
    await api(admin.page, 'POST', 'dashboard/user/', {
      email: manager.email,
      password: manager.password,
      first_name: 'Journey',
      last_name: 'Manager',
      is_team_dashboard: true,
    });
    const form = await api<Record<string, unknown>>(admin.page, 'GET', `dashboard/user/${me.id}/`);
    await api(admin.page, 'PATCH', `dashboard/user/${me.id}/`, {
      first_name: form.first_name,
      last_name: form.last_name,
      department: form.department,
      position: form.position,
      language: form.language,
      group_ids: form.group_ids,
      is_active: true,
      manager_email: manager.email,
    });
    await admin.context.close();

    const boss = await newPage(browser, DESKTOP_1366);
    await apiSignIn(boss.page, manager);
    await acceptDocuments(boss.page);
    await boss.page.goto('/team-dashboard');
    await boss.page.getByRole('heading', { level: 1, name: 'Team dashboard' }).waitFor();
    const row = boss.page
      .getByTestId('team-members-table')
      .getByRole('link', { name: new RegExp(me.first_name) });
    await row.waitFor();
    await expectAccessible(boss.page, 'team dashboard (en)');

    await boss.page.getByRole('button', { name: 'Assign a course' }).click();
    const dialog = boss.page.getByRole('dialog');
    await dialog.getByLabel('Course or program').fill(OTHER_TITLE);
    await boss.page.getByRole('option', { name: new RegExp(OTHER_TITLE) }).click();
    // The picker's box (its pills and field): the empty field itself is a sliver under it.
    await dialog.locator('.mantine-MultiSelect-input').click();
    await boss.page.getByRole('option', { name: new RegExp(me.first_name) }).click();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await boss.page.getByText('Assigned to 1 members.').waitFor();

    // The learner's drill-down shows the assigned course with its deadline.
    await row.click();
    await boss.page.getByTestId('member-results').getByText(/Due /).first().waitFor();
    await boss.context.close();
    await learner.context.close();
  });
});
