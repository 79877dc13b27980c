import { ActionIcon } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfigValue } from '@/core/app-context';
import { ChatIcon } from '@/components/icons';
import { MessengerBadge } from '@/features/messenger';

/**
 * SPEC §2: shown only when enabled by config, signed in, outside /messenger and outside test,
 * survey and section pages. The app web view hides it (the shell does not render it).
 */
export function MessengerButton(props: { signedIn: boolean }) {
  const { t } = useTranslation();
  const enabled = useConfigValue('messenger-is-enabled') === true;
  const { pathname } = useLocation();
  const params = useParams();
  const hidden =
    pathname.includes('/messenger') ||
    'testid' in params ||
    'surveyid' in params ||
    'sectionid' in params;
  if (!enabled || !props.signedIn || hidden) return null;
  return (
    <MessengerBadge>
      {(count) => (
        <ActionIcon
          component={Link}
          to="/messenger"
          size={52}
          radius="xl"
          data-testid="messenger-button"
          data-count={count}
          aria-label={count > 0 ? `${t('messenger')} (${count})` : t('messenger')}
        >
          <ChatIcon size={26} />
        </ActionIcon>
      )}
    </MessengerBadge>
  );
}
