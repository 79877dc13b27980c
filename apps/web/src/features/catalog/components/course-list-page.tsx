import { Button, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { ListToolbar, useListParams } from '@/components/list';
import { useLeavePrepaint } from '@/core/prepaint';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useCourses } from '../api/get-courses';
import { catalogMessages } from '../catalog-messages';
import { ContentGrid } from './content-grid';
import { COURSE_FILTERS, FilterSelect } from './course-filters';
import { FilterSheet } from './filter-sheet';
import { DEFAULT_ORDERING, orderingOptions, validOrdering } from './ordering';

/** /course: every course, paged, with search, ordering and category/provider/instructor/tag filters in the URL. */
export function CourseListPage() {
  const { t } = useFeatureTranslation(catalogMessages);
  const list = useListParams(DEFAULT_ORDERING);
  const [, setParams] = useSearchParams();
  const filters = Object.fromEntries(COURSE_FILTERS.map((f) => [f.param, list.filter(f.param)]));
  const ordering = validOrdering(list.ordering);
  const courses = useCourses({ page: list.page, search: list.search, ordering, ...filters });
  const filtered = list.search !== '' || Object.values(filters).some(Boolean);
  // The server painted this heading before the scripts: it leaves as the real one renders.
  useLeavePrepaint();

  const handleClear = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of ['page', 'search', ...COURSE_FILTERS.map((f) => f.param)])
        next.delete(name);
      return next;
    });

  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('catalog_courses_title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('catalog_courses_intro')}
          </Text>
        </div>
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchDescription={t('catalog_search_help')}
          ordering={{ value: ordering, options: orderingOptions(t), onChange: list.setOrdering }}
        />
        <FilterSheet
          active={Object.values(filters).filter(Boolean).length}
          clear={
            filtered && (
              <Button variant="subtle" onClick={handleClear}>
                {t('catalog_clear_filters')}
              </Button>
            )
          }
        >
          {COURSE_FILTERS.map((filter) => (
            <FilterSelect
              key={filter.param}
              kind={filter.kind}
              label={filter.label}
              param={filter.param}
              value={list.filter(filter.param)}
              onChange={(value) => list.setFilter(filter.param, value)}
            />
          ))}
        </FilterSheet>
        <section
          aria-label={
            list.search
              ? t('catalog_results_for', { search: list.search })
              : t('catalog_courses_title')
          }
        >
          <ContentGrid
            query={courses}
            page={list.page}
            onPage={list.setPage}
            filtered={filtered}
            headingOrder={2}
          />
        </section>
      </Stack>
    </PageContainer>
  );
}
