import { Stack, Text, Title } from '@mantine/core';
import { MATERIAL_KINDS } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { ListToolbar, useListParams } from '@/components/list';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useCourses } from '../api/get-courses';
import { catalogMessages } from '../catalog-messages';
import { ContentGrid } from './content-grid';
import { DEFAULT_ORDERING, orderingOptions, validOrdering } from './ordering';

/**
 * A list of one content kind, or several (course/?content_type=a,b), paged, with search and
 * ordering.
 */
function KindListPage(props: { kind: string; title: string; intro: string }) {
  const { t } = useFeatureTranslation(catalogMessages);
  const list = useListParams(DEFAULT_ORDERING);
  const ordering = validOrdering(list.ordering);
  const items = useCourses({
    page: list.page,
    search: list.search,
    ordering,
    content_type: props.kind,
  });
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{props.title}</Title>
          <Text c="dimmed" mt={4}>
            {props.intro}
          </Text>
        </div>
        <ListToolbar
          search={list.search}
          onSearch={list.setSearch}
          searchDescription={t('catalog_search_help')}
          ordering={{ value: ordering, options: orderingOptions(t), onChange: list.setOrdering }}
        />
        <ContentGrid
          query={items}
          page={list.page}
          onPage={list.setPage}
          filtered={list.search !== ''}
          headingOrder={2}
        />
      </Stack>
    </PageContainer>
  );
}

/** /test: the tests a learner can take. */
export function TestListPage() {
  const { t } = useFeatureTranslation(catalogMessages);
  return (
    <KindListPage kind="test" title={t('catalog_tests_title')} intro={t('catalog_tests_intro')} />
  );
}

/** /survey: the surveys and polls a learner can answer. */
export function SurveyListPage() {
  const { t } = useFeatureTranslation(catalogMessages);
  return (
    <KindListPage
      kind="survey"
      title={t('catalog_surveys_title')}
      intro={t('catalog_surveys_intro')}
    />
  );
}

/** /learning-material (SPEC §2): the materials published to be learnt on their own. */
export function LearningMaterialListPage() {
  const { t } = useFeatureTranslation(catalogMessages);
  return (
    <KindListPage
      kind={MATERIAL_KINDS.join(',')}
      title={t('catalog_materials_title')}
      intro={t('catalog_materials_intro')}
    />
  );
}
