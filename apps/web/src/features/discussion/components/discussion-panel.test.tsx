import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DiscussionList, DiscussionPost, MaterialDetail } from '@portal/shared';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildCourse } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const post = (over: Partial<DiscussionPost> = {}): DiscussionPost => ({
  id: 1,
  parent_id: null,
  subject: 'Upset customers',
  body: 'How do I calm an upset customer?',
  user: { id: 5, name: 'Malee Sukjai', image: null },
  reply_count: 0,
  like_count: 0,
  is_liked: false,
  is_subscribed: false,
  is_hidden: false,
  is_own: false,
  is_edited: false,
  can_delete: false,
  datetime_create: '2026-11-20T08:00:00Z',
  datetime_update: '2026-11-20T08:00:00Z',
  ...over,
});

function list(results: DiscussionPost[], over: Partial<DiscussionList> = {}): DiscussionList {
  return {
    count: results.length,
    total: results.length,
    page_size: 10,
    next: null,
    previous: null,
    results,
    can_post: true,
    post_refusal: null,
    can_moderate: false,
    ...over,
  };
}

const body = (init: RequestInit) => JSON.parse(init.body as string) as Record<string, unknown>;

describe('/course/{courseid}/discussion', { timeout: 20_000 }, () => {
  it('posts a topic, loads more, opens replies and answers, edits and deletes its own', async () => {
    const enrolled = {
      id: 9,
      status: 0 as const,
      status_group: 'to_do' as const,
      percent: 0,
      datetime_start: null,
      datetime_complete: null,
    };
    let topics = [post({ id: 2, reply_count: 1 })];
    const replies = [
      post({ id: 3, parent_id: 2, subject: '', body: 'Listen first, then repeat back.' }),
    ];
    const { calls } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/6/': {
        status: 200,
        body: buildCourse({ enroll_case: 'enrolled_not_started', learning_result: enrolled }),
      },
      '/api/course/6/discussion/': (_init, url) =>
        url.searchParams.get('page') === '2'
          ? {
              status: 200,
              body: list([post({ id: 1, body: 'An older topic' })], { count: topics.length + 1 }),
            }
          : {
              status: 200,
              body: list(topics, {
                count: topics.length + 1,
                next: '/api/course/6/discussion/?page=2',
              }),
            },
      'POST /api/course/6/discussion/': (init) => {
        const created = post({
          id: 10,
          body: String(body(init).body),
          is_own: true,
          can_delete: true,
          subject: String(body(init).subject),
          user: { id: 1, name: 'Somchai Jaidee', image: null },
        });
        topics = [created, ...topics];
        return { status: 201, body: created };
      },
      '/api/discussion/2/reply/': () => ({ status: 200, body: list(replies) }),
      'POST /api/discussion/2/reply/': (init) => {
        const created = post({
          id: 11,
          parent_id: 2,
          subject: '',
          body: String(body(init).body),
          is_own: true,
          can_delete: true,
        });
        replies.push(created);
        return { status: 201, body: created };
      },
      'PATCH /api/discussion/10/': (init) => {
        topics = topics.map((p) =>
          p.id === 10 ? { ...p, body: String(body(init).body), is_edited: true } : p,
        );
        return { status: 200, body: topics[0] };
      },
      'DELETE /api/discussion/10/': () => {
        topics = topics.filter((p) => p.id !== 10);
        return { status: 204 };
      },
    });
    renderApp(webfrontRoutes, '/course/6/discussion');
    const topicList = await screen.findByRole('list', { name: 'Discussion topics' });
    expect(within(topicList).getByText('How do I calm an upset customer?')).toBeTruthy();

    // Empty text is refused on the client, with the translated key; nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST' && c.path.includes('discussion'))).toBe(false);

    fireEvent.change(screen.getByLabelText('Your post'), { target: { value: 'Hello everyone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    // The subject is required too, and shown as the topic's heading once posted.
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Subject/ }), {
      target: { value: 'Introductions' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Your post is published.')).toBeTruthy();
    expect(await within(topicList).findByText('Hello everyone')).toBeTruthy();
    expect(within(topicList).getByRole('heading', { name: 'Introductions' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('An older topic')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show 1 reply' }));
    const thread = await screen.findByRole('list', { name: 'Replies to Upset customers' });
    expect(within(thread).getByText('Listen first, then repeat back.')).toBeTruthy();
    const reply = screen.getAllByRole('button', { name: 'Reply' })[1];
    if (!reply) throw new Error('no reply button');
    fireEvent.click(reply);
    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'Thanks!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await within(thread).findByText('Thanks!')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0] as HTMLElement);
    const editor = screen.getByLabelText('Edit your post');
    fireEvent.change(editor, { target: { value: 'Hello everyone, again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Hello everyone, again')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0] as HTMLElement);
    expect(await screen.findByText('Delete this post?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(screen.queryByText('Hello everyone, again')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/discussion/10/',
    ]);
  });

  it('tells a learner who is not enrolled to enrol, and offers no form', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/6/': { status: 200, body: buildCourse() },
      '/api/course/6/discussion/': { status: 200, body: list([], { can_post: false }) },
    });
    renderApp(webfrontRoutes, '/course/6/discussion');
    expect(
      await screen.findByText(
        'Enrol in this course to post and reply. You can read the discussion now.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('No posts yet. Start the conversation.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post' })).toBeNull();
  });
});

describe('moderation', { timeout: 20_000 }, () => {
  it('shows a moderator hidden posts, marked, and shows one to learners again', async () => {
    let hidden = true;
    const { calls } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/6/': { status: 200, body: buildCourse() },
      '/api/course/6/discussion/': () => ({
        status: 200,
        body: list(
          [post({ id: 4, body: 'Off-topic advert', is_hidden: hidden, can_delete: true })],
          {
            can_moderate: true,
          },
        ),
      }),
      'PATCH /api/dashboard/discussion/4/': (init) => {
        hidden = body(init).is_hidden === true;
        return { status: 200, body: post({ id: 4, is_hidden: hidden }) };
      },
    });
    renderApp(webfrontRoutes, '/course/6/discussion');
    expect(await screen.findByText('Hidden from learners')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show to learners' }));
    expect(await screen.findByRole('button', { name: 'Hide from learners' })).toBeTruthy();
    expect(screen.queryByText('Hidden from learners')).toBeNull();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe('/api/dashboard/discussion/4/');
  });
});

const video: MaterialDetail = {
  id: 50,
  code: 'M-V',
  content_type: { id: 11, code: 'video', name: 'วิดีโอ' },
  title: 'ยืดเส้นที่โต๊ะทำงานในสองนาที',
  desc: '',
  desc_is_html: false,
  duration_seconds: 120,
  page_count: null,
  is_allow_download: false,
  is_review_enabled: true,
  media: null,
  article_html: null,
  external_video: null,
  stamp: { action: 10, percent: 100 },
  learning_result: null,
};

describe('/video/{id}/discussion in Thai', { timeout: 20_000 }, () => {
  it('posts in Thai, and shows a refusal and a server field error in Thai', async () => {
    let answer: { status: number; body: unknown } = {
      status: 403,
      body: { detail: 'x', code: 'discussion_not_enrolled' },
    };
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
      '/api/material/50/': { status: 200, body: video },
      '/api/material/50/discussion/': { status: 200, body: list([]) },
      'POST /api/material/50/discussion/': () => answer,
    });
    const { router } = renderApp(webfrontRoutes, '/video/50/discussion');
    expect(await screen.findByText('ยังไม่มีโพสต์ เริ่มการสนทนาได้เลย')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'กระดานสนทนา' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.change(screen.getByRole('textbox', { name: /หัวข้อ/ }), {
      target: { value: 'ทักทาย' },
    });
    fireEvent.change(screen.getByLabelText('ข้อความของคุณ'), { target: { value: 'สวัสดีครับ' } });
    fireEvent.click(screen.getByRole('button', { name: 'โพสต์' }));
    expect(await screen.findByText('ลงทะเบียนคอร์สนี้ก่อนจึงจะร่วมสนทนาได้')).toBeTruthy();
    // A 403 here is the form's message, not a trip to /error/403.
    expect(router.state.location.pathname).toBe('/video/50/discussion');

    answer = {
      status: 400,
      body: { detail: 'x', code: 'validation_error', errors: { body: ['length_less_than'] } },
    };
    fireEvent.click(screen.getByRole('button', { name: 'โพสต์' }));
    expect(await screen.findByText('ข้อความยาวเกินกำหนด')).toBeTruthy();
  });

  it('has no discussion tab on an article', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/material/50/': {
        status: 200,
        body: {
          ...video,
          content_type: { id: 15, code: 'article', name: 'Article' },
          title: 'Read me',
        },
      },
    });
    renderApp(webfrontRoutes, '/article/50');
    expect(await screen.findByRole('tab', { name: 'Lesson' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Discussion' })).toBeNull();
  });
});

