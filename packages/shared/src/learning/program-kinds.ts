/**
 * Programs (issue 15, SPEC §1 "content in content"): a learning path, a learning program and an
 * onboarding program are containers of the content tree whose steps are courses, tests, surveys
 * and materials. The learner enrols in the program, then starts each step from it.
 */
export const PROGRAM_KINDS = ['learning_path', 'learning_program', 'onboard'] as const;
export type ProgramKind = (typeof PROGRAM_KINDS)[number];

export function isProgramKind(kind: string): kind is ProgramKind {
  return (PROGRAM_KINDS as readonly string[]).includes(kind);
}

/** The URL segment of each program kind, the same in the API, the webfront and the dashboard. */
export const PROGRAM_ROUTE = {
  learning_path: 'learning-path',
  learning_program: 'learning-program',
  onboard: 'onboard',
} as const satisfies Record<ProgramKind, string>;
