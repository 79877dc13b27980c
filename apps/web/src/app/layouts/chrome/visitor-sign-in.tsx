import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginUrl } from '@portal/shared';
import { getLoginPath } from '@/core/session';

/** The header's sign-in button for a visitor browsing in explore mode; comes back here. */
export function VisitorSignIn(props: { current: string }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={loginUrl(props.current, getLoginPath())} size="compact-md">
      {t('sign_in')}
    </Button>
  );
}
