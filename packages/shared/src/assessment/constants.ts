/** Test question types of SPEC §9. */
export const QUESTION_TYPE = {
  multiple_choice: 1,
  matching: 2,
  fill_in_number: 3,
  fill_in_description: 4,
  fill_in_answer: 6,
} as const;
export type QuestionType = (typeof QUESTION_TYPE)[keyof typeof QUESTION_TYPE];
export const QUESTION_TYPES = Object.values(QUESTION_TYPE);

/** Survey types of SPEC §9. */
export const SURVEY_TYPE = { poll: 0, questionnaire: 1 } as const;
export type SurveyType = (typeof SURVEY_TYPE)[keyof typeof SURVEY_TYPE];

/** What a survey is about, SPEC §9. */
export const SURVEY_FOR = { content: 0, instructor: 1, system: 2, other: 3 } as const;
export type SurveyFor = (typeof SURVEY_FOR)[keyof typeof SURVEY_FOR];

/**
 * When a learner sees the correct answers of a submitted attempt: never, after each
 * submission, or only once no further attempt is possible (passed, failed for good, expired).
 */
export const SHOW_ANSWERS = ['never', 'after_submit', 'after_final'] as const;
export type ShowAnswers = (typeof SHOW_ANSWERS)[number];

/** Statuses an attempt takes (SPEC §4 codes): open, waiting for marking, passed, failed. */
export const ATTEMPT_STATUS = { in_progress: 21, verifying: 22, passed: 30, failed: -5 } as const;
export type AttemptStatus = (typeof ATTEMPT_STATUS)[keyof typeof ATTEMPT_STATUS];

/** Limits of one question. */
export const QUESTION_LIMITS = { minChoices: 2, maxChoices: 20, maxAccepted: 20 } as const;
