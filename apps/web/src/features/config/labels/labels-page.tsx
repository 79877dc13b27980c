import { useState } from 'react';
import { Badge, Button, Stack, Text } from '@mantine/core';
import type { DictionaryLabel } from '@portal/shared';
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
import { useDictionaryLabels } from './api/labels';
import { LabelEditDialog } from './label-edit-dialog';
import { labelsMessages } from './labels-messages';

/** A label's text with the default under it when an administrator changed it. */
function LabelText(props: {
  text: string;
  fallback: string | null;
  changed: boolean;
  lang: string;
}) {
  const { t } = useFeatureTranslation(labelsMessages);
  return (
    <Stack gap={2}>
      <Text size="sm" lang={props.lang}>
        {props.text}
      </Text>
      {props.changed && props.fallback !== null && props.fallback !== props.text && (
        <Text size="xs" c="dimmed" lang={props.lang}>
          {t('labels_default_was', { text: props.fallback })}
        </Text>
      )}
    </Stack>
  );
}

/** /dashboard/label: the en/th dictionary labels of SPEC §2, searchable, edited in a dialog. */
export function LabelsPage() {
  const { t } = useFeatureTranslation(labelsMessages);
  useFeatureTranslation(dashboardListMessages);
  const list = useDashboardListParams('key');
  const [editing, setEditing] = useState<DictionaryLabel | null>(null);
  const query = useDictionaryLabels({
    page: list.page,
    search: list.search,
    ordering: list.ordering,
    is_changed: list.filter('is_changed') || undefined,
  });

  const columns: ListColumn<DictionaryLabel>[] = [
    {
      key: 'key',
      header: t('labels_col_key'),
      cell: (row) => (
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {row.key}
        </Text>
      ),
    },
    {
      key: 'en',
      header: t('labels_col_en'),
      minWidth: 180,
      cell: (row) => (
        <LabelText text={row.en} fallback={row.default_en} changed={row.is_changed} lang="en" />
      ),
    },
    {
      key: 'th',
      header: t('labels_col_th'),
      minWidth: 180,
      cell: (row) => (
        <LabelText text={row.th} fallback={row.default_th} changed={row.is_changed} lang="th" />
      ),
    },
    {
      key: 'status',
      header: t('labels_col_status'),
      nowrap: true,
      cell: (row) =>
        row.is_changed ? (
          <Badge color="indigo.9" variant="filled" autoContrast>
            {t('labels_changed')}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            {t('labels_default')}
          </Badge>
        ),
    },
  ];

  return (
    <PageContainer>
      <Stack gap="lg">
        <PageHeader title={t('labels_title')} intro={t('labels_intro')} />
        <DashboardListToolbar
          list={list}
          searchDescription={t('labels_search_help')}
          ordering={{
            value: list.ordering,
            options: [
              { value: 'key', label: t('labels_order_key') },
              { value: 'en', label: t('labels_order_en') },
              { value: 'th', label: t('labels_order_th') },
              { value: '-updated', label: t('labels_order_updated') },
            ],
          }}
          filters={[
            {
              name: 'is_changed',
              label: t('labels_filter_changed'),
              options: [
                { value: 'true', label: t('labels_changed_only') },
                { value: 'false', label: t('labels_default_only') },
              ],
            },
          ]}
        />
        <DashboardList
          label={t('labels_title')}
          query={query}
          forbidden={t('labels_forbidden')}
          columns={columns}
          // Labels are keyed by text; the list wants a number, and a page's order is stable.
          rowKey={(row) => query.data?.results.indexOf(row) ?? 0}
          page={list.page}
          onPage={list.setPage}
          emptyTitle={t('labels_empty')}
          actions={(row) => (
            <Button
              size="xs"
              variant="light"
              onClick={() => setEditing(row)}
              aria-label={t('labels_edit_named', { key: row.key })}
            >
              {t('labels_edit')}
            </Button>
          )}
        />
      </Stack>
      <LabelEditDialog label={editing} onClose={() => setEditing(null)} />
    </PageContainer>
  );
}
