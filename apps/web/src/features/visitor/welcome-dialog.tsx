import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { Link } from 'react-router';
import { loginUrl } from '@portal/shared';
import { getLoginPath } from '@/core/session';
import { localStore } from '@/core/storage';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { visitorMessages } from './visitor-messages';

const SEEN_KEY = 'b2cWelcomeSeen';

/**
 * The welcome message for B2C visitors (SPEC §1 dialogs): shown once per browser on the first
 * public page a visitor opens, with sign-in and register links that come back here.
 */
export function WelcomeDialog(props: { current: string }) {
  const { t } = useFeatureTranslation(visitorMessages);
  const [open, setOpen] = useState(() => localStore.get(SEEN_KEY) === null);
  const close = () => {
    localStore.set(SEEN_KEY, '1');
    setOpen(false);
  };
  const next = encodeURIComponent(props.current);
  return (
    <Modal opened={open} onClose={close} title={t('visitor_welcome_title')} centered>
      <Text>{t('visitor_welcome_body')}</Text>
      <Group mt="lg" justify="flex-end" gap="sm">
        <Button
          variant="default"
          component={Link}
          to={loginUrl(props.current, getLoginPath())}
          onClick={close}
        >
          {t('visitor_sign_in')}
        </Button>
        <Button
          variant="default"
          component={Link}
          to={`/account/register?next=${next}`}
          onClick={close}
        >
          {t('visitor_register')}
        </Button>
        <Button onClick={close} data-autofocus>
          {t('visitor_welcome_browse')}
        </Button>
      </Group>
    </Modal>
  );
}
