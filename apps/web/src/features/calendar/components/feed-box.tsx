import { useState } from 'react';
import {
  Alert,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatDateTime } from '@/components/learning';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useCalendarFeed, useRevokeFeed, useRotateFeed } from '../api/calendar-api';
import { calendarMessages } from '../calendar-messages';

/**
 * The learner's iCalendar subscription link: made, rotated or turned off here. The server keeps
 * only the token's hash, so the link shows once, right after it is made.
 */
export function FeedBox() {
  const { t, i18n } = useFeatureTranslation(calendarMessages);
  const feed = useCalendarFeed();
  const rotate = useRotateFeed();
  const revoke = useRevokeFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const failed = rotate.error ?? revoke.error ?? feed.error;
  const active = feed.data?.is_active ?? false;

  const make = () =>
    rotate.mutate(undefined, {
      onSuccess: (answer) => {
        setNotice(active ? t('feed_rotated') : null);
        setUrl(answer.url);
      },
    });
  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setNotice(t('feed_revoked'));
      },
    });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="feed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="feed-title">
          {t('feed_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('feed_intro')}
        </Text>
        {failed && (
          <Alert color="red" variant="outline" role="alert">
            {errorMessage(t, failed)}
          </Alert>
        )}
        {notice && (
          <Alert color="teal" variant="light" role="status">
            {notice}
          </Alert>
        )}
        {url ? (
          <Stack gap={4}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label={t('feed_url_label')}
                value={url}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
                style={{ flex: 1, minWidth: 0 }}
                data-testid="feed-url"
              />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button variant={copied ? 'light' : 'filled'} onClick={copy}>
                    {copied ? t('feed_copied') : t('feed_copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="dimmed">
              {t('feed_new_hint')}
            </Text>
          </Stack>
        ) : (
          !feed.isPending && (
            <Text size="sm">
              {active
                ? t('feed_active_since', {
                    date: formatDateTime(i18n.language, feed.data?.datetime_create),
                  })
                : t('feed_none')}
            </Text>
          )
        )}
        <Group gap="xs">
          <Button onClick={make} loading={rotate.isPending} disabled={feed.isPending}>
            {active ? t('feed_rotate') : t('feed_create')}
          </Button>
          {active && (
            <Button variant="default" color="red" onClick={turnOff} loading={revoke.isPending}>
              {t('feed_revoke')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