describe('names, likes and following in Thai', { timeout: 20_000 }, () => {
  it('shows pictures or initials, likes and follows a topic, and says why one cannot post', async () => {
    let liked = false;
    let following = false;
    const topic = () =>
      post({
        id: 7,
        subject: 'ทางหนีไฟอยู่ที่ไหน',
        body: 'ใครทราบบ้างครับ',
        user: { id: 5, name: 'มาลี สุขใจ', image: null },
        like_count: liked ? 3 : 2,
        is_liked: liked,
        is_subscribed: following,
      });
    const { calls } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
      '/api/course/6/': { status: 200, body: buildCourse() },
      '/api/course/6/discussion/': () => ({
        status: 200,
        body: list([topic(), post({ id: 8, user: { id: 6, name: '', image: '/m/a.png' } })], {
          can_post: false,
          post_refusal: 'discussion_not_enrolled',
        }),
      }),
      'PUT /api/discussion/7/like/': () => {
        liked = true;
        return { status: 200, body: { like_count: 3, is_liked: true } };
      },
      'PUT /api/discussion/7/subscription/': () => {
        following = true;
        return { status: 200, body: { topic_id: 7, is_subscribed: true } };
      },
    });
    renderApp(webfrontRoutes, '/course/6/discussion');
    const alert = await screen.findByTestId('discussion-cannot-post');
    expect(
      within(alert).getByText('ลงทะเบียนคอร์สนี้เพื่อโพสต์และตอบกลับ ตอนนี้คุณอ่านการสนทนาได้'),
    ).toBeTruthy();
    expect(
      within(alert).getByRole('link', { name: 'ไปที่คอร์สเพื่อลงทะเบียน' }).getAttribute('href'),
    ).toBe('/course/6');
    expect(screen.queryByRole('button', { name: 'โพสต์' })).toBeNull();

    const topicList = screen.getByRole('list', { name: 'หัวข้อสนทนา' });
    expect(within(topicList).getByRole('heading', { name: 'ทางหนีไฟอยู่ที่ไหน' })).toBeTruthy();
    const avatars = screen.getAllByTestId('discussion-avatar');
    // มาลี สุขใจ has no picture: her initials; a nameless author is "ผู้เรียน".
    expect(avatars[0]?.textContent).toBe('มส');
    expect(screen.getByText('ผู้เรียน')).toBeTruthy();
    expect(topicList.textContent).not.toContain('@');

    const first = within(topicList).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByText('2 ถูกใจ')).toBeTruthy();
    const like = within(first).getByRole('button', { name: 'ถูกใจ' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    expect(await within(first).findByText('3 ถูกใจ')).toBeTruthy();
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));

    fireEvent.click(screen.getAllByRole('button', { name: 'ติดตามคำตอบ' })[0] as HTMLElement);
    expect(await screen.findByRole('button', { name: 'กำลังติดตามคำตอบ' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
      '/api/discussion/7/like/',
      '/api/discussion/7/subscription/',
    ]);
  });

  it('names a waiting enrolment as the reason, without an enrol link', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/6/': { status: 200, body: buildCourse() },
      '/api/course/6/discussion/': {
        status: 200,
        body: list([], { can_post: false, post_refusal: 'discussion_enrolment_waiting' }),
      },
    });
    renderApp(webfrontRoutes, '/course/6/discussion');
    const alert = await screen.findByTestId('discussion-cannot-post');
    expect(alert.textContent).toContain('Your enrolment is still waiting');
    expect(within(alert).queryByRole('link')).toBeNull();
  });
});
