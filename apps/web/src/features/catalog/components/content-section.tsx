import { Stack, Title } from '@mantine/core';
import { ListToolbar, useListParams } from '@/components/list';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import type { CourseListQuery } from '../api/catalog-keys';
import { useCourses } from '../api/get-courses';
import { catalogMessages } from '../catalog-messages';
import { ContentGrid } from './content-grid';
import { DEFAULT_ORDERING, orderingOptions, validOrdering } from './ordering';

/** A titled, searchable, paged grid of the content matching fixed filters (a provider's, a tag's…). */
export function ContentSection(props: { title: string; filters: CourseListQuery; id: string }) {
  const { t } = useFeatureTranslation(catalogMessages);
  const list = useListParams(DEFAULT_ORDERING);
  const ordering = validOrdering(list.ordering);
  const courses = useCourses({ ...props.filters, page: list.page, search: list.search, ordering });
  return (
    <section aria-labelledby={props.id}>
      <Title order={2} size="h3" id={props.id} mb="sm">
        {props.title}
      </Title>
      <Stack gap="md">
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchDescription={t('catalog_search_help')}
          ordering={{ value: ordering, options: orderingOptions(t), onChange: list.setOrdering }}
        />
        <ContentGrid
          query={courses}
          page={list.page}
          onPage={list.setPage}
          filtered={list.search !== ''}
        />
      </Stack>
    </section>
  );
}
