/**
 * Rules of the class routes (issue 16, part 1) for the authorization matrix: the learner's
 * class list, pages and check-ins, the class and class program authoring (the course's routes
 * under their URL segments), a class's sessions and their attendance.
 */
type Access = 'public' | 'visitor' | 'user' | `dashboard:${string}`;

function authoringRules(segment: string): Record<string, Access> {
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
      `DELETE ${base}/:id/slot/:slotId/`,
      `PATCH ${base}/:id/slot/:slotId/`,
      `POST ${base}/:id/slot/:slotId/move/`,
      `POST ${base}/:id/section/:sectionId/move/`,
    ].map((route) => [route, manage]),
  );
}

const content = 'dashboard:dashboard_manage_content' as const;
const enrolment = 'dashboard:dashboard_manage_enrollment' as const;

/** A class's learner routes under its name and SPEC §7's alias `event` (reads: visitor). */
function classRules(segment: string): Record<string, Access> {
  return {
    [`GET /api/${segment}/`]: 'visitor',
    [`GET /api/${segment}/:id/`]: 'visitor',
    [`GET /api/${segment}/:id/session/:sessionid/`]: 'visitor',
    [`POST /api/${segment}/:id/enroll/`]: 'user',
    [`POST /api/${segment}/:id/cancel/`]: 'user',
  };
}

/**
 * A class program's learner routes under its name and SPEC §7's alias `event-program`: its reads
 * are the catalog's visitor reads (B2C explore mode), like the class's (public-rules.ts).
 */
function programRules(segment: string): Record<string, Access> {
  return {
    [`GET /api/${segment}/`]: 'visitor',
    [`GET /api/${segment}/:id/`]: 'visitor',
    [`POST /api/${segment}/:id/enroll/`]: 'user',
    [`POST /api/${segment}/:id/cancel/`]: 'user',
  };
}

export const SCHEDULE_RULES: Record<string, Access> = {
  ...classRules('class'),
  ...classRules('event'),
  ...programRules('class-program'),
  ...programRules('event-program'),
  'POST /api/class/:id/session/:sessionid/check-in/': 'user',
  'POST /api/check-in/': 'user',
  ...authoringRules('class'),
  ...authoringRules('class-program'),
  'GET /api/dashboard/class/:id/session/': content,
  'GET /api/dashboard/class/:id/session/:sessionId/': content,
  'POST /api/dashboard/class/:id/session/': content,
  'PATCH /api/dashboard/class/:id/session/:sessionId/': content,
  'DELETE /api/dashboard/class/:id/session/:sessionId/': content,
  'GET /api/dashboard/class/:id/session/:sessionId/attendance/': enrolment,
  'POST /api/dashboard/class/:id/session/:sessionId/attendance/': enrolment,
  'GET /api/dashboard/class/:id/attendance/export/': enrolment,
  'GET /api/dashboard/class/:id/attendance/export/pdf/': enrolment,
  'POST /api/dashboard/class/:id/clone/': content,
};
