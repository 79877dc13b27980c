import type { AdminCourse } from '@portal/shared';
import { buildUser, installFakeServer } from '@/test/fake-server';

export const stamp = '2026-01-01T00:00:00.000Z';
export const empty = { count: 0, total: 0, page_size: 50, next: null, previous: null, results: [] };

/** The fake API of a dashboard user allowed to manage content, with empty lists. */
export function contentServer(routes: Parameters<typeof installFakeServer>[0] = {}) {
  return installFakeServer({
    '/api/account/profile/': {
      status: 200,
      body: buildUser({ first_name: 'Ada', is_dashboard_permission: true, is_superuser: true }),
    },
    '/api/dashboard/config/': {
      status: 200,
      body: { config_dict: {}, config_datetime_update: stamp },
    },
    '/api/dashboard/dict/': { status: 200, body: { dict_datetime_update: stamp, en: {}, th: {} } },
    '/api/dashboard/account/permission/': {
      status: 200,
      body: {
        auth_group_list: [],
        permission_list: [
          { codename: 'dashboard_view_dashboard', name: 'view' },
          { codename: 'dashboard_manage_content', name: 'content' },
        ],
        dashboard_view_dashboard: true,
      },
    },
    '/api/dashboard/category/': { status: 200, body: empty },
    '/api/dashboard/tag/': { status: 200, body: empty },
    '/api/dashboard/provider/': { status: 200, body: empty },
    '/api/dashboard/instructor/': { status: 200, body: empty },
    '/api/dashboard/content/': { status: 200, body: empty },
    ...routes,
  });
}

/** A course as GET dashboard/course/{id}/ answers it, with overrides. */
export function buildCourse(overrides: Partial<AdminCourse> = {}): AdminCourse {
  return {
    id: 5,
    kind: 'course',
    code: 'NEG-101',
    title_en: 'Negotiation basics',
    title_th: 'พื้นฐานการเจรจา',
    desc_en: '',
    desc_th: '',
    outcomes_en: [],
    outcomes_th: [],
    level: null,
    image: null,
    category_id: null,
    provider_id: null,
    instructor_ids: [],
    tag_ids: [],
    capacity: null,
    is_approval_required: false,
    is_certificate: false,
    enroll_start: null,
    enroll_end: null,
    datetime_publish_start: null,
    datetime_publish_end: null,
    price_minor: 0,
    currency: 'thb',
    duration_minutes: 0,
    dependency_id: null,
    dependency: null,
    is_publish: false,
    created_at: stamp,
    updated_at: stamp,
    section_list: [],
    ...overrides,
  };
}
