import type { ContentCard, CourseDetail } from '@portal/shared';

/** A content card as course/ answers it, with overrides. */
export function buildCard(overrides: Partial<ContentCard> = {}): ContentCard {
  return {
    id: 6,
    code: 'C-LEAD-201',
    content_type: { id: 1, code: 'course', name: 'Course' },
    title: 'Leading a team',
    desc: 'Feedback, delegation and one-to-one meetings.',
    desc_is_html: false,
    level: null,
    learner_count: 0,
    rating_count: 0,
    rating_average: null,
    image: null,
    provider: { id: 1, name: 'Bangkok Learning Academy' },
    category: { id: 2, name: 'Business and management' },
    instructor_list: [{ id: 2, name: 'Anan Wongsa' }],
    tag_list: [{ id: 2, name: 'Advanced' }],
    price_minor: 0,
    currency: 'thb',
    is_free: true,
    duration_minutes: 150,
    capacity: null,
    seats_taken: 0,
    is_approval_required: false,
    datetime_enroll_start: null,
    datetime_enroll_end: null,
    datetime_publish_start: null,
    datetime_create: '2026-11-18T08:00:00.000Z',
    labels: ['new', 'open_enroll'],
    learning_result: null,
    ...overrides,
  };
}

/** A course detail as course/{id}/ answers it: one section of three slots. */
export function buildCourse(overrides: Partial<CourseDetail> = {}): CourseDetail {
  const slot = (id: number, sort: number, code: string, title: string) => ({
    id,
    sort,
    is_required: true,
    content: {
      id: 100 + id,
      content_type: { id: 15, code, name: code },
      title,
      duration_seconds: null,
      page_count: null,
    },
    learning_result: null,
  });
  return {
    ...buildCard(),
    section_list: [
      {
        id: 1,
        name: 'Lessons',
        sort: 0,
        slot_list: [
          slot(16, 0, 'article', 'Introduction'),
          slot(17, 1, 'external_video', 'Video lesson'),
          slot(18, 2, 'document', 'Handout'),
        ],
      },
    ],
    enroll_case: 'free',
    dependency: null,
    required_survey: null,
    outcome_list: [],
    instructor_bio_list: [],
    is_certificate: false,
    certificate: null,
    ...overrides,
  };
}

/** A paged answer of the given items. */
export function paged<T>(results: T[], extra: Record<string, unknown> = {}) {
  return {
    count: results.length,
    total: results.length,
    page_size: 50,
    next: null,
    previous: null,
    results,
    ...extra,
  };
}
