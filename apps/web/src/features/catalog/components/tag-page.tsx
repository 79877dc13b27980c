import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useTaxonomy } from '../api/get-taxonomy';
import { catalogMessages } from '../catalog-messages';
import { TaxonomyPageFallback } from './catalog-states';
import { ContentSection } from './content-section';

/** /tag/{tagid}: the content carrying a tag. */
export function TagPage() {
  const { t } = useFeatureTranslation(catalogMessages);
  const id = Number(useParams().tagid);
  const tag = useTaxonomy('tag', id);
  if (!tag.data) return <TaxonomyPageFallback query={tag} id={id} />;
  const data = tag.data;
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            {t('catalog_tag')}
          </Text>
          <Title order={1}>{data.name}</Title>
          <Text c="dimmed" mt={4}>
            {t('catalog_content_count', { count: data.content_count })}
          </Text>
        </div>
        <ContentSection
          id="tag-content"
          title={t('catalog_tag_content', { name: data.name })}
          filters={{ tag: String(data.id) }}
        />
      </Stack>
    </PageContainer>
  );
}
