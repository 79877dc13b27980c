import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './error-screen';

/** Unknown paths: 'This page could not be found' with a link home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorScreen status="404" title={t('page_not_found')} />;
}
