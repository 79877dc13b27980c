import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useCategories } from '../api/get-categories';
import { useCourses } from '../api/get-courses';
import { catalogMessages } from '../catalog-messages';
import { CardsSkeleton, LoadError } from './catalog-states';
import { ContentCardView } from './content-card';

/** A titled row of the home page with a 'See all' link. */
export function HomeRow(props: { id: string; title: string; to: string; children: ReactNode }) {
  const { t } = useFeatureTranslation(catalogMessages);
  return (
    <section aria-labelledby={props.id}>
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Title order={2} size="h3" id={props.id}>
          {props.title}
        </Title>
        <Anchor
          component={Link}
          to={props.to}
          aria-label={t('catalog_see_all_of', { title: props.title })}
        >
          {t('catalog_see_all')}
        </Anchor>
      </Group>
      {props.children}
    </section>
  );
}

/** Four courses of course/ in the given order, as cards. */
export function CourseRow(props: { id: string; title: string; ordering: string }) {
  const courses = useCourses({ page: 1, page_size: 4, ordering: props.ordering });
  return (
    <HomeRow id={props.id} title={props.title} to={`/course?ordering=${props.ordering}`}>
      {courses.isPending ? (
        <CardsSkeleton />
      ) : courses.isError ? (
        <LoadError error={courses.error} />
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2, md: 4 }}
          spacing="md"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {courses.data.results.map((content) => (
            <li key={content.id}>
              <ContentCardView content={content} headingOrder={3} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </HomeRow>
  );
}

/** The root categories with their content counts. */
export function CategoryRow() {
  const { t } = useFeatureTranslation(catalogMessages);
  const categories = useCategories({ page: 1, search: '' });
  return (
    <HomeRow id="home-categories" title={t('catalog_row_categories')} to="/category">
      {categories.isPending ? (
        <CardsSkeleton count={4} />
      ) : categories.isError ? (
        <LoadError error={categories.error} />
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2, md: 4 }}
          spacing="sm"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {categories.data.results.map((category) => (
            <Paper component="li" key={category.id} withBorder radius="md" p="md">
              <Stack gap={6} align="flex-start">
                <Anchor component={Link} to={`/category/${category.id}`} fw={600}>
                  {category.name}
                </Anchor>
                <Badge variant="outline" color="gray.8">
                  {t('catalog_content_count', { count: category.content_count })}
                </Badge>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </HomeRow>
  );
}

/** The catalog rows of home: newest and popular courses, and the categories. */
export function HomeCatalogRows() {
  const { t } = useFeatureTranslation(catalogMessages);
  return (
    <>
      <CourseRow id="home-newest" title={t('catalog_row_newest')} ordering="-created" />
      <CourseRow id="home-popular" title={t('catalog_row_popular')} ordering="popular" />
      <CategoryRow />
    </>
  );
}
