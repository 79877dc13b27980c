import { Fragment, type ReactNode } from 'react';
import { Alert, EmptyState, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@portal/shared';
import { ListPagination, listMessages } from '@/components/list';
import { PageContainer } from '@/components/page-container';
import { WordBreaks } from '@/components/word-breaks';
import { BookIcon } from '@/components/icons';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { LibraryNav } from './library-nav';

/**
 * A library page that lists one paged answer (history, certificates): title and intro, the
 * library navigation, then loading, error, empty, or the rows (each an <li>) with their count
 * and pages.
 */
export function LibraryListPage<T extends { id: number }>(props: {
  title: string;
  intro: string;
  empty: string;
  current: 'history' | 'certificate' | 'other';
  query: UseQueryResult<Paged<T>>;
  page: number;
  onPage: (page: number) => void;
  row: (item: T) => ReactNode;
}) {
  const { t } = useFeatureTranslation(listMessages);
  const { query } = props;
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>
            <WordBreaks text={props.title} />
          </Title>
          <Text c="dimmed" mt={4}>
            {props.intro}
          </Text>
        </div>
        <LibraryNav current={props.current} />
        {query.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label={t('list_loading')}>
            <Skeleton height={96} radius="md" />
            <Skeleton height={96} radius="md" />
          </Stack>
        ) : query.isError ? (
          <Alert color="red" variant="outline" role="alert">
            {errorMessage(t, query.error)}
          </Alert>
        ) : query.data.results.length === 0 ? (
          <EmptyState
            icon={<BookIcon size={28} />}
            withIndicatorBackground
            title={props.title}
            description={props.empty}
            py="xl"
          />
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dimmed" role="status">
              {t('list_result_count', { count: query.data.count })}
            </Text>
            <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
              {query.data.results.map((item) => (
                <Fragment key={item.id}>{props.row(item)}</Fragment>
              ))}
            </Stack>
            <ListPagination
              count={query.data.count}
              pageSize={query.data.page_size}
              page={props.page}
              onChange={props.onPage}
            />
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}
