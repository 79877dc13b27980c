import { describe, expect, test } from 'vitest';
import { browserForFile, snap } from './support/browser';
import { acceptDocuments, registerLearner } from './support/session';

// Issue 21 item 17: a test's card says its time limit, questions and attempts before it opens.
const { journey } = browserForFile();

describe('test cards', () => {
  test('the demo quiz card tells its time limit, questions and attempts, in English and Thai', async () => {
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      for (const language of ['en', 'th'] as const) {
        await journey(viewport, async (page) => {
          await registerLearner(page, 'test-cards');
          await acceptDocuments(page);
          await page.goto(`/test?lang=${language}`);
          const facts = page.getByTestId('test-facts').first();
          await facts.waitFor();
          const text = (await facts.textContent()) ?? '';
          expect(text).toMatch(
            language === 'en'
              ? /^(No time limit|\d+ min) · \d+ questions? · (Unlimited attempts|\d+ attempts?)$/
              : /^(ไม่จำกัดเวลา|\d+ นาที) · \d+ ข้อ · (ทำได้ไม่จำกัดครั้ง|ทำได้ \d+ ครั้ง)$/,
          );
          await snap(page, `test-cards-${viewport.width}-${language}`);
        });
      }
    }
  });
});
