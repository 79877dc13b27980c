import { Fragment, type ReactNode } from 'react';
import { Alert, EmptyState, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/i18n/messages';
import { ListPagination } from './list-pagination';

/**
 * A server-paged list of a learner's own rows as cards (`renderRow` gives each its `li`):
 * loading, error and empty states, then the rows and their pages.
 */
export function PagedCardList<T>(props: {
  query: UseQueryResult<Paged<T>>;
  emptyTitle: string;
  rowKey: (row: T) => number;
  renderRow: (row: T) => ReactNode;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { query } = props;
  if (query.isPending) return <Skeleton height={200} radius="md" aria-busy="true" />;
  if (query.isError)
    return (
      <Alert color="red" variant="outline" role="alert">
        {errorMessage(t, query.error)}
      </Alert>
    );
  if (query.data.results.length === 0)
    return <EmptyState title={props.emptyTitle} withIndicatorBackground py="xl" />;
  return (
    <>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {query.data.results.map((row) => (
          <Fragment key={props.rowKey(row)}>{props.renderRow(row)}</Fragment>
        ))}
      </Stack>
      <ListPagination
        count={query.data.count}
        pageSize={query.data.page_size}
        page={props.page}
        onChange={props.onPage}
      />
    </>
  );
}
