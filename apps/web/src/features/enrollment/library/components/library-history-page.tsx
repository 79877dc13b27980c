import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  contentPath,
  formatDateTime,
  learningMessages,
  StatusBadge,
  statusLabel,
} from '@/components/learning';
import { listMessages, useListParams } from '@/components/list';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useLibraryHistory, type HistoryItem } from '../api/get-library-history';
import { libraryMessages } from '../library-messages';
import { LibraryListPage } from './library-list-page';

const KINDS = ['enroll', 'learner', 'approval', 'admin'];

function HistoryRow(props: { item: HistoryItem }) {
  const { t, i18n } = useFeatureTranslation(libraryMessages);
  const { item } = props;
  const change = t('history_from_to', {
    from: item.from_status === null ? t('history_new') : statusLabel(t, item.from_status),
    to: statusLabel(t, item.to_status),
  });
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="history-item">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {KINDS.includes(item.kind) ? t(`history_kind_${item.kind}`) : t('history_change')} ·{' '}
            {item.content.content_type.name}
          </Text>
          <Text size="sm" c="dimmed" component="time" dateTime={item.datetime_create}>
            {formatDateTime(i18n.language, item.datetime_create)}
          </Text>
        </Group>
        <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
          <Anchor
            component={Link}
            to={contentPath(item.content.content_type.code, item.content.id)}
            inherit
          >
            {item.content.title}
          </Anchor>
        </Title>
        <Group gap={6} wrap="wrap" role="group" aria-label={change}>
          {item.from_status === null ? (
            <Text size="sm" c="dimmed">
              {t('history_new')}
            </Text>
          ) : (
            <StatusBadge status={item.from_status} size="sm" />
          )}
          <Text size="sm" aria-hidden>
            →
          </Text>
          <StatusBadge status={item.to_status} size="sm" />
        </Group>
        {item.reason && (
          <Text size="sm" c="dimmed">
            {t('history_reason', { reason: item.reason })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** /profile/library/history: what the learner did and when (status changes, newest first), paged. */
export function LibraryHistoryPage() {
  useFeatureTranslation(learningMessages);
  useFeatureTranslation(listMessages);
  const { t } = useFeatureTranslation(libraryMessages);
  const list = useListParams();
  const query = useLibraryHistory(list.page);
  return (
    <LibraryListPage
      title={t('history_title')}
      intro={t('history_intro')}
      empty={t('history_empty')}
      current="history"
      query={query}
      page={list.page}
      onPage={list.setPage}
      row={(item) => <HistoryRow item={item} />}
    />
  );
}
