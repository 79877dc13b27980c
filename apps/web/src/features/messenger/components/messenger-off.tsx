import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { useConfigValue } from '@/core/app-context';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { messengerMessages } from '../messenger-messages';

/** Whether the portal's messenger is switched on (`messenger-is-enabled`, off by default). */
export function useMessengerOn(): boolean {
  return useConfigValue('messenger-is-enabled') === true;
}

/**
 * What a messenger screen shows while the messenger is off: its own heading, that it is off, and
 * one way on. It reads nothing and opens no socket (the server answers both with 404, and the
 * socket would retry its refused handshake for as long as the page stayed open).
 */
export function MessengerOff(props: {
  title: string;
  intro: string;
  text: string;
  to: string;
  action: string;
}) {
  const { t } = useFeatureTranslation(messengerMessages);
  return (
    <PageContainer>
      <Stack gap="md" data-testid="messenger-off">
        <PageHeader title={props.title} intro={props.intro} />
        <Alert color="gray" title={t('msg_off_title')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{props.text}</Text>
            <Button component={Link} to={props.to} variant="default" size="xs">
              {props.action}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    </PageContainer>
  );
}
