import { Badge, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Assignment } from '@portal/shared';
import { ASSIGNMENT_STATUS } from '@portal/shared';
import { formatDate } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  DashboardList,
  DashboardListToolbar,
  dashboardListMessages,
  useDashboardListParams,
  type ListColumn,
} from '@/features/dashboard/list';
import { useAssignments } from './api/assignments';
import { assignmentMessages } from './assignment-messages';

/** The badge of an assignment: active, period ended, or canceled. */
export function AssignmentStatusBadge(props: { assignment: Assignment }) {
  const { t } = useFeatureTranslation(assignmentMessages);
  const { assignment } = props;
  if (assignment.status === ASSIGNMENT_STATUS.canceled)
    return (
      <Badge color="gray.7" variant="filled" autoContrast>
        {t('asg_status_canceled')}
      </Badge>
    );
  if (assignment.is_ended)
    return (
      <Badge color="orange.9" variant="filled" autoContrast>
        {t('asg_status_ended')}
      </Badge>
    );
  return (
    <Badge color="teal.9" variant="filled" autoContrast>
      {t('asg_status_active')}
    </Badge>
  );
}

/** /dashboard/assignment: assignments, newest first, searchable by course; a new one. */
export function AssignmentListPage() {
  const { t, i18n } = useFeatureTranslation(assignmentMessages);
  useFeatureTranslation(dashboardListMessages);
  const list = useDashboardListParams('-created');
  const filters = {
    search: list.search || undefined,
    status: list.filter('status') || undefined,
    ordering: list.ordering === '-created' ? undefined : list.ordering,
  };
  const query = useAssignments({ page: list.page, ...filters });
  const date = (iso: string) => formatDate(i18n.language, iso);

  const columns: ListColumn<Assignment>[] = [
    {
      key: 'content',
      header: t('asg_col_content'),
      minWidth: 200,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} component={Link} to={`/assignment/${row.id}`} c="inherit">
            {row.content.title}
          </Text>
          <Text size="xs" c="dimmed">
            {row.content.code}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'period',
      header: t('asg_col_period'),
      nowrap: true,
      cell: (row) =>
        t('asg_period', { start: date(row.datetime_start), end: date(row.datetime_end) }),
    },
    {
      key: 'learners',
      header: t('asg_col_learners'),
      nowrap: true,
      cell: (row) => t('asg_learner_count', { count: row.learner_count }),
    },
    {
      key: 'status',
      header: t('asg_col_status'),
      nowrap: true,
      cell: (row) => <AssignmentStatusBadge assignment={row} />,
    },
    {
      key: 'created',
      header: t('asg_col_created'),
      nowrap: true,
      cell: (row) => date(row.datetime_create),
    },
  ];

  return (
    <PageContainer>
      <Stack gap="lg">
        <PageHeader title={t('asg_title')} intro={t('asg_intro')} gap="sm">
          <Button component={Link} to="/assignment/new">
            {t('asg_new')}
          </Button>
        </PageHeader>
        <DashboardListToolbar
          list={list}
          searchDescription={t('asg_search_help')}
          ordering={{
            value: list.ordering,
            options: [
              { value: '-created', label: t('asg_order_created_desc') },
              { value: 'created', label: t('asg_order_created_asc') },
              { value: 'date_end', label: t('asg_order_end_asc') },
              { value: '-date_end', label: t('asg_order_end_desc') },
            ],
          }}
          filters={[
            {
              name: 'status',
              label: t('asg_filter_status'),
              options: [
                { value: '1', label: t('asg_status_active') },
                { value: '6', label: t('asg_status_canceled') },
              ],
            },
          ]}
        />
        <DashboardList
          label={t('asg_title')}
          query={query}
          forbidden={t('asg_forbidden')}
          exportTo={{ path: 'dashboard/assignment/export', query: filters }}
          columns={columns}
          rowKey={(row) => row.id}
          page={list.page}
          onPage={list.setPage}
          emptyTitle={t('asg_empty')}
          actions={(row) => (
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={`/assignment/${row.id}`}
              aria-label={`${t('asg_open')}: ${row.content.title}`}
            >
              {t('asg_open')}
            </Button>
          )}
        />
      </Stack>
    </PageContainer>
  );
}
