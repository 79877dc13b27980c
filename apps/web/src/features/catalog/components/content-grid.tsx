import { SimpleGrid, Stack, Text, type TitleOrder } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ContentCard, Paged } from '@portal/shared';
import { ListPagination, listMessages } from '@/components/list';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { catalogMessages } from '../catalog-messages';
import { CardsSkeleton, EmptyPanel, LoadError } from './catalog-states';
import { ContentCardView } from './content-card';

export interface ContentGridProps {
  query: UseQueryResult<Paged<ContentCard>>;
  page: number;
  onPage: (page: number) => void;
  /** Whether a search or filter narrows the list (changes the empty message). */
  filtered?: boolean;
  headingOrder?: TitleOrder;
}

/** A server-paged grid of content cards with its count, loading, error and empty states. */
export function ContentGrid(props: ContentGridProps) {
  useFeatureTranslation(listMessages);
  const { t } = useFeatureTranslation(catalogMessages);
  const { data, isPending, isError, error, isPlaceholderData } = props.query;
  if (isPending) return <CardsSkeleton />;
  if (isError) return <LoadError error={error} />;
  if (data.results.length === 0) {
    return props.filtered ? (
      <EmptyPanel title={t('catalog_empty_title')} description={t('catalog_empty_body')} />
    ) : (
      <EmptyPanel title={t('catalog_empty_title')} description={t('catalog_empty_none')} />
    );
  }
  return (
    <Stack gap="md" aria-busy={isPlaceholderData || undefined}>
      <Text size="sm" c="dimmed" role="status">
        {t('list_result_count', { count: data.count })}
      </Text>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 3, xl: 4 }}
        spacing="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {data.results.map((content) => (
          <li key={content.id}>
            <ContentCardView content={content} headingOrder={props.headingOrder} />
          </li>
        ))}
      </SimpleGrid>
      <ListPagination
        count={data.count}
        pageSize={data.page_size}
        page={props.page}
        onChange={props.onPage}
      />
    </Stack>
  );
}
