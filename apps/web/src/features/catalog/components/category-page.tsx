import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { CONTENT_TYPES } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { ListToolbar, useListParams } from '@/components/list';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { subtreeIds } from '../api/get-categories';
import { useCourses } from '../api/get-courses';
import { useTaxonomy } from '../api/get-taxonomy';
import { catalogMessages } from '../catalog-messages';
import { TaxonomyPageFallback } from './catalog-states';
import { CategoryTree } from './category-tree';
import { ContentGrid } from './content-grid';
import { DEFAULT_ORDERING, orderingOptions, validOrdering } from './ordering';

/**
 * The category id of the path: `12`, or SPEC §2's `-_12` form; and the content type a
 * `/{contenttypeid}` after it names (by code or id), when it names a known one.
 */
export function categoryPathOf(params: { categoryid?: string; contenttypeid?: string }) {
  const id = Number((params.categoryid ?? '').replace(/^-_/, ''));
  const type = CONTENT_TYPES.find(
    (t) => t.code === params.contenttypeid || String(t.id) === params.contenttypeid,
  );
  return { id, contentType: type?.code };
}

/**
 * /category/{categoryid} (or /category/-_{categoryid}[/{contenttypeid}]): the category, its
 * subcategories, and the courses (or the content of the type named) in it and below it.
 */
export function CategoryPage() {
  const { t } = useFeatureTranslation(catalogMessages);
  const { id, contentType } = categoryPathOf(useParams());
  const category = useTaxonomy('category', id);
  const list = useListParams(DEFAULT_ORDERING);
  const ordering = validOrdering(list.ordering);
  const ids = category.data ? subtreeIds(category.data).join(',') : '';
  const courses = useCourses(
    { page: list.page, search: list.search, ordering, category: ids, content_type: contentType },
    { enabled: ids !== '' },
  );

  if (!category.data) return <TaxonomyPageFallback query={category} id={id} />;
  const data = category.data;
  return (
    <PageContainer>
      <Stack gap="lg">
        <Breadcrumbs
          aria-label={t('catalog_categories_title')}
          separatorMargin={6}
          style={{ flexWrap: 'wrap' }}
        >
          <Anchor component={Link} to="/category" size="sm">
            {t('catalog_categories_title')}
          </Anchor>
          {data.parent && (
            <Anchor component={Link} to={`/category/${data.parent.id}`} size="sm">
              {data.parent.name}
            </Anchor>
          )}
          <Text size="sm" aria-current="page">
            {data.name}
          </Text>
        </Breadcrumbs>
        <div>
          <Title order={1}>{data.name}</Title>
          <Group gap="sm" mt={4}>
            <Text c="dimmed">{t('catalog_content_count', { count: data.content_count })}</Text>
            {data.parent && (
              <Text c="dimmed">{t('catalog_parent_category', { name: data.parent.name })}</Text>
            )}
          </Group>
        </div>
        {data.child_list.length > 0 && (
          <section aria-labelledby="subcategories">
            <Title order={2} size="h4" id="subcategories" mb="sm">
              {t('catalog_subcategories')}
            </Title>
            <CategoryTree nodes={data.child_list} />
          </section>
        )}
        <section aria-labelledby="category-content">
          <Title order={2} size="h3" id="category-content" mb="sm">
            {t('catalog_category_content')}
          </Title>
          <Stack gap="md">
            <ListToolbar
              search={list.search}
              onSearch={list.setSearch}
              searchDescription={t('catalog_search_help')}
              ordering={{
                value: ordering,
                options: orderingOptions(t),
                onChange: list.setOrdering,
              }}
            />
            <ContentGrid
              query={courses}
              page={list.page}
              onPage={list.setPage}
              filtered={list.search !== ''}
            />
          </Stack>
        </section>
      </Stack>
    </PageContainer>
  );
}
