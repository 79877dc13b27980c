import {
  ActionIcon,
  Anchor,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BellIcon } from '@/components/icons';
import { formatDateTime } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  useUnreadCount,
} from '../api/notifications';
import { notificationMessages } from '../notification-messages';
import { useBellSocket } from '../use-bell-socket';
import { notificationLink } from './notification-row';

/** The latest few, fetched when the dropdown opens. */
function Latest(props: { onClose: () => void }) {
  const { t, i18n } = useFeatureTranslation(notificationMessages);
  const latest = useNotifications({ page: 1, page_size: 5 });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  const rows = latest.data?.results ?? [];
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{t('ntf_latest')}</Text>
        <Button
          size="compact-xs"
          variant="subtle"
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('ntf_mark_all')}
        </Button>
      </Group>
      <Divider />
      {latest.isSuccess && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('ntf_empty')}
        </Text>
      )}
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((n) => {
          const link = notificationLink(n);
          return (
            <li key={n.id}>
              <UnstyledButton
                w="100%"
                p={6}
                style={{
                  borderRadius: 6,
                  background: n.read_at === null ? 'var(--mantine-color-blue-0)' : undefined,
                }}
                onClick={() => {
                  if (n.read_at === null) markRead.mutate(n.id);
                  props.onClose();
                  void navigate(link ?? '/notification');
                }}
              >
                <Text size="sm" fw={n.read_at === null ? 600 : 400} lineClamp={3}>
                  {n.text}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(i18n.language, n.created_at)}
                </Text>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
      <Divider />
      <Anchor component={Link} to="/notification" size="sm" ta="center" onClick={props.onClose}>
        {t('ntf_see_all')}
      </Anchor>
    </Stack>
  );
}

/** The header's bell: the unread count, live over the socket, and a dropdown of the latest. */
export function NotificationBell(props: { userId: number }) {
  const { t } = useFeatureTranslation(notificationMessages);
  const [opened, setOpened] = useState(false);
  useBellSocket(props.userId);
  const unread = useUnreadCount(true);
  const count = unread.data?.count ?? 0;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={340}
      shadow="md"
      withArrow
      trapFocus
    >
      {/* The target is the button itself: the popover's aria attributes belong on it. */}
      <Indicator
        label={count > 99 ? '99+' : count}
        size={16}
        disabled={count === 0}
        offset={4}
        color="red.8"
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            data-testid="notification-bell"
            data-count={count}
            aria-label={count > 0 ? t('ntf_bell_count', { count }) : t('ntf_bell')}
            onClick={() => setOpened((o) => !o)}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown maw="calc(100vw - 16px)">
        {opened && <Latest onClose={() => setOpened(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}
