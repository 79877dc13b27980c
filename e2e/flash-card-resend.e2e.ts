import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DESKTOP, expectAccessible, launch, newPage, snap } from './support/browser';
import { newLearnerPage } from './support/learners';
import { api, fillSignIn } from './support/session';

/**
 * A rejected learner-made item is edited and sent again (issue 19 item 3): a learner makes a
 * flash-card set and sends it for approval; the administrator rejects it with a reason in
 * Dashboard → Material requests; the learner reads the reason on the set, edits a card, sends it
 * again; the administrator approves it, and the edited set is published for another learner.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

async function adminPage(): Promise<Page> {
  const { page } = await newPage(browser, DESKTOP);
  await page.goto('/dashboard/');
  await page.waitForURL((url) => url.pathname === '/dashboard/account/signin');
  await fillSignIn(page, DEMO.admin);
  await page.waitForURL((url) => url.pathname === '/dashboard/' || url.pathname === '/dashboard');
  await api(page, 'PATCH', 'account/profile/', { language: 'en' });
  return page;
}

/** Opens the set's request in the dashboard's review dialog. */
async function review(admin: Page, title: string) {
  await admin.goto(`/dashboard/material-request?search=${encodeURIComponent(title)}`);
  await admin.getByRole('heading', { level: 1, name: 'Material requests' }).waitFor();
  await admin
    .getByRole('button', { name: `Review ${title}` })
    .first()
    .click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).waitFor();
}

/** From the set's own page: Request approval, then send. */
async function sendForApproval(page: Page, id: number) {
  await page.goto(`/flash-card/${id}`);
  await page.getByRole('link', { name: 'Request approval' }).click();
  await page.getByRole('button', { name: 'Send for approval' }).click();
  await page.waitForURL((url) => url.pathname === '/flash-card/list');
}

describe('a rejected flash-card set', () => {
  it('shows the reason, is edited and sent again, then approved and published', async () => {
    const { context, page } = await newLearnerPage(browser, 'fcresend', DESKTOP);
    await api(page, 'PATCH', 'account/profile/', { language: 'en' });
    const title = `Lab safety ${Date.now() % 100000}`;

    // The learner makes a set with one card.
    await page.goto('/flash-card/create');
    await page.getByRole('heading', { level: 1, name: 'Create a flash-card set' }).waitFor();
    await page.getByRole('textbox', { name: 'Title (English)' }).fill(title);
    const card = page.getByTestId('card-form').first();
    await card.getByRole('textbox', { name: 'Front (English)' }).fill('Goggles');
    await card.getByRole('textbox', { name: 'Back (English)' }).fill('Wear them');
    await page.getByRole('button', { name: 'Save set' }).click();
    await page.waitForURL(/\/flash-card\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/')[2]);
    await sendForApproval(page, id);

    // The administrator rejects it with a reason.
    const reason = 'Say when goggles are needed, not only that they are.';
    const admin = await adminPage();
    await review(admin, title);
    await admin.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    const reject = admin.getByRole('dialog', { name: 'Reject material' });
    await reject.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await reject.getByRole('button', { name: 'Reject' }).click();
    await admin.getByText(`${title} is rejected.`).waitFor();

    // The learner reads the reason on the set, and edits the card.
    await page.goto(`/flash-card/${id}`);
    await page.getByText(`Reason: ${reason}`).waitFor();
    await page.getByText('Rejected', { exact: true }).first().waitFor();
    await expectAccessible(page, 'rejected flash-card set');
    await snap(page, 'flash-card-rejected-en-desktop');
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit flash-card set' }).waitFor();
    const back = page
      .getByTestId('card-form')
      .first()
      .getByRole('textbox', { name: 'Back (English)' });
    await expect.poll(() => back.inputValue(), { timeout: 20_000 }).toBe('Wear them');
    await back.fill('Wear them whenever liquids or glass are handled');
    await page.getByRole('button', { name: 'Save set' }).click();
    await page.waitForURL(`**/flash-card/${id}`);
    await sendForApproval(page, id);
    await page
      .getByTestId('my-set')
      .filter({ hasText: title })
      .getByText('Waiting for approval', { exact: true })
      .first()
      .waitFor();

    // The administrator reviews the request sent again and approves it.
    await review(admin, title);
    await admin.getByRole('dialog').getByRole('link', { name: /flash/i }).waitFor();
    await snap(admin, 'flash-card-resent-review-desktop');
    await admin.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await admin.getByText(`${title} is approved and published.`).waitFor();
    await admin.context().close();

    // Published: the learner's list says so, and another learner studies the edited card.
    await page.goto('/flash-card/list');
    await page
      .getByTestId('my-set')
      .filter({ hasText: title })
      .getByText('Published', { exact: true })
      .first()
      .waitFor();
    const other = await newLearnerPage(browser, 'fcresend-reader', DESKTOP);
    const published = await api<{ title_en: string; cards: { back_en: string }[] }>(
      other.page,
      'GET',
      `flash-card/${id}/`,
    );
    expect(published.cards.map((c) => c.back_en)).toEqual([
      'Wear them whenever liquids or glass are handled',
    ]);
    await other.page.goto(`/flash-card/${id}`);
    await other.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await other.context.close();
    await context.close();
  });
});
