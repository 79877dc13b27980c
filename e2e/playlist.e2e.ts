import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, expectAccessible, launch, snap } from './support/browser';
import { newLearnerPage } from './support/learners';
import { api } from './support/session';

/**
 * Learning playlists and flash cards (issue 19). English desktop: a learner makes a public
 * playlist, adds a course from the course's page, and invites a collaborator, who adds and
 * reorders items; the owner sees the collaborator's changes. Thai phone: a learner studies a
 * flash-card set — flips a card by tapping, "จำได้แล้ว" and "ขออีกครั้ง" — and the Leitner
 * boxes are stored.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

interface Card {
  id: number;
  title: string;
  content_type: { code: string };
}

describe('a playlist with a collaborator', () => {
  it('is created, filled from a course page, and edited by an invited collaborator', async () => {
    const owner = await newLearnerPage(browser, 'plown', DESKTOP);
    const editor = await newLearnerPage(browser, 'pledit', DESKTOP);
    for (const p of [owner.page, editor.page])
      await api(p, 'PATCH', 'account/profile/', { language: 'en' });
    const found = await api<{ results: Card[] }>(
      owner.page,
      'GET',
      'search/?content_type=course&page_size=5',
    );
    const [first, second] = found.results;
    expect(second, 'two published courses to add').toBeTruthy();
    const token = Date.now() % 100000;
    const title = `Onboarding picks ${token}`;

    await owner.page.goto('/learning-playlist/create');
    await owner.page.getByRole('heading', { level: 1, name: 'Create a playlist' }).waitFor();
    await owner.page.getByRole('textbox', { name: 'Title (English)' }).fill(title);
    await owner.page
      .getByRole('textbox', { name: 'Title (Thai)' })
      .fill(`คัดมาให้พนักงานใหม่ ${token}`);
    await owner.page.getByRole('radio', { name: /Public/ }).check();
    await expectAccessible(owner.page, 'create playlist');
    await owner.page.getByRole('button', { name: 'Create playlist' }).click();
    await owner.page.getByRole('heading', { level: 1, name: `Manage “${title}”` }).waitFor();
    const id = Number(/learning-playlist\/(\d+)/.exec(owner.page.url())?.[1]);

    // "Add to playlist" on the course's own page.
    await owner.page.goto(`/course/${first!.id}`);
    await owner.page.getByRole('button', { name: 'Add to playlist' }).click();
    await owner.page.getByRole('menuitem', { name: title }).click();
    await owner.page.getByText(`Added to “${title}”.`).waitFor();

    // The owner invites the collaborator by e-mail.
    await owner.page.goto(`/learning-playlist/${id}/management/collaborator`);
    await owner.page
      .getByRole('textbox', { name: 'E-mail of the person' })
      .fill(editor.account.email);
    await owner.page.getByRole('button', { name: 'Invite' }).click();
    await owner.page.getByTestId('collaborator').getByText(editor.account.email).waitFor();
    await snap(owner.page, 'playlist-collaborators-en-desktop');

    // The collaborator adds a course by searching, then moves it to the top.
    await editor.page.goto(`/learning-playlist/${id}/management`);
    await editor.page.getByRole('heading', { level: 1, name: `Manage “${title}”` }).waitFor();
    await editor.page
      .getByRole('combobox', { name: 'Add content' })
      .fill(second!.title.slice(0, 20));
    await editor.page
      .getByRole('option', { name: new RegExp(second!.title.slice(0, 20)) })
      .first()
      .click();
    await editor.page.getByRole('button', { name: 'Add', exact: true }).click();
    await editor.page.getByTestId('manage-item').nth(1).getByText(second!.title).waitFor();
    await editor.page.getByRole('button', { name: `Move “${second!.title}” up` }).click();
    await editor.page.getByTestId('manage-item').first().getByText(second!.title).waitFor();
    await expectAccessible(editor.page, 'manage playlist');
    await snap(editor.page, 'playlist-manage-editor-en-desktop');

    // The owner sees the collaborator's order on the playlist's page.
    await owner.page.goto(`/learning-playlist/${id}`);
    await owner.page.getByRole('heading', { level: 1, name: title }).waitFor();
    const items = owner.page.getByTestId('playlist-item');
    await items.first().getByText(second!.title).waitFor();
    await items.nth(1).getByText(first!.title).waitFor();
    await expectAccessible(owner.page, 'playlist page');
    await snap(owner.page, 'playlist-page-en-desktop');

    // It is in the library's playlist tab of both.
    await editor.page.goto('/profile/library/learning-playlist?tab=shared');
    await editor.page.getByTestId('playlist-card').getByRole('link', { name: title }).waitFor();

    // Anyone else may read the public playlist, not manage it: told so, in Thai on a phone, with
    // the way to read it.
    const stranger = await newLearnerPage(browser, 'plvisit', PHONE);
    await api(stranger.page, 'PATCH', 'account/profile/', { language: 'th' });
    await stranger.page.goto(`/learning-playlist/${id}/management`);
    await stranger.page.getByText('เฉพาะเจ้าของเพลย์ลิสต์และผู้ร่วมแก้ไขเท่านั้นที่จัดการเพลย์ลิสต์นี้ได้').waitFor();
    expect(await stranger.page.getByTestId('manage-item').count()).toBe(0);
    await expectAccessible(stranger.page, 'manage playlist refused (Thai phone)');
    await snap(stranger.page, 'playlist-manage-refused-th-phone');
    await stranger.page.getByRole('link', { name: 'ดูเพลย์ลิสต์' }).click();
    await stranger.page
      .getByRole('heading', { level: 1, name: `คัดมาให้พนักงานใหม่ ${token}` })
      .waitFor();
    await stranger.context.close();
    await owner.context.close();
    await editor.context.close();
  });
});

describe('studying flash cards', () => {
  it('flips, knows and misses cards on a Thai phone, and keeps the boxes', async () => {
    const { context, page } = await newLearnerPage(browser, 'flash', PHONE, 'th-TH');
    await api(page, 'PATCH', 'account/profile/', { language: 'th' });
    const set = await api<{ id: number; cards: { id: number }[] }>(page, 'POST', 'flash-card/', {
      title_en: 'Office words',
      title_th: 'คำศัพท์ในสำนักงาน',
      cards: [
        {
          front_en: 'Printer',
          front_th: 'เครื่องพิมพ์',
          back_en: 'Prints paper',
          back_th: 'ใช้พิมพ์เอกสาร',
        },
        {
          front_en: 'Stapler',
          front_th: 'ที่เย็บกระดาษ',
          back_en: 'Joins sheets',
          back_th: 'ใช้เย็บกระดาษ',
        },
      ],
    });
    await page.goto(`/flash-card/${set.id}`);
    await page.getByRole('heading', { level: 1, name: 'คำศัพท์ในสำนักงาน' }).waitFor();
    await page.getByText('การ์ดที่ 1 จาก 2').waitFor();
    const card = page.getByTestId('flash-card');
    await card.getByText('เครื่องพิมพ์').waitFor();
    expect(await card.getAttribute('aria-pressed')).toBe('false');
    await card.click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="flash-card"]')?.getAttribute('aria-pressed') ===
        'true',
    );
    await expectAccessible(page, 'flash card (th)');
    await snap(page, 'flash-card-flipped-th-phone');
    await page.getByRole('button', { name: 'จำได้แล้ว' }).click();
    await page.getByText('การ์ดที่ 2 จาก 2').waitFor();
    await card.getByText('ที่เย็บกระดาษ').waitFor();
    // The keyboard flips too.
    await card.focus();
    await page.keyboard.press('Space');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="flash-card"]')?.getAttribute('aria-pressed') ===
        'true',
    );
    await page.getByRole('button', { name: 'ขออีกครั้ง' }).click();
    await page
      .getByTestId('flash-done')
      .getByText('คุณจำได้ 1 จาก 2 การ์ด', { exact: false })
      .waitFor();
    await snap(page, 'flash-card-done-th-phone');

    const stored = await api<{ cards: { id: number; box: number }[] }>(
      page,
      'GET',
      `flash-card/${set.id}/`,
    );
    expect(stored.cards.map((c) => c.box)).toEqual([2, 1]);
    // The next session starts with the missed card.
    await page.getByRole('button', { name: 'ทบทวนอีกครั้ง' }).click();
    await card.getByText('ที่เย็บกระดาษ').waitFor();
    await api(page, 'PATCH', 'account/profile/', { language: 'en' });
    await context.close();
  });
});
