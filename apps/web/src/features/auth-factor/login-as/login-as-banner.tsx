import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useProfile } from '@/core/session';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { loginAsMessages } from './login-as-messages';
import { returnFromLoginAs } from './login-as-api';

/**
 * On every webfront page of a login-as session (SPEC is_login_as): whom the administrator is
 * signed in as, until when, and Return, which goes back to the dashboard's page of that user.
 */
export function LoginAsBanner() {
  const user = useProfile();
  if (!user?.is_login_as) return null;
  return (
    <Banner
      userId={user.id}
      name={`${user.first_name} ${user.last_name}`.trim() || user.email}
      expires={user.datetime_login_as_expire}
    />
  );
}

function Banner(props: { userId: number; name: string; expires: string | null }) {
  const { t, i18n } = useFeatureTranslation(loginAsMessages);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const until = props.expires
    ? new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(props.expires))
    : null;
  const handleReturn = async () => {
    setBusy(true);
    try {
      await returnFromLoginAs();
      window.location.assign(`/dashboard/user/${props.userId}`);
    } catch (caught) {
      setError(errorMessage(t, caught));
      setBusy(false);
    }
  };
  return (
    <Group
      role="status"
      data-testid="login-as-banner"
      justify="space-between"
      gap="xs"
      px="md"
      py={8}
      bg="yellow.1"
      style={{ borderBottom: '1px solid var(--mantine-color-yellow-4)' }}
    >
      <Text size="sm" fw={600} c="dark.8">
        {t('login_as_banner', { name: props.name })}
        {until && (
          <Text span size="sm" fw={400} ml={6}>
            {t('login_as_until', { time: until })}
          </Text>
        )}
        {error && (
          <Text span size="sm" c="red.9" ml={6}>
            {error}
          </Text>
        )}
      </Text>
      <Button size="compact-sm" color="dark" loading={busy} onClick={() => void handleReturn()}>
        {t('login_as_return')}
      </Button>
    </Group>
  );
}
