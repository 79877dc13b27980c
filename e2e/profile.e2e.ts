import { describe, expect, test } from 'vitest';
import { browserForFile, snap } from './support/browser';
import { acceptDocuments, apiSignIn, registerLearner } from './support/session';

// Issue 21 item 19: the profile shows the email as text and changes the password while signed
// in (the current one required; the learner's other sessions signed out).
const { journey, newPage } = browserForFile();

const PHONE_390 = { width: 390, height: 844 };
const DESKTOP_1366 = { width: 1366, height: 900 };

describe('my profile', () => {
  test('looks right in English and Thai, on a phone and a desktop', async () => {
    for (const viewport of [DESKTOP_1366, PHONE_390]) {
      for (const language of ['en', 'th'] as const) {
        await journey(viewport, async (page) => {
          const learner = await registerLearner(page, 'profile');
          await acceptDocuments(page);
          await page.goto(`/profile/my-profile?lang=${language}`);
          await page.getByTestId('profile-email').waitFor();
          expect(await page.getByTestId('profile-email').textContent()).toBe(learner.email);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          ).toBeLessThanOrEqual(0);
          await snap(page, `profile-${viewport.width}-${language}`);
        });
      }
    }
  });

  test('changes the password and signs the other device out', async () => {
    await journey(DESKTOP_1366, async (page) => {
      const learner = await registerLearner(page, 'profile-password');
      await acceptDocuments(page);
      const other = await newPage(PHONE_390);
      await apiSignIn(other.page, learner);
      expect((await other.page.request.get('/api/account/profile/')).status()).toBe(200);

      await page.goto('/profile/my-profile');
      await page.getByLabel('Current password').fill(learner.password);
      await page.getByLabel(/^New password/).fill('Changed#2026x');
      await page.getByLabel('Confirm new password').fill('Changed#2026x');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Your password was changed. Other devices were signed out.').waitFor();

      // This page stays signed in; the other device is signed out.
      expect((await page.request.get('/api/account/profile/')).status()).toBe(200);
      expect((await other.page.request.get('/api/account/profile/')).status()).toBe(401);
      await other.context.close();
    });
  });
});
