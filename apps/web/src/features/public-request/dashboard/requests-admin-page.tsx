import { Anchor, Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminRequestFormRow, PublicRequest } from '@portal/shared';
import { formatDateTime } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import {
  DashboardList,
  dashboardListMessages,
  ExportButton,
  useDashboardListParams,
  type ListColumn,
} from '@/features/dashboard/list';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { RequestStatusBadge } from '../components/request-status-badge';
import { publicRequestMessages } from '../public-request-messages';
import { useAdminRequestForms, useAdminRequests } from './admin-api';

const STATUSES = ['1', '30', '-3'];

/** /dashboard/public-request: every submitted request, newest first, by status, exported. */
export function RequestsAdminPage() {
  const { t, i18n } = useFeatureTranslation(publicRequestMessages, dashboardListMessages);
  const list = useDashboardListParams();
  const status = list.params.get('status') ?? '';
  const query = useAdminRequests(list.page, status);
  const columns: ListColumn<PublicRequest>[] = [
    {
      key: 'form',
      header: t('preqa_col_form'),
      minWidth: 200,
      cell: (row) => (
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {row.form_title}
        </Text>
      ),
    },
    {
      key: 'requester',
      header: t('preqa_col_requester'),
      minWidth: 180,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.requester.name || row.requester.email}</Text>
          <Text size="xs" c="dimmed">
            {row.requester.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('preqa_col_status'),
      nowrap: true,
      minWidth: 180,
      cell: (row) => <RequestStatusBadge status={row.status} />,
    },
    {
      key: 'step',
      header: t('preqa_col_step'),
      nowrap: true,
      cell: (row) => `${row.current_step}/${row.step_count}`,
    },
    {
      key: 'sent',
      header: t('preqa_col_sent'),
      nowrap: true,
      cell: (row) => formatDateTime(i18n.language, row.submitted_at),
    },
  ];
  return (
    <PageContainer>
      <Stack gap="lg">
        <PageHeader title={t('preqa_title')} intro={t('preqa_intro')}>
          <Button component={Link} to="/public-request-form" variant="default">
            {t('preqa_forms_title')}
          </Button>
        </PageHeader>
        <Group align="flex-end" justify="space-between" wrap="wrap" gap="sm">
          <NativeSelect
            label={t('preq_filter_status')}
            value={status}
            maw={260}
            onChange={(event) => list.setFilter('status', event.currentTarget.value)}
            data={[
              { value: '', label: t('preq_filter_all') },
              ...STATUSES.map((s) => ({ value: s, label: t(`preq_status_${s}`) })),
            ]}
          />
          <ExportButton
            path="dashboard/public-request/export"
            query={status ? { status } : {}}
            filename="public-requests.xlsx"
            label={t('preqa_export')}
          />
        </Group>
        <DashboardList
          label={t('preqa_title')}
          query={query}
          columns={columns}
          rowKey={(row) => row.id}
          actions={(row) => (
            <Anchor
              href={`/public-request/${row.id}/overall/info`}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={`${t('preq_open')}: ${row.form_title} (${row.requester.email})`}
            >
              {t('preq_open')}
            </Anchor>
          )}
          page={list.page}
          onPage={list.setPage}
        />
      </Stack>
    </PageContainer>
  );
}

/** /dashboard/public-request-form: the request forms, newest first. */
export function RequestFormsAdminPage() {
  const { t, i18n } = useFeatureTranslation(publicRequestMessages, dashboardListMessages);
  const list = useDashboardListParams();
  const query = useAdminRequestForms(list.page);
  const title = (row: AdminRequestFormRow) =>
    (i18n.language === 'th' && row.title_th) || row.title_en;
  const columns: ListColumn<AdminRequestFormRow>[] = [
    {
      key: 'title',
      header: t('preqa_col_form'),
      minWidth: 220,
      cell: (row) => (
        <Anchor component={Link} to={`/public-request-form/${row.id}`} size="sm" fw={600}>
          {title(row)}
        </Anchor>
      ),
    },
    {
      key: 'state',
      header: t('preqa_col_state'),
      nowrap: true,
      cell: (row) => (
        <Badge color={row.is_publish ? 'teal.9' : 'gray.7'} variant="outline">
          {row.is_publish ? t('preqa_published') : t('preqa_draft')}
        </Badge>
      ),
    },
    {
      key: 'approvers',
      header: t('preqa_col_approvers'),
      nowrap: true,
      cell: (row) => row.approver_count,
    },
  ];
  return (
    <PageContainer>
      <Stack gap="lg">
        <PageHeader title={t('preqa_forms_title')} intro={t('preqa_forms_intro')}>
          <Group gap="sm">
            <Button component={Link} to="/public-request" variant="default">
              {t('preqa_title')}
            </Button>
            <Button component={Link} to="/public-request-form/new">
              {t('preqa_new_form')}
            </Button>
          </Group>
        </PageHeader>
        <DashboardList
          label={t('preqa_forms_title')}
          query={query}
          columns={columns}
          rowKey={(row) => row.id}
          actions={(row) => (
            <Button
              size="compact-sm"
              variant="default"
              component={Link}
              to={`/public-request-form/${row.id}`}
              aria-label={`${t('preqa_edit')}: ${title(row)}`}
            >
              {t('preqa_edit')}
            </Button>
          )}
          page={list.page}
          onPage={list.setPage}
        />
      </Stack>
    </PageContainer>
  );
}
