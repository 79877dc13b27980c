import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, expectAccessible, launch, snap } from './support/browser';
import { newLearnerPage } from './support/learners';
import { api } from './support/session';

/**
 * Discussions: an enrolled learner starts a topic (with a subject) on the demo customer-service
 * course (whose seeded English and Thai topics are already there); another enrolled learner
 * likes and follows it, a third replies and the follower is notified; a Thai learner on a phone
 * posts on the standalone demo video's discussion and is told why they cannot post on a course.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

async function idOf(page: Page, query: string, code: string): Promise<number> {
  const list = await api<{ results: { id: number; code: string }[] }>(page, 'GET', query);
  const id = list.results.find((r) => r.code === code)?.id;
  if (!id) throw new Error(`demo content ${code} not found`);
  return id;
}

/** Back to the top, so a full-page capture shows the header where it belongs. */
const top = (page: Page) => page.evaluate(() => window.scrollTo(0, 0));

/** A new learner enrolled in the demo discussion course, on its discussion tab. */
async function enrolledOnDiscussion(prefix: string) {
  const opened = await newLearnerPage(browser, prefix, DESKTOP);
  const id = await idOf(opened.page, 'course/?search=customer', 'C-SERVICE-101');
  await api(opened.page, 'POST', `course/${id}/enroll/`, {});
  await opened.page.goto(`/course/${id}/discussion`);
  await opened.page.getByRole('list', { name: 'Discussion topics' }).waitFor();
  return { ...opened, id };
}

describe('course discussion', () => {
  it('a learner posts a topic with a subject; another likes and follows it and hears of a reply', async () => {
    const stamp = Date.now().toString(36);
    const subject = `Phone openings ${stamp}`;
    const question = `Which opening line works best on the phone? (${stamp})`;
    const answer = `I start with the customer's name and a thank-you. (${stamp})`;

    const first = await enrolledOnDiscussion('discuss-a');
    const { page } = first;
    // The demo conversation is there before anyone posts.
    await page.getByText(/^Welcome to the course discussion!/).waitFor();
    await page.getByRole('heading', { name: /^คำถามประจำสัปดาห์/ }).waitFor();
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await page.getByLabel('Your post').fill(question);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await page.getByText('Your post is published.').waitFor();
    const topic = page.getByRole('listitem').filter({ hasText: question });
    await topic.waitFor();
    await topic.getByRole('heading', { name: subject }).waitFor();
    // Its author follows it from the start.
    await topic.getByRole('button', { name: 'Following replies' }).first().waitFor();
    await expectAccessible(page, 'course discussion');
    await top(page);
    await snap(page, 'discussion-course-posted-desktop');

    // A second learner likes and follows the topic.
    const fan = await enrolledOnDiscussion('discuss-c');
    const liked = fan.page.getByRole('listitem').filter({ hasText: question });
    await liked.getByRole('button', { name: 'Like', exact: true, pressed: false }).first().click();
    await liked.getByRole('button', { name: 'Like', exact: true, pressed: true }).first().waitFor();
    await liked.getByText('1 like', { exact: true }).first().waitFor();
    await liked.getByRole('button', { name: 'Follow replies' }).click();
    await liked.getByRole('button', { name: 'Following replies', pressed: true }).waitFor();

    const second = await enrolledOnDiscussion('discuss-b');
    const theirs = second.page.getByRole('listitem').filter({ hasText: question });
    await theirs.getByText('1 like', { exact: true }).first().waitFor();
    await theirs.getByRole('button', { name: 'Reply' }).click();
    await second.page.getByLabel('Your reply').fill(answer);
    await second.page.getByRole('button', { name: 'Send reply' }).click();
    await theirs.getByRole('list').getByText(answer).waitFor();
    // Only their own reply, not someone else's topic, offers an edit.
    expect(await theirs.getByRole('button', { name: 'Edit' }).count()).toBe(1);
    await top(second.page);
    await snap(second.page, 'discussion-course-replied-desktop');

    // The follower is told of the reply.
    const notes = await api<{ results: { kind: string; path: string | null }[] }>(
      fan.page,
      'GET',
      'notification/',
    );
    expect(notes.results.filter((n) => n.kind === 'discussion_reply')).toEqual([
      expect.objectContaining({ path: `/course/${fan.id}/discussion` }),
    ]);
    await fan.context.close();

    // The first learner sees the reply under their topic.
    await page.reload();
    await topic.getByRole('button', { name: 'Show 1 reply' }).click();
    await topic.getByText(answer).waitFor();
    await top(page);
    await snap(page, 'discussion-course-reply-seen-desktop');
    await second.context.close();
    await first.context.close();
  });
});

describe('standalone video discussion', () => {
  it('a Thai learner on a phone posts on the video discussion and reads a course one', async () => {
    const { context, page } = await newLearnerPage(browser, 'discuss-th', PHONE, 'th-TH');
    await api(page, 'PATCH', 'account/profile/', { language: 'th' });
    const id = await idOf(page, 'course/?content_type=video&search=stretch', 'M-STRETCH-VIDEO');
    await page.goto(`/video/${id}`);
    await page.getByRole('tab', { name: 'กระดานสนทนา' }).click();
    await page.waitForURL(`**/video/${id}/discussion`);
    const text = `ท่ายืดไหล่ช่วยได้มากครับ ทำทุกชั่วโมง (${Date.now().toString(36)})`;
    await page.getByRole('textbox', { name: 'หัวข้อ' }).fill('ท่ายืดไหล่');
    await page.getByLabel('ข้อความของคุณ').fill(text);
    await page.getByRole('button', { name: 'โพสต์', exact: true }).click();
    await page.getByText('โพสต์ของคุณเผยแพร่แล้ว').waitFor();
    await page.getByRole('list', { name: 'หัวข้อสนทนา' }).getByText(text).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await snap(page, 'discussion-video-phone-th');

    // On a course they are not enrolled in, they read the Thai conversation but are asked to enrol.
    const course = await idOf(page, 'course/?search=customer', 'C-SERVICE-101');
    await page.goto(`/course/${course}/discussion`);
    await page.getByText('ลงทะเบียนคอร์สนี้เพื่อโพสต์และตอบกลับ ตอนนี้คุณอ่านการสนทนาได้').waitFor();
    const enrol = page.getByRole('link', { name: 'ไปที่คอร์สเพื่อลงทะเบียน' });
    expect(await enrol.getAttribute('href')).toBe(`/course/${course}`);
    const topic = page.getByRole('listitem').filter({ hasText: 'คำถามประจำสัปดาห์' });
    await topic.getByRole('button', { name: 'ดู 2 คำตอบ' }).click();
    await topic.getByText('อย่าลืมติดตามผลหลังจากนั้นด้วยนะครับ').waitFor();
    expect(await page.getByRole('button', { name: 'โพสต์', exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await top(page);
    await snap(page, 'discussion-course-phone-th');
    await context.close();
  });
});
