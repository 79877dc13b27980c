import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@portal/shared';
import { isAbortError, isApiError } from '@/api';
import { GridIcon } from '@/components/icons';
import { ListPagination, listMessages } from '@/components/list';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { dashboardListMessages } from './dashboard-list-messages';
import { ExportButton, type ListExport } from './export-button';

/** One column of a dashboard list; on a phone each row becomes a card of label: value lines. */
export interface ListColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Keep the cell on one line in the table (dates, badges). */
  nowrap?: boolean;
  /** Narrowest width of the column in the table, so long labels are not cut. */
  minWidth?: number;
}

/** Row selection for bulk actions; only rows for which `isSelectable` holds get a box. */
export interface ListSelection<T> {
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  isSelectable: (row: T) => boolean;
  /** Names the row for its check box ('Select Somchai Jaidee'). */
  rowLabel: (row: T) => string;
}

export interface DashboardListProps<T> {
  /** Accessible name of the table. */
  label: string;
  query: UseQueryResult<Paged<T>>;
  columns: ListColumn<T>[];
  rowKey: (row: T) => number;
  /** Buttons of a row, shown last. */
  actions?: (row: T) => ReactNode;
  selection?: ListSelection<T>;
  page: number;
  onPage: (page: number) => void;
  emptyTitle?: string;
  emptyDescription?: string;
  /** Offers "Export to Excel" of the list as filtered now. */
  exportTo?: ListExport;
  /** Said instead of the list when the server refuses it (403): the user may not see it. */
  forbidden?: string;
}

/** Rows shaped like the table while the first page loads. */
function LoadingRows(props: { label: string }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={props.label}>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} height={44} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * A server-paged dashboard list: result count, loading, error (with retry) and empty states, a
 * table on wider screens and cards on a phone, optional row selection and pages. Filters,
 * search and ordering live in the URL (`useDashboardListParams`) and come in through `query`.
 */
export function DashboardList<T>(props: DashboardListProps<T>) {
  const { t } = useFeatureTranslation(dashboardListMessages);
  const { t: tl } = useFeatureTranslation(listMessages);
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const { query, selection } = props;

  if (props.forbidden !== undefined && query.error && isApiError(query.error, 403))
    return (
      <Alert color="red" variant="outline" role="alert">
        {props.forbidden}
      </Alert>
    );
  if (query.isPending) return <LoadingRows label={tl('list_loading')} />;
  if (query.isError && !isAbortError(query.error))
    return (
      <Alert color="red" variant="outline" role="alert" title={t('dlist_load_failed')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(t, query.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            {t('dlist_retry')}
          </Button>
        </Stack>
      </Alert>
    );
  const data = query.data;
  if (!data) return null;
  const rows = data.results;
  const selectable = selection ? rows.filter(selection.isSelectable) : [];
  const allOnPage =
    selection !== undefined &&
    selectable.length > 0 &&
    selectable.every((row) => selection.selected.has(props.rowKey(row)));

  const toggleRow = (row: T, checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (checked) next.add(props.rowKey(row));
    else next.delete(props.rowKey(row));
    selection.onChange(next);
  };
  const togglePage = (checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const row of selectable) {
      if (checked) next.add(props.rowKey(row));
      else next.delete(props.rowKey(row));
    }
    selection.onChange(next);
  };
  const rowBox = (row: T) =>
    selection?.isSelectable(row) ? (
      <Checkbox
        aria-label={t('dlist_select_row', { name: selection.rowLabel(row) })}
        checked={selection.selected.has(props.rowKey(row))}
        onChange={(event) => toggleRow(row, event.currentTarget.checked)}
      />
    ) : null;

  return (
    <Stack gap="md" aria-busy={query.isFetching || undefined}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {tl('list_result_count', { count: data.count })}
        </Text>
        <Group gap="sm" align="flex-start">
          {selection && selectable.length > 0 && (
            <Checkbox
              label={t('dlist_select_page')}
              checked={allOnPage}
              onChange={(event) => togglePage(event.currentTarget.checked)}
            />
          )}
          {props.exportTo && rows.length > 0 && <ExportButton {...props.exportTo} />}
        </Group>
      </Group>
      {rows.length === 0 ? (
        <EmptyState
          icon={<GridIcon size={28} />}
          withIndicatorBackground
          title={props.emptyTitle ?? t('dlist_empty')}
          description={props.emptyDescription ?? t('dlist_empty_help')}
          py="xl"
          data-testid="empty-state"
        />
      ) : phone ? (
        <Stack gap="sm" role="list" aria-label={props.label}>
          {rows.map((row) => (
            <Card key={props.rowKey(row)} withBorder radius="md" padding="sm" role="listitem">
              <Stack gap={6}>
                {rowBox(row)}
                {props.columns.map((column) => (
                  <Box key={column.key}>
                    <Text size="xs" c="dimmed">
                      {column.header}
                    </Text>
                    <Box style={{ overflowWrap: 'anywhere' }}>{column.cell(row)}</Box>
                  </Box>
                ))}
                {props.actions && (
                  <Group gap="xs" mt={4} wrap="wrap">
                    {props.actions(row)}
                  </Group>
                )}
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label={props.label}>
            <Table.Thead>
              <Table.Tr>
                {selection && (
                  <Table.Th w={40}>
                    <span className="visually-hidden">{t('dlist_select_all')}</span>
                  </Table.Th>
                )}
                {props.columns.map((column) => (
                  <Table.Th key={column.key} style={{ minWidth: column.minWidth }}>
                    {column.header}
                  </Table.Th>
                ))}
                {props.actions && <Table.Th>{t('dlist_actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={props.rowKey(row)}>
                  {selection && <Table.Td>{rowBox(row)}</Table.Td>}
                  {props.columns.map((column) => (
                    <Table.Td
                      key={column.key}
                      style={
                        column.nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }
                      }
                    >
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                  {props.actions && (
                    <Table.Td>
                      <Group gap="xs" wrap="wrap" maw={230}>
                        {props.actions(row)}
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination
        count={data.count}
        pageSize={data.page_size}
        page={props.page}
        onChange={props.onPage}
      />
    </Stack>
  );
}
