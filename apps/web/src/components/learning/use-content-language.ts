import { useTranslation } from 'react-i18next';
import { useProfile } from '@/core/session';
import { answerLanguage } from '@/i18n/language';

/**
 * The language the server answers content in (see `answerLanguage`): a `?lang=` visit's, else a
 * signed-in user's saved language, else the shown one. It keys the queries, so they refetch once
 * a switch is saved.
 */
export function useContentLanguage(): string {
  const { i18n } = useTranslation();
  const user = useProfile();
  return answerLanguage(user?.language, i18n.language);
}
