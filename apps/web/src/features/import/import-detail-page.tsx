import { useState } from 'react';
import { Alert, Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { ImportRowError } from '@portal/shared';
import { formatDateTime } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { DashboardList, dashboardListMessages, type ListColumn } from '@/features/dashboard/list';
import { useImport, useImportErrors } from './api/imports';
import { importMessages } from './import-messages';
import { ImportProgress, ImportStatusBadge } from './import-status';
import { useImportAlerts } from './use-import-alerts';

/** /dashboard/import/:id: one import, live while it runs, and its refused rows (paged). */
export function ImportDetailPage() {
  const { t, i18n } = useFeatureTranslation(importMessages);
  useFeatureTranslation(dashboardListMessages);
  const id = Number(useParams().id);
  const [page, setPage] = useState(1);
  useImportAlerts();
  const item = useImport(id);
  // Refetch the refused rows as the counts move, so they fill in while the import runs.
  const errors = useImportErrors(id, page, item.data ? item.data.failed_rows : 0);

  const columns: ListColumn<ImportRowError>[] = [
    {
      key: 'row',
      header: t('import_col_row'),
      cell: (e) => e.row_number.toLocaleString(i18n.language),
      nowrap: true,
    },
    {
      key: 'field',
      header: t('import_col_field'),
      cell: (e) => t(`import_field_${e.field}`, { defaultValue: e.field }),
      nowrap: true,
    },
    { key: 'problem', header: t('import_col_problem'), cell: (e) => t(e.code) },
    { key: 'value', header: t('import_col_value'), cell: (e) => e.value },
  ];

  return (
    <PageContainer>
      <Stack gap="lg">
        <Anchor component={Link} to="/import" size="sm">
          ← {t('import_back')}
        </Anchor>
        {item.isPending && <Loader aria-label="…" />}
        {item.isError && (
          <Alert color="red" variant="outline" role="alert">
            {errorMessage(t, item.error)}
          </Alert>
        )}
        {item.data && (
          <Card withBorder radius="md" padding="lg">
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                  {item.data.input_filename}
                </Title>
                <ImportStatusBadge status={item.data.status} />
              </Group>
              <Text size="sm" c="dimmed">
                {t(`import_module_${item.data.module}`)} ·{' '}
                {formatDateTime(i18n.language, item.data.datetime_create)}
                {item.data.created_by_email
                  ? ` · ${t('import_by', { email: item.data.created_by_email })}`
                  : ''}
              </Text>
              <ImportProgress item={item.data} />
              <Text data-testid="import-counts">
                {t('import_detail_rows', {
                  ok: item.data.ok_rows.toLocaleString(i18n.language),
                  failed: item.data.failed_rows.toLocaleString(i18n.language),
                  total: item.data.total_rows.toLocaleString(i18n.language),
                })}
              </Text>
              {item.data.error_code && (
                <Alert color="red" variant="outline" role="alert">
                  {t(item.data.error_code)}
                </Alert>
              )}
            </Stack>
          </Card>
        )}
        <Title order={2} size="h3">
          {t('import_errors_title')}
        </Title>
        <DashboardList
          label={t('import_errors_label')}
          query={errors}
          columns={columns}
          rowKey={(e) => e.id}
          page={page}
          onPage={setPage}
          emptyTitle={t('import_errors_none')}
          emptyDescription={t('import_errors_none_help')}
        />
      </Stack>
    </PageContainer>
  );
}
