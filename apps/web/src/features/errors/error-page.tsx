import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './error-screen';
import { MaintenancePage } from './maintenance-page';

const KNOWN = new Set(['400', '401', '403', '404', '500', '504']);

/** /error/{statuscode}: the error page of a status (SPEC §2, §8). */
export function ErrorPage() {
  const { t } = useTranslation();
  const { statuscode = '500' } = useParams();
  if (statuscode === 'server-maintenance') return <MaintenancePage />;
  const status = /^\d{3}$/.test(statuscode) ? statuscode : '404';
  const message = KNOWN.has(status) ? t(`error_${status}`) : t('something_went_wrong');
  return <ErrorScreen status={status} title={message} />;
}
