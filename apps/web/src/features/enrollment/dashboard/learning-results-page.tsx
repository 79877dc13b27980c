import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  PROGRESS_STATUS,
  RESULT_ORDERINGS,
  isProgramKind,
  resultAdminTargets,
  type DashboardResult,
} from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { ListToolbar } from '@/components/list';
import { formatDateTime, learningMessages, statusLabel, StatusBadge } from '@/components/learning';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  DashboardList,
  dashboardListMessages,
  LearnerCell,
  MultiChoiceFilter,
  refusalMessage,
  SingleChoiceFilter,
  useDashboardListParams,
  type ListColumn,
  learnerName,
} from '@/features/dashboard/list';
import { useApproveResults, useDecideResult } from './api/decide-result';
import { useLearningResults } from './api/get-learning-results';
import { AuditDialog } from './audit-dialog';
import { ProgramStepsDialog } from './program-steps-dialog';
import { ContentFilter } from './content-filter';
import { RejectDialog } from './reject-dialog';
import { resultsMessages } from './results-messages';
import { StatusChangeDialog } from './status-change-dialog';

/** Status codes offered by the status filter, once each (31 reads as completed like 30). */
const STATUS_CODES = [...new Set(Object.values(PROGRESS_STATUS))].filter((s) => s !== 31);
const GROUPS = ['to_do', 'doing', 'done'] as const;
const ORDER_LABELS: Record<(typeof RESULT_ORDERINGS)[number], string> = {
  '-updated': 'results_order_updated_desc',
  updated: 'results_order_updated_asc',
  '-created': 'results_order_created_desc',
  created: 'results_order_created_asc',
};
const FILTERS = ['status', 'group', 'content'];

/**
 * /dashboard/learning-result (every result) and /dashboard/approval (requests waiting for
 * approval, with bulk approve): server-paged, with search, ordering and filters in the URL.
 */
