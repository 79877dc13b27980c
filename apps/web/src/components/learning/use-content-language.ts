import { useTranslation } from 'react-i18next';
import { useProfile } from '@/core/session';

/**
 * The language the server answers content in: a signed-in user's saved language wins on the
 * server, so it keys the queries (they refetch once a switch is saved), else the shown one.
 */
export function useContentLanguage(): string {
  const { i18n } = useTranslation();
  const user = useProfile();
  return user?.language ?? i18n.language;
}
