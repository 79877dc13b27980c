import { useFeatureTranslation } from '@/i18n/feature-messages';
import { surveyMessages } from './messages/survey-messages';
import { testMessages } from './messages/test-messages';

/**
 * `useTranslation` with the test and survey labels registered (they live in this chunk); `t`
 * reads their namespaces before any other feature's.
 */
export function useAssessmentTranslation() {
  return useFeatureTranslation(testMessages, surveyMessages);
}

/** A route id parameter as a positive integer, or 0 when it is not one. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : 0;
}