export function LearningResultsPage(props: { mode: 'all' | 'approval' }) {
  const { t, i18n } = useFeatureTranslation(resultsMessages);
  useFeatureTranslation(learningMessages);
  useFeatureTranslation(dashboardListMessages);
  const approvals = props.mode === 'approval';
  const list = useDashboardListParams(approvals ? 'updated' : '-updated');
  const ordering = (RESULT_ORDERINGS as readonly string[]).includes(list.ordering)
    ? list.ordering
    : '-updated';
  const filters = {
    page: list.page,
    search: list.search,
    ordering,
    status: approvals ? '1' : list.multi('status').join(',') || undefined,
    group: approvals ? undefined : list.filter('group') || undefined,
    content: list.filter('content') || undefined,
  };
  const query = useLearningResults(filters);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [changing, setChanging] = useState<DashboardResult | null>(null);
  const [rejecting, setRejecting] = useState<DashboardResult | null>(null);
  const [auditing, setAuditing] = useState<DashboardResult | null>(null);
  const [stepsOf, setStepsOf] = useState<DashboardResult | null>(null);
  const decide = useDecideResult();
  const bulk = useApproveResults();

  const handleApprove = (row: DashboardResult) => {
    const name = learnerName(row.user);
    decide.mutate(
      { id: row.id, decision: 'approve' },
      {
        onSuccess: () =>
          notify({
            color: 'teal',
            closeButtonProps: { 'aria-label': t('close') },
            message: t('results_approved', { name }),
          }),
        onError: (error) =>
          notify({
            color: 'red',
            closeButtonProps: { 'aria-label': t('close') },
            message: refusalMessage(t, error),
          }),
      },
    );
  };
  const handleBulkApprove = () => {
    const ids = [...selected];
    bulk.mutate(
      { ids },
      {
        onSuccess: (answer) => {
          setSelected(new Set());
          notify({
            color: 'teal',
            closeButtonProps: { 'aria-label': t('close') },
            message: t('results_bulk_approved', { count: answer.results.length }),
          });
        },
        onError: (error) =>
          notify({
            color: 'red',
            closeButtonProps: { 'aria-label': t('close') },
            message: refusalMessage(t, error),
          }),
      },
    );
  };

  const date = (iso: string | null) => formatDateTime(i18n.language, iso) || t('results_none');
  const columns: ListColumn<DashboardResult>[] = [
    {
      key: 'learner',
      header: t('results_col_learner'),
      minWidth: 180,
      cell: (row) => <LearnerCell user={row.user} strong />,
    },
    {
      key: 'content',
      header: t('results_col_content'),
      minWidth: 150,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.content.title}</Text>
          <Text size="xs" c="dimmed">
            {row.content.code} · {row.content.content_type.name}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('results_col_status'),
      nowrap: true,
      minWidth: 170,
      cell: (row) => (
        <Stack gap={4} align="flex-start">
          <StatusBadge status={row.status} />
          {!approvals && (
            <Text size="xs" c="dimmed">
              {t('results_col_progress')}: {row.percent}%
            </Text>
          )}
        </Stack>
      ),
    },
    approvals
      ? {
          key: 'requested',
          header: t('results_col_requested'),
          nowrap: true,
          cell: (row) => date(row.datetime_update),
        }
      : {
          key: 'dates',
          header: t('results_col_dates'),
          nowrap: true,
          cell: (row) => (
            <Stack gap={0}>
              <Text size="xs">
                {t('results_col_started')}: {date(row.datetime_start)}
              </Text>
              {row.datetime_complete && (
                <Text size="xs">
                  {t('results_col_completed')}: {date(row.datetime_complete)}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {t('results_col_updated')}: {date(row.datetime_update)}
              </Text>
            </Stack>
          ),
        },
  ];

  const actions = (row: DashboardResult) => {
    const name = learnerName(row.user);
    const canChange = resultAdminTargets(row.content.content_type.code, row.status).length > 0;
    return (
      <>
        {row.status === PROGRESS_STATUS.waiting_approve && (
          <>
            <Button
              size="compact-sm"
              color="teal.9"
              aria-label={t('results_approve_of', { name })}
              loading={decide.isPending && decide.variables.id === row.id}
              onClick={() => handleApprove(row)}
            >
              {t('results_approve')}
            </Button>
            <Button
              size="compact-sm"
              variant="outline"
              color="red.9"
              aria-label={t('results_reject_of', { name })}
              onClick={() => setRejecting(row)}
            >
              {t('results_reject')}
            </Button>
          </>
        )}
        {canChange && (
          <Button
            size="compact-sm"
            variant="default"
            aria-label={t('results_change_status_of', { name })}
            onClick={() => setChanging(row)}
          >
            {t('results_change_status')}
          </Button>
        )}
        {isProgramKind(row.content.content_type.code) && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            aria-label={t('results_steps_of', { name })}
            onClick={() => setStepsOf(row)}
          >
            {t('results_steps')}
          </Anchor>
        )}
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-label={t('results_history_of', { name })}
          onClick={() => setAuditing(row)}
        >
          {t('results_history')}
        </Anchor>
      </>
    );
  };

  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{approvals ? t('approvals_title') : t('results_title')}</Title>
          <Text c="dimmed" mt={4}>
            {approvals ? t('approvals_intro') : t('results_intro')}
          </Text>
        </div>
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchDescription={t('results_search_help')}
          ordering={{
            value: ordering,
            options: RESULT_ORDERINGS.map((value) => ({ value, label: t(ORDER_LABELS[value]) })),
            onChange: list.setOrdering,
          }}
        >
          <ContentFilter
            value={list.filter('content')}
            onChange={(value) => list.setFilter('content', value)}
          />
          {!approvals && (
            <>
              <MultiChoiceFilter
                label={t('results_filter_status')}
                name="status"
                options={STATUS_CODES.map((code) => ({
                  value: String(code),
                  label: statusLabel(t, code),
                }))}
                value={list.multi('status')}
                onChange={(values) => list.setMulti('status', values, STATUS_CODES.map(String))}
              />
              <SingleChoiceFilter
                label={t('results_filter_group')}
                name="group"
                options={GROUPS.map((group) => ({ value: group, label: t(`group_${group}`) }))}
                value={list.filter('group')}
                onChange={(value) => list.setFilter('group', value)}
              />
            </>
          )}
          {FILTERS.some((name) => list.params.has(name)) && (
            <Button variant="default" onClick={() => list.clearFilters(FILTERS)}>
              {t('dlist_clear_filters')}
            </Button>
          )}
        </ListToolbar>
        {approvals && selected.size > 0 && (
          <Group gap="sm" role="region" aria-label={t('dlist_selected', { count: selected.size })}>
            <Text size="sm">{t('dlist_selected', { count: selected.size })}</Text>
            <Button color="teal.9" loading={bulk.isPending} onClick={handleBulkApprove}>
              {t('results_bulk_approve', { count: selected.size })}
            </Button>
            <Button variant="default" onClick={() => setSelected(new Set())}>
              {t('dlist_clear_selection')}
            </Button>
          </Group>
        )}
        <DashboardList
          label={approvals ? t('approvals_title') : t('results_title')}
          query={query}
          exportTo={{ path: 'dashboard/learning-result/export', query: filters }}
          columns={columns}
          rowKey={(row) => row.id}
          actions={actions}
          page={list.page}
          onPage={list.setPage}
          emptyTitle={approvals && !list.search ? t('results_empty_approvals') : undefined}
          emptyDescription={
            approvals && !list.search ? t('results_empty_approvals_help') : undefined
          }
          selection={
            approvals
              ? {
                  selected,
                  onChange: setSelected,
                  isSelectable: (row) => row.status === PROGRESS_STATUS.waiting_approve,
                  rowLabel: (row) => learnerName(row.user),
                }
              : undefined
          }
        />
      </Stack>
      <StatusChangeDialog result={changing} onClose={() => setChanging(null)} />
      <RejectDialog result={rejecting} onClose={() => setRejecting(null)} />
      <AuditDialog result={auditing} onClose={() => setAuditing(null)} />
      <ProgramStepsDialog result={stepsOf} onClose={() => setStepsOf(null)} />
    </PageContainer>
  );
}

/** Route module for /dashboard/learning-result. */
export function LearningResultsRoute() {
  return <LearningResultsPage mode="all" />;
}

/** Route module for /dashboard/approval. */
export function ApprovalsRoute() {
  return <LearningResultsPage mode="approval" />;
}
