/**
 * Rules of the programs' dashboard routes (issue 15) for the authorization matrix: each program
 * kind's authoring (the course's routes under its URL segment), a learner's progress per step,
 * and the onboarding's automatic assignment.
 */
type Access = `dashboard:${string}`;

/** A program kind's authoring: the course's dashboard routes under its own URL segment. */
function programAuthoringRules(segment: string): Record<string, Access> {
  const manage = 'dashboard:dashboard_manage_content' as const;
  const base = `/api/dashboard/${segment}`;
  return Object.fromEntries(
    [
      `GET ${base}/:id/`,
      `POST ${base}/`,
      `PATCH ${base}/:id/`,
      `POST ${base}/:id/publish/`,
      `DELETE ${base}/:id/`,
      `POST ${base}/:id/section/`,
      `PATCH ${base}/:id/section/:sectionId/`,
      `DELETE ${base}/:id/section/:sectionId/`,
      `POST ${base}/:id/section/:sectionId/slot/`,
      // The step picker's new course: the course-create access.
      `POST ${base}/:id/section/:sectionId/new-course/`,
      `DELETE ${base}/:id/slot/:slotId/`,
      `PATCH ${base}/:id/slot/:slotId/`,
      `POST ${base}/:id/slot/:slotId/move/`,
      `POST ${base}/:id/section/:sectionId/move/`,
    ].map((route) => [route, manage]),
  );
}

/** Every program route with who may call it. */
export const PROGRAM_RULES: Record<string, Access> = {
  ...programAuthoringRules('learning-path'),
  ...programAuthoringRules('learning-program'),
  ...programAuthoringRules('onboard'),
  'GET /api/dashboard/learning-path/:id/learner/:userId/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/learning-program/:id/learner/:userId/':
    'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/onboard/:id/learner/:userId/': 'dashboard:dashboard_manage_enrollment',
  'GET /api/dashboard/onboard/:id/auto-assign/': 'dashboard:dashboard_manage_enrollment',
  'PUT /api/dashboard/onboard/:id/auto-assign/': 'dashboard:dashboard_manage_enrollment',
  'DELETE /api/dashboard/onboard/:id/auto-assign/': 'dashboard:dashboard_manage_enrollment',
};
