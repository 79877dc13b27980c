import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ContentOption } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { ListToolbar } from '@/components/list';
import { useContentLanguage } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { DashboardList, useDashboardListParams, type ListColumn } from '@/features/dashboard/list';
import { getContentOptions } from '@/features/enrollment/dashboard';
import { markingMessages } from './marking-messages';
import { useMarkingWaiting } from './api/get-waiting';

/** /dashboard/marking: the tests (published or not), searched and paged on the server. */
export function MarkingTestsPage() {
  const { t } = useFeatureTranslation(markingMessages);
  const list = useDashboardListParams();
  const language = useContentLanguage();
  const query = useQuery({
    queryKey: ['dashboard', 'marking', 'tests', language, list.page, list.search],
    queryFn: ({ signal }) =>
      getContentOptions({ kind: 'test', search: list.search, page: list.page }, signal),
    placeholderData: keepPreviousData,
  });
  const waiting = useMarkingWaiting(query.data?.results.map((row) => row.id) ?? []);
  const waitingOf = (id: number) => waiting.data?.find((row) => row.test_id === id)?.waiting ?? 0;
  const columns: ListColumn<ContentOption>[] = [
    { key: 'code', header: t('marking_col_code'), nowrap: true, cell: (row) => row.code },
    { key: 'title', header: t('marking_col_test'), cell: (row) => row.name },
    {
      key: 'waiting',
      header: t('marking_col_waiting'),
      nowrap: true,
      cell: (row) =>
        waiting.data === undefined ? (
          '…'
        ) : waitingOf(row.id) > 0 ? (
          <Badge color="yellow.4" autoContrast variant="filled">
            {t('marking_waiting_count', { count: waitingOf(row.id) })}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            {t('marking_waiting_none')}
          </Text>
        ),
    },
    {
      key: 'published',
      header: t('marking_col_published'),
      nowrap: true,
      cell: (row) => (row.is_publish ? t('marking_yes') : t('marking_no')),
    },
  ];
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('marking_title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('marking_intro')}
          </Text>
        </div>
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchDescription={t('marking_search_tests')}
        />
        <DashboardList
          label={t('marking_title')}
          query={query}
          columns={columns}
          rowKey={(row) => row.id}
          page={list.page}
          onPage={list.setPage}
          actions={(row) => (
            <Button
              component={Link}
              to={`/marking/test/${row.id}`}
              size="compact-sm"
              variant="default"
              aria-label={t('marking_open_attempts_of', { title: row.name })}
            >
              {t('marking_open_attempts')}
            </Button>
          )}
        />
      </Stack>
    </PageContainer>
  );
}
