import { lazy, Suspense } from 'react';
import { ActionIcon } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfigValue } from '@/core/app-context';
import { ChatIcon } from '@/components/icons';

// The unread count (the messenger's socket and API) loads after the page's first render: the
// button shows at once without it (issue 21 item 2).
const MessengerBadge = lazy(() =>
  import('@/features/messenger/components/messenger-badge').then((m) => ({
    default: m.MessengerBadge,
  })),
);

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
  const button = (count: number) => (
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
  );
  return (
    <div style={{ position: 'fixed', right: 20, bottom: 20, zIndex: 120 }}>
      <Suspense fallback={button(0)}>
        <MessengerBadge>{button}</MessengerBadge>
      </Suspense>
    </div>
  );
}
