import { addFeatureMessages } from '@/i18n/feature-messages';
import { useTranslation } from 'react-i18next';
import { surveyMessages } from './messages/survey-messages';
import { testMessages } from './messages/test-messages';

/** `useTranslation` with the test and survey labels registered (they live in this chunk). */
export function useAssessmentTranslation() {
  const result = useTranslation();
  addFeatureMessages(result.i18n, testMessages);
  addFeatureMessages(result.i18n, surveyMessages);
  return result;
}

/** A route id parameter as a positive integer, or 0 when it is not one. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : 0;
}
