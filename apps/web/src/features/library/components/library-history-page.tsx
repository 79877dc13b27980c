import {
  Alert,
  Anchor,
  EmptyState,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import {
  contentPath,
  formatDateTime,
  learningMessages,
  StatusBadge,
  statusLabel,
} from '@/components/learning';
import { ListPagination, listMessages, useListParams } from '@/components/list';
import { PageContainer } from '@/components/page-container';
import { BookIcon } from '@/components/icons';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useLibraryHistory, type HistoryItem } from '../api/get-library-history';
import { libraryMessages } from '../library-messages';
import { LibraryNav } from './library-nav';

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
  const history = useLibraryHistory(list.page);
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('history_title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('history_intro')}
          </Text>
        </div>
        <LibraryNav current="history" />
        {history.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label={t('list_loading')}>
            <Skeleton height={96} radius="md" />
            <Skeleton height={96} radius="md" />
          </Stack>
        ) : history.isError ? (
          <Alert color="red" variant="outline" role="alert">
            {errorMessage(t, history.error)}
          </Alert>
        ) : history.data.results.length === 0 ? (
          <EmptyState
            icon={<BookIcon size={28} />}
            withIndicatorBackground
            title={t('history_title')}
            description={t('history_empty')}
            py="xl"
          />
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dimmed" role="status">
              {t('list_result_count', { count: history.data.count })}
            </Text>
            <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
              {history.data.results.map((item) => (
                <HistoryRow key={item.id} item={item} />
              ))}
            </Stack>
            <ListPagination
              count={history.data.count}
              pageSize={history.data.page_size}
              page={list.page}
              onChange={list.setPage}
            />
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}
