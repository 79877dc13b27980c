import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ImportHistoryItem, ImportModule } from '@portal/shared';
import { ListToolbar } from '@/components/list';
import { formatDateTime } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { usePermission } from '@/features/dashboard/api';
import {
  DashboardList,
  SingleChoiceFilter,
  dashboardListMessages,
  useDashboardListParams,
  type ListColumn,
} from '@/features/dashboard/list';
import { useImports } from './api/imports';
import { importMessages } from './import-messages';
import { ImportProgress, ImportStatusBadge } from './import-status';
import { ImportUploadForm } from './import-upload-form';
import { useImportAlerts } from './use-import-alerts';

const ORDERINGS = ['-created_at', 'created_at', 'input_filename'] as const;
const ORDER_LABELS: Record<(typeof ORDERINGS)[number], string> = {
  '-created_at': 'import_order_newest',
  created_at: 'import_order_oldest',
  input_filename: 'import_order_name',
};

/** The modules the signed-in administrator may import, from their permissions. */
export function useImportModules(): ImportModule[] {
  const permission = usePermission();
  const codes = new Set(permission.data?.permission_list.map((p) => p.codename) ?? []);
  // A superuser's permission list holds every permission.
  const modules: ImportModule[] = [];
  if (codes.has('dashboard_manage_user')) modules.push('users');
  if (codes.has('dashboard_manage_enrollment')) modules.push('enrollments');
  return modules;
}

/**
 * /dashboard/import: upload a users or enrolments file, and the history whose progress bars and
 * status badges move live from the WebSocket (websocket/alert/import/).
 */
export function ImportPage() {
  const { t, i18n } = useFeatureTranslation(importMessages);
  useFeatureTranslation(dashboardListMessages);
  const list = useDashboardListParams('-created_at');
  const ordering = (ORDERINGS as readonly string[]).includes(list.ordering)
    ? list.ordering
    : '-created_at';
  const filters = {
    page: list.page,
    search: list.search,
    ordering,
    module: list.filter('module') || undefined,
    status: list.filter('status') || undefined,
  };
  const query = useImports(filters);
  const live = useImportAlerts();
  const modules = useImportModules();

  const columns: ListColumn<ImportHistoryItem>[] = [
    {
      key: 'file',
      header: t('import_col_file'),
      cell: (row) => (
        <Anchor
          component={Link}
          to={`/import/${row.id}`}
          aria-label={t('import_view_of', { name: row.input_filename })}
        >
          {row.input_filename}
        </Anchor>
      ),
    },
    {
      key: 'module',
      header: t('import_col_module'),
      cell: (row) => t(`import_module_${row.module}`),
      nowrap: true,
    },
    {
      key: 'status',
      header: t('import_col_status'),
      cell: (row) => <ImportStatusBadge status={row.status} />,
      nowrap: true,
      minWidth: 130,
    },
    {
      key: 'progress',
      header: t('import_col_progress'),
      cell: (row) => <ImportProgress item={row} />,
      minWidth: 160,
    },
    {
      key: 'rows',
      header: t('import_col_rows'),
      cell: (row) =>
        `${row.ok_rows.toLocaleString(i18n.language)} / ${row.failed_rows.toLocaleString(i18n.language)}`,
      nowrap: true,
    },
    {
      key: 'created',
      header: t('import_col_created'),
      cell: (row) => formatDateTime(i18n.language, row.datetime_create),
      nowrap: true,
    },
  ];

  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('import_title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('import_intro')}
          </Text>
        </div>
        {modules.length > 0 && <ImportUploadForm modules={modules} />}
        <Group justify="space-between" align="center">
          <Title order={2} size="h3">
            {t('import_history')}
          </Title>
          <Badge variant="dot" color={live ? 'teal' : 'gray'} data-testid="import-live">
            {live ? t('import_live') : t('import_live_off')}
          </Badge>
        </Group>
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchDescription={t('import_search_help')}
          ordering={{
            value: ordering,
            options: ORDERINGS.map((value) => ({ value, label: t(ORDER_LABELS[value]) })),
            onChange: list.setOrdering,
          }}
        >
          <SingleChoiceFilter
            label={t('import_filter_module')}
            name="module"
            options={modules.map((m) => ({ value: m, label: t(`import_module_${m}`) }))}
            value={list.filter('module')}
            onChange={(value) => list.setFilter('module', value)}
          />
          <SingleChoiceFilter
            label={t('import_filter_status')}
            name="status"
            options={['2', '3', '-1'].map((s) => ({ value: s, label: t(`import_status_${s}`) }))}
            value={list.filter('status')}
            onChange={(value) => list.setFilter('status', value)}
          />
        </ListToolbar>
        <DashboardList
          label={t('import_history_label')}
          query={query}
          exportTo={{ path: 'dashboard/import/export', query: filters }}
          columns={columns}
          rowKey={(row) => row.id}
          page={list.page}
          onPage={list.setPage}
          emptyTitle={t('import_empty')}
          emptyDescription={t('import_empty_help')}
        />
      </Stack>
    </PageContainer>
  );
}
