import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProgramDetail } from '@portal/shared';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { buildProgram, buildStep, result } from '@/test/program-factories';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const profile = { status: 200, body: buildUser() };

/** An enrolled learner on an ordered path: the first step done, the second open, the third locked. */
function orderedPath(): ProgramDetail {
  return buildProgram({
    is_ordered: true,
    enroll_case: 'learning',
    learning_result: result(21, 50),
    progress: { step_count: 3, required_count: 2, completed_count: 1, required_completed_count: 1 },
    section_list: [
      {
        id: 1,
        name: 'First weeks',
        sort: 0,
        slot_list: [
          buildStep(21, 'Leading a team', { learning_result: { status: 30, percent: 100 } }),
          buildStep(22, 'Giving feedback'),
          buildStep(23, 'Team quiz', {
            type: 'test',
            is_required: false,
            is_locked: true,
            unlocked_by: { slot_id: 22, title: 'Giving feedback' },
          }),
        ],
      },
    ],
  });
}

describe('/learning-path/{id}', { timeout: 20_000 }, () => {
  it('says once that the steps open after enrolling, enrols through the path, then offers the steps', async () => {
    let program = buildProgram();
    const { calls } = installFakeServer({
      '/api/account/profile/': profile,
      '/api/learning-path/3/': () => ({ status: 200, body: program }),
      'POST /api/learning-path/3/enroll/': () => {
        program = buildProgram({ enroll_case: 'enrolled_not_started', learning_result: result(0) });
        return {
          status: 201,
          body: {
            ...result(0),
            user_id: 1,
            content_id: 3,
            datetime_update: '2026-11-26T08:00:00Z',
            enroll_case: 'enrolled_not_started',
          },
        };
      },
    });
    renderApp(webfrontRoutes, '/learning-path/3/curriculum');
    expect(await screen.findByRole('heading', { level: 1, name: 'New manager path' })).toBeTruthy();
    expect(screen.getAllByText('The steps open once you enrol in this program.')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Start: / })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enrol for free' }));

    expect(await screen.findByText('You are enrolled. Start the first step below.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Start: Leading a team' })).toBeTruthy();
    expect(screen.queryByText('The steps open once you enrol in this program.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Start learning' }).getAttribute('href')).toBe(
      '/learning-path/3/curriculum',
    );
    expect(
      calls.some((c) => c.method === 'POST' && c.path === '/api/learning-path/3/enroll/'),
    ).toBe(true);
    expect(calls.some((c) => c.path.startsWith('/api/course/'))).toBe(false);
  });

  it('requests enrolment in a path needing approval, then waits, and cancels through the path', async () => {
    let program = buildProgram({ is_approval_required: true });
    const { calls } = installFakeServer({
      '/api/account/profile/': profile,
      '/api/learning-path/3/': () => ({ status: 200, body: program }),
      'POST /api/learning-path/3/enroll/': () => {
        program = buildProgram({
          is_approval_required: true,
          enroll_case: 'waiting_approve',
          learning_result: result(1),
        });
        return {
          status: 201,
          body: {
            ...result(1),
            user_id: 1,
            content_id: 3,
            datetime_update: '2026-11-26T08:00:00Z',
            enroll_case: 'waiting_approve',
          },
        };
      },
      'POST /api/learning-path/3/cancel/': () => {
        program = buildProgram({ is_approval_required: true, learning_result: result(-1) });
        return { status: 200, body: result(-1) };
      },
    });
    renderApp(webfrontRoutes, '/learning-path/3/approval');
    expect(
      await screen.findByText(/An administrator approves each enrolment in this program/),
    ).toBeTruthy();
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
    // Unenrol sits in the quiet menu beside the button (issue 21 item 8).
    fireEvent.click(await screen.findByRole('button', { name: 'More options' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Unenrol' }));
    expect(await screen.findByText('Cancel your enrolment?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Your enrolment is cancelled.')).toBeTruthy();
    expect(
      calls.some((c) => c.method === 'POST' && c.path === '/api/learning-path/3/cancel/'),
    ).toBe(true);
    expect(calls.some((c) => c.path.startsWith('/api/course/'))).toBe(false);
  });

  it('shows a locked step with what unlocks it, and the overall progress of required steps', async () => {
    installFakeServer({
      '/api/account/profile/': profile,
      '/api/learning-path/3/': { status: 200, body: orderedPath() },
    });
    renderApp(webfrontRoutes, '/learning-path/3/curriculum');
    const locked = await screen.findByTestId('step-locked');
    expect(locked.textContent).toBe('Complete “Giving feedback” first');
    const row = locked.closest('li')!;
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(row).queryByRole('link')).toBeNull();
    expect(screen.getByText('1 of 2 required steps completed')).toBeTruthy();
    expect(
      screen.getByText('Take the steps in order: each opens when the one before it is completed.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review: Leading a team' }).getAttribute('href')).toBe(
      '/course/121',
    );
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('Optional')).toBeTruthy();
  });

  it('starts a step: posts its start, then opens the content', async () => {
    const { calls } = installFakeServer({
      '/api/account/profile/': profile,
      '/api/learning-path/3/': { status: 200, body: orderedPath() },
      'POST /api/learning-path/3/slot/22/start/': {
        status: 200,
        body: {
          slot_id: 22,
          content_id: 122,
          content_type: { id: 1, code: 'course', name: 'Course' },
          learning_result: result(0),
        },
      },
    });
    const { router } = renderApp(webfrontRoutes, '/learning-path/3/curriculum');
    fireEvent.click(await screen.findByRole('button', { name: 'Start: Giving feedback' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/course/122'));
    const post = calls.findIndex(
      (c) => c.method === 'POST' && c.path === '/api/learning-path/3/slot/22/start/',
    );
    expect(post).toBeGreaterThanOrEqual(0);
  });

  it('says why a start is refused (step_locked), in Thai', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
      '/api/learning-path/3/': { status: 200, body: orderedPath() },
      'POST /api/learning-path/3/slot/22/start/': {
        status: 409,
        body: { detail: 'Locked.', code: 'step_locked' },
      },
    });
    const { router } = renderApp(webfrontRoutes, '/learning-path/3/curriculum');
    expect((await screen.findByTestId('step-locked')).textContent).toBe(
      'เรียน “Giving feedback” ให้จบก่อน',
    );
    fireEvent.click(screen.getByRole('button', { name: 'เริ่มเรียน: Giving feedback' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'กรุณาเรียนขั้นตอนก่อนหน้าของโปรแกรมนี้ให้จบก่อน',
    );
    expect(router.state.location.pathname).toBe('/learning-path/3/curriculum');
  });

  it('opens its tabs by path, approval included, and downloads the certificate once issued', async () => {
    installFakeServer({
      '/api/account/profile/': profile,
      '/api/learning-path/3/': {
        status: 200,
        body: buildProgram({
          enroll_case: 'learning',
          is_approval_required: true,
          learning_result: result(30, 100),
          certificate: { id: 8, code: 'ABC', is_valid: true },
        }),
      },
    });
    const { router } = renderApp(webfrontRoutes, '/learning-path/3');
    expect(await screen.findByText('About this program')).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Info', 'Curriculum', 'Additional', 'Approval', 'Certificate']);
    fireEvent.click(screen.getByRole('tab', { name: 'Certificate' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/learning-path/3/certificate'),
    );
    expect(await screen.findByText('You earned the certificate for this program.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF (English)' }).getAttribute('href')).toBe(
      '/api/profile/library/certificate/8/pdf/?lang=en',
    );
    expect(screen.getByRole('link', { name: 'Review the program' }).getAttribute('href')).toBe(
      '/learning-path/3/curriculum',
    );
  });
});

describe('/onboard/{id}', { timeout: 20_000 }, () => {
  const onboard = (overrides: Partial<ProgramDetail>) =>
    buildProgram({
      id: 9,
      title: 'Welcome to the company',
      content_type: { id: 7, code: 'onboard', name: 'Onboard' },
      enroll_case: 'learning',
      learning_result: result(21, 30),
      ...overrides,
    });

  it('shows an overdue deadline prominently and has no approval tab', async () => {
    installFakeServer({
      '/api/account/profile/': profile,
      '/api/onboard/9/': {
        status: 200,
        body: onboard({ datetime_deadline: '2026-01-10T10:00:00Z' }),
      },
    });
    renderApp(webfrontRoutes, '/onboard/9');
    const deadline = await screen.findByTestId('program-deadline');
    expect(deadline.textContent).toContain('Deadline');
    expect(deadline.textContent).toContain('Overdue: it was due on');
    expect(deadline.getAttribute('data-overdue')).toBe('true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Info',
      'Curriculum',
      'Additional',
      'Certificate',
    ]);
  });

  it('shows a coming deadline in Thai, not overdue', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
      '/api/onboard/9/': {
        status: 200,
        body: onboard({ datetime_deadline: '2099-01-10T10:00:00Z' }),
      },
    });
    renderApp(webfrontRoutes, '/onboard/9/curriculum');
    const deadline = await screen.findByTestId('program-deadline');
    expect(deadline.textContent).toContain('เรียนให้จบภายใน');
    expect(deadline.getAttribute('data-overdue')).toBeNull();
    expect(screen.getByRole('link', { name: 'ออนบอร์ด' }).getAttribute('href')).toBe('/onboard');
  });
});
