import { useState } from 'react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import {
  MATERIAL_REQUEST_ORDERINGS,
  type DashboardMaterialRequest,
  MATERIAL_REQUEST_STATUS,
} from '@portal/shared';
import { contentPath, formatDateTime } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { MaterialRequestStatusBadge, shownRequestStatus } from '@/features/material-request';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  DashboardList,
  dashboardListMessages,
  DashboardListToolbar,
  knownOrdering,
  LearnerCell,
  useDashboardListParams,
  type ListColumn,
} from '@/features/dashboard/list';
import { useDashboardMaterialRequests } from './api/material-requests';
import { materialRequestsMessages } from './material-requests-messages';
import { ReviewDialog } from './review-dialog';

const ORDER_LABELS: Record<(typeof MATERIAL_REQUEST_ORDERINGS)[number], string> = {
  '-created': 'mreqs_order_created_desc',
  created: 'mreqs_order_created_asc',
};
const STATUSES = ['1', '30', '-3', '-1'];
/** The learner's page of a published material (SPEC §2 /article/{id}, /external-video/{id}). */
const learnerPath = (row: DashboardMaterialRequest) =>
  contentPath(row.material.kind, row.material.id);

/**
 * /dashboard/material-request: learners' materials waiting for approval (SPEC §4 approve
 * flow 1), paged on the server with search, status and ordering in the URL.
 */
export function MaterialRequestsPage() {
  useFeatureTranslation(dashboardListMessages);
  const { t, i18n } = useFeatureTranslation(materialRequestsMessages);
  const list = useDashboardListParams('-created');
  const ordering = knownOrdering(list.ordering, MATERIAL_REQUEST_ORDERINGS, '-created');
  const query = useDashboardMaterialRequests({
    page: list.page,
    search: list.search,
    ordering,
    status: list.filter('status') || undefined,
  });
  const [reviewing, setReviewing] = useState<DashboardMaterialRequest | null>(null);

  const columns: ListColumn<DashboardMaterialRequest>[] = [
    {
      key: 'material',
      header: t('mreqs_col_material'),
      minWidth: 220,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {row.material.title}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`mreqs_kind_${row.material.kind}`)} ·{' '}
            {formatDateTime(i18n.language, row.datetime_create)}
          </Text>
          {row.reason && (
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              {t('mreqs_reason_shown', { reason: row.reason })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'learner',
      header: t('mreqs_col_learner'),
      minWidth: 180,
      cell: (row) => <LearnerCell user={row.user} />,
    },
    {
      key: 'status',
      header: t('mreqs_col_status'),
      nowrap: true,
      minWidth: 160,
      cell: (row) => (
        <MaterialRequestStatusBadge status={row.status}>
          {t(`mreqs_status_${shownRequestStatus(row.status)}`)}
        </MaterialRequestStatusBadge>
      ),
    },
  ];

  const actions = (row: DashboardMaterialRequest) =>
    shownRequestStatus(row.status) === MATERIAL_REQUEST_STATUS.waiting ? (
      <Button
        size="compact-sm"
        aria-label={t('mreqs_review_of', { title: row.material.title })}
        onClick={() => setReviewing(row)}
      >
        {t('mreqs_review')}
      </Button>
    ) : row.status === MATERIAL_REQUEST_STATUS.approved ? (
      <Anchor href={learnerPath(row)} target="_blank" rel="noopener noreferrer" size="sm">
        {t('mreqs_open')}
      </Anchor>
    ) : null;

  return (
    <PageContainer>
      <Stack gap="lg">
        <PageHeader title={t('mreqs_title')} intro={t('mreqs_intro')} />
        <DashboardListToolbar
          list={list}
          searchDescription={t('mreqs_search_help')}
          ordering={{
            value: ordering,
            options: MATERIAL_REQUEST_ORDERINGS.map((value) => ({
              value,
              label: t(ORDER_LABELS[value]),
            })),
          }}
          filters={[
            {
              name: 'status',
              label: t('mreqs_filter_status'),
              options: STATUSES.map((s) => ({ value: s, label: t(`mreqs_status_${s}`) })),
            },
          ]}
          clearable
        />
        <DashboardList
          label={t('mreqs_title')}
          query={query}
          columns={columns}
          rowKey={(row) => row.id}
          actions={actions}
          page={list.page}
          onPage={list.setPage}
        />
      </Stack>
      <ReviewDialog request={reviewing} onClose={() => setReviewing(null)} />
    </PageContainer>
  );
}
