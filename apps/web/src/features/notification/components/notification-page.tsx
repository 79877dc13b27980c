import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PagedCardList, listMessages, useListParams } from '@/components/list';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications';
import { notificationMessages } from '../notification-messages';
import { NotificationRow } from './notification-row';

/** /notification: every notification of the reader, paged, All or Unread, marked read here. */
export function NotificationPage() {
  useFeatureTranslation(listMessages);
  const { t } = useFeatureTranslation(notificationMessages);
  const list = useListParams();
  const unreadOnly = list.filter('read') === 'false';
  const notifications = useNotifications({
    page: list.page,
    ...(unreadOnly ? { read: 'false' } : {}),
  });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  return (
    <PageContainer>
      <Stack gap="lg" maw={860}>
        <PageHeader title={t('ntf_title')} intro={t('ntf_intro')} align="flex-end" wrap="wrap">
          <Button component={Link} to="/notification/settings" variant="default">
            {t('ntf_settings')}
          </Button>
        </PageHeader>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <SegmentedControl
            aria-label={t('ntf_filter')}
            value={unreadOnly ? 'false' : ''}
            onChange={(value) => list.setFilter('read', value)}
            data={[
              { value: '', label: t('ntf_filter_all') },
              { value: 'false', label: t('ntf_filter_unread') },
            ]}
          />
          <Button variant="subtle" loading={markAll.isPending} onClick={() => markAll.mutate()}>
            {t('ntf_mark_all')}
          </Button>
        </Group>
        <PagedCardList
          query={notifications}
          emptyTitle={unreadOnly ? t('ntf_empty_unread') : t('ntf_empty')}
          rowKey={(n) => n.id}
          renderRow={(n) => (
            <NotificationRow
              notification={n}
              reading={markRead.isPending && markRead.variables === n.id}
              onRead={(id) => markRead.mutate(id)}
            />
          )}
          page={list.page}
          onPage={list.setPage}
        />
      </Stack>
    </PageContainer>
  );
}
