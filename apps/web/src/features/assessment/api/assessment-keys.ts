import { useTranslation } from 'react-i18next';
import { useProfile } from '@/core/session';
import { answerLanguage } from '@/i18n/language';

/**
 * Query keys of tests and surveys: `['assessment', resource, ...ids, language]`. Invalidate a
 * test's screens with `assessmentKeys.test(id)` and everything with `assessmentKeys.all`.
 */
export const assessmentKeys = {
  all: ['assessment'] as const,
  test: (testId: number) => ['assessment', 'test', testId] as const,
  testInfo: (testId: number, language: string) =>
    ['assessment', 'test', testId, 'info', language] as const,
  section: (testId: number, attemptId: number, sectionId: number, language: string) =>
    ['assessment', 'test', testId, 'attempt', attemptId, 'section', sectionId, language] as const,
  result: (testId: number, attemptId: number, language: string) =>
    ['assessment', 'test', testId, 'attempt', attemptId, 'result', language] as const,
  survey: (surveyId: number) => ['assessment', 'survey', surveyId] as const,
  surveyInfo: (surveyId: number, language: string) =>
    ['assessment', 'survey', surveyId, 'info', language] as const,
  surveyQuestions: (surveyId: number, language: string) =>
    ['assessment', 'survey', surveyId, 'question', language] as const,
};

/**
 * The language the server answers in (see `answerLanguage`): a `?lang=` visit's, else a signed-in
 * learner's profile language (which the header switch updates), else the screen's. Keys carry it
 * so a switch refetches.
 */
export function useAnswerLanguage(): string {
  const { i18n } = useTranslation();
  const user = useProfile();
  return answerLanguage(user?.language, i18n.language);
}
