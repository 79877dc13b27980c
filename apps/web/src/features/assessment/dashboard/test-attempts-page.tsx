import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ATTEMPT_STATUS } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { ListToolbar } from '@/components/list';
import { formatDateTime } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  DashboardList,
  LearnerCell,
  SingleChoiceFilter,
  useDashboardListParams,
  type ListColumn,
  learnerName,
} from '@/features/dashboard/list';
import { useContentOption } from '@/features/enrollment/dashboard';
import { useTestAttempts, type DashboardAttempt } from './api/get-test-attempts';
import { ATTEMPT_STATUSES, AttemptStatusBadge } from './attempt-status';
import { markingMessages } from './marking-messages';

const ORDERINGS = [
  ['-started_at', 'marking_order_started_desc'],
  ['started_at', 'marking_order_started_asc'],
  ['-submitted_at', 'marking_order_submitted_desc'],
  ['submitted_at', 'marking_order_submitted_asc'],
  ['-score', 'marking_order_score_desc'],
  ['score', 'marking_order_score_asc'],
] as const;

/** /dashboard/marking/test/{testId}: a test's attempts, with status filter, search and order. */
export function TestAttemptsPage() {
  const { t, i18n } = useFeatureTranslation(markingMessages);
  const testId = Number(useParams().testId);
  const test = useContentOption(String(testId));
  const list = useDashboardListParams('-started_at');
  const ordering = ORDERINGS.some(([value]) => value === list.ordering)
    ? list.ordering
    : '-started_at';
  const filters = {
    page: list.page,
    search: list.search,
    ordering,
    status: list.filter('status') || undefined,
  };
  const query = useTestAttempts(testId, filters);
  const score = (row: DashboardAttempt) =>
    row.score === null ? '—' : t('marking_score_of', { score: row.score, max: row.max_score });
  const columns: ListColumn<DashboardAttempt>[] = [
    {
      key: 'learner',
      header: t('marking_col_learner'),
      minWidth: 200,
      cell: (row) => <LearnerCell user={row.user} strong />,
    },
    {
      key: 'attempt',
      header: t('marking_col_attempt'),
      nowrap: true,
      cell: (row) => row.attempt_no,
    },
    {
      key: 'status',
      header: t('marking_col_status'),
      nowrap: true,
      minWidth: 140,
      cell: (row) => <AttemptStatusBadge status={row.status} />,
    },
    {
      key: 'submitted',
      header: t('marking_col_submitted'),
      nowrap: true,
      cell: (row) => formatDateTime(i18n.language, row.datetime_submit) || '—',
    },
    { key: 'score', header: t('marking_col_score'), nowrap: true, cell: score },
    {
      key: 'waiting',
      header: t('marking_col_waiting'),
      nowrap: true,
      cell: (row) => row.pending_marking,
    },
  ];
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to="/marking" size="sm">
            {t('marking_back_to_tests')}
          </Anchor>
          <Title order={1} mt={4}>
            {test.data ? test.data.name : t('marking_attempts_title')}
          </Title>
          {test.data && (
            <Text c="dimmed" mt={4}>
              {test.data.code} · {t('marking_attempts_title')}
            </Text>
          )}
        </div>
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchDescription={t('marking_search_learner')}
          ordering={{
            value: ordering,
            options: ORDERINGS.map(([value, label]) => ({ value, label: t(label) })),
            onChange: list.setOrdering,
          }}
        >
          <SingleChoiceFilter
            label={t('marking_filter_status')}
            name="status"
            options={ATTEMPT_STATUSES.map((s) => ({ value: String(s.code), label: t(s.key) }))}
            value={list.filter('status')}
            onChange={(value) => list.setFilter('status', value)}
          />
        </ListToolbar>
        <DashboardList
          label={t('marking_attempts_title')}
          query={query}
          exportTo={{ path: `dashboard/test/${testId}/attempt/export`, query: filters }}
          columns={columns}
          rowKey={(row) => row.id}
          page={list.page}
          onPage={list.setPage}
          actions={(row) => {
            const name = learnerName(row.user);
            const waiting = row.status === ATTEMPT_STATUS.verifying && row.pending_marking > 0;
            return (
              <Button
                component={Link}
                to={`/marking/attempt/${row.id}`}
                size="compact-sm"
                variant={waiting ? 'filled' : 'default'}
                aria-label={
                  waiting
                    ? t('marking_mark_attempt_of', { name })
                    : t('marking_open_attempt_of', { name })
                }
              >
                {waiting ? t('marking_mark') : t('marking_open')}
              </Button>
            );
          }}
        />
      </Stack>
    </PageContainer>
  );
}
