import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ClassDetail, ClassProgramDetail, ProgramClass } from '@portal/shared';
import { webfrontRoutes } from '@/app/router/webfront-routes';
import { buildUser, installFakeServer } from '@/test/fake-server';
import { buildCard } from '@/test/catalog-factories';
import { result } from '@/test/program-factories';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const times = {
  class_status: 1,
  datetime_start: '2026-12-03T02:00:00.000Z',
  datetime_end: '2026-12-03T05:00:00.000Z',
  time_zone: 'Asia/Bangkok',
  session_count: 1,
  place: 'Training room 3',
  is_online: false,
};

function programClass(id: number, title: string, extra: Partial<ProgramClass> = {}): ProgramClass {
  return {
    ...buildCard({
      id,
      code: `CL-${id}`,
      title,
      content_type: { id: 2, code: 'class', name: 'Class' },
    }),
    ...times,
    is_required: true,
    ...extra,
  };
}

function buildProgramDetail(overrides: Partial<ClassProgramDetail> = {}): ClassProgramDetail {
  return {
    ...buildCard({
      id: 5,
      code: 'CP-LEAD',
      title: 'Leading people',
      content_type: { id: 3, code: 'class_program', name: 'Class program' },
    }),
    ...times,
    session_count: 2,
    enroll_case: 'free',
    dependency: null,
    required_survey: null,
    outcome_list: [],
    instructor_bio_list: [],
    is_certificate: false,
    certificate: null,
    class_list: [
      programClass(11, 'Presenting with confidence'),
      programClass(12, 'Giving useful feedback', { is_required: false }),
    ],
    completed_count: 0,
    required_count: 1,
    ...overrides,
  };
}

function buildClassDetail(): ClassDetail {
  return {
    ...programClass(11, 'Presenting with confidence'),
    enroll_case: 'free',
    dependency: null,
    required_survey: null,
    outcome_list: [],
    instructor_bio_list: [],
    is_certificate: false,
    certificate: null,
    session_list: [
      {
        id: 31,
        class_id: 11,
        kind: 'classroom',
        title: 'Structure your talk',
        datetime_start: times.datetime_start,
        datetime_end: times.datetime_end,
        time_zone: 'Asia/Bangkok',
        place: 'Training room 3',
        online_url: null,
        is_online: false,
        instructor: null,
        is_required: true,
        datetime_check_in_open: times.datetime_start,
        datetime_check_in_close: times.datetime_end,
        is_check_in_open: false,
        attendance: null,
      },
    ],
    attended_count: 0,
    required_count: 1,
  };
}

describe('/class-program', { timeout: 20_000 }, () => {
  it('lists upcoming class programs from class-program/ and opens one', async () => {
    const { calls } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/class-program/': {
        status: 200,
        body: {
          count: 1,
          page_size: 20,
          next: null,
          previous: null,
          results: [{ ...buildProgramDetail(), class_list: undefined }],
        },
      },
    });
    renderApp(webfrontRoutes, '/class-program');
    expect(await screen.findByRole('heading', { level: 1, name: 'Class programs' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Leading people' });
    expect(link.getAttribute('href')).toBe('/class-program/5');
    expect(calls.some((c) => c.path === '/api/class-program/')).toBe(true);
    expect(calls.some((c) => c.path === '/api/class/')).toBe(false);
  });
});

describe('/class-program/{id}', { timeout: 20_000 }, () => {
  it('shows the classes within the program and enrols in the program through class-program/', async () => {
    let program = buildProgramDetail();
    const { calls } = installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser() },
      '/api/class-program/5/': () => ({ status: 200, body: program }),
      'POST /api/class-program/5/enroll/': () => {
        program = buildProgramDetail({
          enroll_case: 'enrolled_not_started',
          learning_result: result(0),
        });
        return {
          status: 201,
          body: {
            ...result(0),
            user_id: 1,
            content_id: 5,
            datetime_update: '2026-11-27T08:00:00Z',
            enroll_case: 'enrolled_not_started',
          },
        };
      },
    });
    renderApp(webfrontRoutes, '/class-program/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leading people' })).toBeTruthy();
    const classes = screen.getByRole('region', { name: 'Classes in this program' });
    expect(
      within(classes)
        .getByRole('link', { name: 'Presenting with confidence' })
        .getAttribute('href'),
    ).toBe('/class-program/5/class/11');
    expect(within(classes).getByText('Optional')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Enrol for free' }));
    expect(await screen.findByText('You are enrolled. Now choose its classes below.')).toBeTruthy();
    expect(await screen.findByText('Completed 0 of 1 required classes')).toBeTruthy();
    expect(
      calls.some((c) => c.method === 'POST' && c.path === '/api/class-program/5/enroll/'),
    ).toBe(true);
  });

  it('opens a class within the program in Thai, its links staying inside the program', async () => {
    installFakeServer({
      '/api/account/profile/': { status: 200, body: buildUser({ language: 'th' }) },
      '/api/class-program/5/': { status: 200, body: buildProgramDetail({ title: 'ภาวะผู้นำ' }) },
      '/api/class/11/': { status: 200, body: buildClassDetail() },
    });
    renderApp(webfrontRoutes, '/class-program/5/class/11/schedule');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Presenting with confidence' }),
    ).toBeTruthy();
    const crumbs = screen.getByLabelText('เส้นทางนำทาง');
    expect(
      (await within(crumbs).findByRole('link', { name: 'ภาวะผู้นำ' })).getAttribute('href'),
    ).toBe('/class-program/5');
    expect(within(crumbs).getByRole('link', { name: 'โปรแกรมคลาสเรียน' }).getAttribute('href')).toBe(
      '/class-program',
    );
    const session = await screen.findByRole('link', { name: 'เปิดรอบเรียน' });
    expect(session.getAttribute('href')).toBe('/class-program/5/class/session/11/31');
  });
});
