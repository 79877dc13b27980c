import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CourseDetail } from '@portal/shared';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildCourse } from '@/test/catalog-factories';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const waitingResult = {
  id: 9,
  status: 1 as const,
  status_group: 'to_do' as const,
  percent: 0,
  datetime_start: null,
  datetime_complete: null,
};

describe('/course/{courseid}', { timeout: 20_000 }, () => {
  it('enrols in a course needing approval and then shows waiting approve', async () => {
    let course: CourseDetail = buildCourse({ is_approval_required: true });
    const { calls, fetch } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/6/': () => ({ status: 200, body: course }),
      'POST /api/course/6/enroll/': () => {
        course = buildCourse({
          is_approval_required: true,
          enroll_case: 'waiting_approve',
          labels: ['waiting_for_approval'],
          learning_result: waitingResult,
        });
        return {
          status: 201,
          body: {
            ...waitingResult,
            user_id: 1,
            content_id: 6,
            datetime_update: '2026-11-23T08:00:00Z',
            enroll_case: 'waiting_approve',
          },
        };
      },
    });
    renderApp(webfrontRoutes, '/course/6');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leading a team' })).toBeTruthy();
    expect(screen.getByText('An administrator approves enrolments in this course.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Request to enrol' }));

    expect(
      await screen.findByText(
        'Your request was sent. You can start once an administrator approves it.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByRole<HTMLButtonElement>('button', { name: 'Waiting for approval' }).disabled,
      ).toBe(true),
    );
    const post = fetch.mock.calls.find(
      ([input]) => typeof input === 'string' && input.includes('/api/course/6/enroll/'),
    );
    expect(post?.[1]?.method).toBe('POST');
    expect(post?.[1]?.body).toBe('{}');
    expect(calls.filter((c) => c.path === '/api/course/6/').length).toBeGreaterThanOrEqual(2);
  });

  it('cancels a place on the waiting list after asking, then offers the waiting list again', async () => {
    const waiting = { ...waitingResult, status: 2 as const };
    let course: CourseDetail = buildCourse({
      enroll_case: 'waiting_list',
      learning_result: waiting,
    });
    const { calls } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/6/': () => ({ status: 200, body: course }),
      'POST /api/course/6/cancel/': () => {
        course = buildCourse({ enroll_case: 'full', learning_result: { ...waiting, status: -1 } });
        return { status: 200, body: { ...waiting, status: -1, status_group: 'done' } };
      },
    });
    renderApp(webfrontRoutes, '/course/6');
    fireEvent.click(await screen.findByRole('button', { name: 'More options' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Unenrol' }));
    expect(await screen.findByText('Cancel your enrolment?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Your enrolment is cancelled.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Join the waiting list' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'More options' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/course/6/cancel/')).toBe(true);
  });

  it('keeps the enrolment when the learner changes their mind, and says why a cancel is refused, in Thai', async () => {
    const enrolled = { ...waitingResult, status: 0 as const };
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
      '/api/course/6/': {
        status: 200,
        body: buildCourse({ enroll_case: 'enrolled_not_started', learning_result: enrolled }),
      },
      'POST /api/course/6/cancel/': {
        status: 409,
        body: {
          detail: 'This enrolment can no longer be cancelled.',
          code: 'cannot_cancel_enrollment',
        },
      },
    });
    renderApp(webfrontRoutes, '/course/6');
    const unenrol = async () => {
      // The menu closed after its last choice before it is opened again.
      await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
      // The menu's own code has loaded (its stand-in is disabled).
      await waitFor(() =>
        expect(
          screen.getByRole<HTMLButtonElement>('button', { name: 'ตัวเลือกเพิ่มเติม' }).disabled,
        ).toBe(false),
      );
      fireEvent.click(screen.getByRole('button', { name: 'ตัวเลือกเพิ่มเติม' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'ยกเลิกการลงทะเบียน' }));
    };
    await unenrol();
    fireEvent.click(await screen.findByRole('button', { name: 'ไม่ยกเลิก' }));
    await waitFor(() => expect(screen.queryByText('ยกเลิกการลงทะเบียนใช่หรือไม่')).toBeNull());
    expect(screen.getByRole('link', { name: 'เริ่มเรียน' })).toBeTruthy();
    // Asked again (a new visit: jsdom does not replay Mantine's menu transition twice).
    cleanup();
    renderApp(webfrontRoutes, '/course/6');
    await unenrol();
    fireEvent.click(await screen.findByRole('button', { name: 'ยืนยันการยกเลิก' }));
    // The refusal's own alert (the page's review and related sections have their own).
    const refusal = await screen.findByText('คุณเริ่มเรียนคอร์สนี้แล้ว จึงยกเลิกการลงทะเบียนไม่ได้');
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
  });

  it('after enrolling: one status line, Unenrol in a menu, only the tabs with something to say', async () => {
    const enrolled = { ...waitingResult, status: 0 as const };
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/6/': {
        status: 200,
        body: buildCourse({
          enroll_case: 'enrolled_not_started',
          learning_result: enrolled,
          tag_list: [],
        }),
      },
    });
    renderApp(webfrontRoutes, '/course/6/curriculum');
    expect(await screen.findByRole('link', { name: 'Start learning' })).toBeTruthy();
    // One line says where the learner stands: no "Not started" badge, no progress bar beside it.
    expect(screen.getByTestId('enroll-status').textContent).toBe(
      'You are enrolled in this course.',
    );
    expect(screen.queryByText(/not started/i)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // No red button: a quiet menu holds Unenrol.
    expect(screen.queryByRole('button', { name: 'Unenrol' })).toBeNull();
    expect(screen.getByRole('button', { name: 'More options' })).toBeTruthy();
    // No approval needed, nothing more than the info tab says: those tabs are not offered.
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Info', 'Curriculum', 'Certificate', 'Discussion']);
  });

  it('says "Enrol to open" once above the curriculum, not on every lesson', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/6/': {
        status: 200,
        body: buildCourse({ is_approval_required: true, capacity: 20 }),
      },
    });
    renderApp(webfrontRoutes, '/course/6/curriculum');
    expect(await screen.findByTestId('curriculum-locked')).toBeTruthy();
    expect(screen.getAllByText('Enrol to open the lessons.')).toHaveLength(1);
    expect(document.querySelectorAll('[data-slot-id]').length).toBeGreaterThan(1);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Info',
      'Curriculum',
      'Additional',
      'Approval',
      'Certificate',
      'Discussion',
    ]);
  });

  it('offers Buy now and Add to cart on a priced course, and says why adding is refused, in Thai', async () => {
    const { calls } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
      '/api/course/6/': {
        status: 200,
        body: buildCourse({ enroll_case: 'open', is_free: false, price_minor: 150000 }),
      },
      '/api/order/cart/': {
        status: 200,
        body: { items: [], totals: [], payment_methods: [], vat_rate_bp: 0 },
      },
      'POST /api/order/cart/': {
        status: 409,
        body: { detail: 'x', code: 'already_ordered', content_id_list: [6] },
      },
    });
    renderApp(webfrontRoutes, '/course/6');
    expect(await screen.findByRole('button', { name: 'ซื้อเลย' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ลงทะเบียนเรียน 1,500 บาท' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มลงตะกร้า' }));
    // The refusal's own alert (the page's review and related sections have their own).
    const alert = await waitFor(() => {
      const found = screen
        .getAllByRole('alert')
        .find((a) => a.textContent?.includes('มีคำสั่งซื้อที่รอชำระเงินสำหรับคอร์สนี้อยู่แล้ว'));
      if (!found) throw new Error('no refusal alert yet');
      return found;
    });
    expect(within(alert).getByRole('link', { name: 'คำสั่งซื้อของฉัน' }).getAttribute('href')).toBe(
      '/cart/purchase',
    );
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/order/cart/')).toBe(true);
    expect(calls.some((c) => c.path === '/api/course/6/enroll/')).toBe(false);
  });

  it('links every lesson to the player once enrolled, and opens tabs by path', async () => {
    const enrolled = { ...waitingResult, status: 0 as const };
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/6/': {
        status: 200,
        body: buildCourse({ enroll_case: 'enrolled_not_started', learning_result: enrolled }),
      },
      '/api/course/6/discussion/': {
        status: 200,
        body: {
          count: 0,
          total: 0,
          page_size: 10,
          next: null,
          previous: null,
          results: [],
          can_post: true,
          can_moderate: false,
        },
      },
    });
    const { router } = renderApp(webfrontRoutes, '/course/6/curriculum');
    const lesson = await screen.findByRole('link', { name: 'Introduction' });
    expect(lesson.getAttribute('href')).toBe('/course/6/playlist/16');
    expect(screen.getByRole('link', { name: 'Start learning' }).getAttribute('href')).toBe(
      '/course/6/playlist/16',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Discussion' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course/6/discussion'));
    expect(await screen.findByText('No posts yet. Start the conversation.')).toBeTruthy();
  });

  it('shows the rule on the certificate tab, then the certificate once issued', async () => {
    let course: CourseDetail = buildCourse({ is_certificate: true });
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/6/': () => ({ status: 200, body: course }),
    });
    const first = renderApp(webfrontRoutes, '/course/6/certificate');
    expect(
      await screen.findByText(/Complete every required lesson of this course to receive/),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View certificate' })).toBeNull();
    first.unmount();

    course = buildCourse({
      is_certificate: true,
      certificate: { id: 4, code: '7KQ2M9XDA4B8C3EF', is_valid: true },
    });
    renderApp(webfrontRoutes, '/course/6/certificate');
    expect(await screen.findByText('You earned the certificate for this course.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View certificate' }).getAttribute('href')).toBe(
      '/profile/library/certificate/4',
    );
  });

  it('says a course without a certificate offers none', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/6/': { status: 200, body: buildCourse() },
    });
    renderApp(webfrontRoutes, '/course/6/certificate');
    expect(await screen.findByText('No certificate is offered for this course yet.')).toBeTruthy();
  });

  it('says when a course does not exist', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/course/404/': { status: 404, body: { detail: 'Not found.', code: 'not_found' } },
    });
    renderApp(webfrontRoutes, '/course/404');
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeTruthy();
  });
});
