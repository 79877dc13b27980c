import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageContainer } from '@/components/page-container';
import { ListPagination, ListToolbar, useListParams } from '@/components/list';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useCategories } from '../api/get-categories';
import { catalogMessages } from '../catalog-messages';
import { CardsSkeleton, EmptyPanel, LoadError } from './catalog-states';
import { CategoryTree } from './category-tree';

/** /category: the category tree with content counts, searchable, paged by root. */
export function CategoryListPage() {
  const { t } = useFeatureTranslation(catalogMessages);
  const list = useListParams();
  const categories = useCategories({ page: list.page, search: list.search });
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('catalog_categories_title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('catalog_categories_intro')}
          </Text>
        </div>
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchDescription={t('catalog_category_search_help')}
        />
        {categories.isPending ? (
          <CardsSkeleton count={2} />
        ) : categories.isError ? (
          <LoadError error={categories.error} />
        ) : categories.data.results.length === 0 ? (
          <EmptyPanel
            title={t('catalog_empty_title')}
            description={list.search ? t('catalog_empty_body') : t('catalog_empty_none')}
          />
        ) : (
          <>
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
              <CategoryTree nodes={categories.data.results} />
            </Paper>
            <ListPagination
              count={categories.data.count}
              pageSize={categories.data.page_size}
              page={list.page}
              onChange={list.setPage}
            />
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
