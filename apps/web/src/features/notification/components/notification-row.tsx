import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Notification } from '@portal/shared';
import { contentPath, formatDateTime } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { notificationMessages } from '../notification-messages';

/** Where a notification leads: its content's page, its path, or nowhere. */
export function notificationLink(n: Notification): string | null {
  if (n.path) return n.path;
  if (n.content_id !== null && n.content_kind !== null)
    return contentPath(n.content_kind, n.content_id);
  return null;
}

/** One notification on the /notification page: text, when, its link, and "mark read". */
export function NotificationRow(props: {
  notification: Notification;
  onRead: (id: number) => void;
  reading: boolean;
}) {
  const { t, i18n } = useFeatureTranslation(notificationMessages);
  const n = props.notification;
  const link = notificationLink(n);
  const unread = n.read_at === null;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      style={unread ? { borderInlineStart: '4px solid var(--mantine-color-blue-7)' } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          {link ? (
            <Anchor
              component={Link}
              to={link}
              fw={unread ? 600 : 400}
              c="inherit"
              onClick={() => unread && props.onRead(n.id)}
              style={{ overflowWrap: 'anywhere' }}
            >
              {n.text}
            </Anchor>
          ) : (
            <Text fw={unread ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
              {n.text}
            </Text>
          )}
          <Group gap="xs">
            {unread && (
              <Badge size="sm" variant="light" color="blue.8">
                {t('ntf_unread')}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {formatDateTime(i18n.language, n.created_at)}
            </Text>
          </Group>
        </Stack>
        {unread && (
          <Button
            size="compact-sm"
            variant="subtle"
            loading={props.reading}
            aria-label={t('ntf_mark_read_of', { text: n.text })}
            onClick={() => props.onRead(n.id)}
          >
            {t('ntf_mark_read')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
