import { Anchor, Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useTaxonomy } from '../api/get-taxonomy';
import { catalogMessages } from '../catalog-messages';
import { TaxonomyPageFallback } from './catalog-states';
import { ContentSection } from './content-section';

/** /instructor/{instructorid}[/{contenttypeid}]: the instructor's bio and their content. */
export function InstructorPage() {
  const { t } = useFeatureTranslation(catalogMessages);
  const { instructorid, contenttypeid } = useParams();
  const id = Number(instructorid);
  const instructor = useTaxonomy('instructor', id);
  if (!instructor.data) return <TaxonomyPageFallback query={instructor} id={id} />;
  const data = instructor.data;
  return (
    <PageContainer>
      <Stack gap="lg">
        <Group gap="lg" wrap="nowrap" align="center">
          {data.image && (
            <Avatar src={data.image} alt="" size={96} radius={96} data-testid="instructor-photo" />
          )}
          <div>
            <Text size="sm" c="dimmed" fw={600} tt="uppercase">
              {t('catalog_instructor')}
            </Text>
            <Title order={1}>{data.name}</Title>
            <Group gap="sm" mt={4}>
              {data.provider && (
                <Anchor component={Link} to={`/provider/${data.provider.id}`}>
                  {data.provider.name}
                </Anchor>
              )}
              <Text c="dimmed">{t('catalog_content_count', { count: data.content_count })}</Text>
            </Group>
          </div>
        </Group>
        <Text maw={760} style={{ whiteSpace: 'pre-line' }} c={data.bio ? undefined : 'dimmed'}>
          {data.bio || t('catalog_no_bio')}
        </Text>
        <ContentSection
          id="instructor-content"
          title={t('catalog_instructor_content')}
          filters={{ instructor: String(data.id), content_type: contenttypeid }}
        />
      </Stack>
    </PageContainer>
  );
}
