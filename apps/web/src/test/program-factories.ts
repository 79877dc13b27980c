import {
  STATUS_GROUPS,
  type ProgramDetail,
  type ProgramStep,
  type ResultRef,
} from '@portal/shared';
import { buildCard } from './catalog-factories';

const TYPES = {
  course: { id: 1, code: 'course', name: 'Course' },
  test: { id: 9, code: 'test', name: 'Test' },
  survey: { id: 10, code: 'survey', name: 'Survey' },
} as const;

/** A step of a program holding a course (or a test, a survey), with overrides. */
export function buildStep(
  id: number,
  title: string,
  overrides: Partial<ProgramStep> & { type?: keyof typeof TYPES } = {},
): ProgramStep {
  const { type = 'course', ...rest } = overrides;
  return {
    id,
    sort: id,
    is_required: true,
    content: {
      id: 100 + id,
      content_type: TYPES[type],
      title,
      duration_seconds: 1800,
      page_count: null,
      image: null,
    },
    learning_result: null,
    is_locked: false,
    unlocked_by: null,
    ...rest,
  };
}

/** The learner's result on a program (or a step's content): status and percent. */
export function result(status: ResultRef['status'], percent = 0): ResultRef {
  return {
    id: 70,
    status,
    status_group: STATUS_GROUPS.to_do.includes(status)
      ? 'to_do'
      : STATUS_GROUPS.done.includes(status)
        ? 'done'
        : 'doing',
    percent,
    datetime_start: null,
    datetime_complete: null,
  };
}

/** A learning path as learning-path/{id}/ answers it: one section of three steps, not enrolled. */
export function buildProgram(overrides: Partial<ProgramDetail> = {}): ProgramDetail {
  const steps = [
    buildStep(21, 'Leading a team'),
    buildStep(22, 'Giving feedback'),
    buildStep(23, 'Team quiz', { type: 'test', is_required: false }),
  ];
  return {
    ...buildCard({
      id: 3,
      code: 'LP-LEAD',
      title: 'New manager path',
      content_type: { id: 4, code: 'learning_path', name: 'Learning path' },
    }),
    section_list: [{ id: 1, name: 'First weeks', sort: 0, slot_list: steps }],
    enroll_case: 'free',
    dependency: null,
    required_survey: null,
    outcome_list: [],
    instructor_bio_list: [],
    is_certificate: true,
    certificate: null,
    is_ordered: false,
    progress: { step_count: 3, required_count: 2, completed_count: 0, required_completed_count: 0 },
    datetime_deadline: null,
    ...overrides,
  };
}
