import {
  Alert,
  Anchor,
  Avatar,
  Box,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { ListPagination, useListParams } from '@/components/list';
import { RichHtml } from '@/components/rich-text/rich-html';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { usePublicProvider, useProviderLearning } from '../api/public-learning-api';
import { publicLearningMessages } from '../public-learning-messages';
import { PublicLearningCard } from './public-learning-card';

const PAGE_SIZE = 12;

/** /public-provider/{id}: the provider's about text and its published public learning. */
export function PublicProviderPage() {
  const { t } = useFeatureTranslation(publicLearningMessages);
  const id = Number(useParams().publicproviderid) || 0;
  const list = useListParams();
  const provider = usePublicProvider(id);
  const items = useProviderLearning(id, list.page, PAGE_SIZE);
  return (
    <PageContainer>
      <Stack gap="lg">
        <Anchor component={Link} to="/public-provider" size="sm">
          ‹ {t('pl_back_providers')}
        </Anchor>
        {provider.isPending && <Skeleton h={120} />}
        {provider.isError && <Text c="dimmed">{t('pl_not_found')}</Text>}
        {provider.data && (
          <section>
            <Group gap="md" wrap="nowrap">
              <Avatar src={provider.data.image} alt="" size="xl" radius="md">
                {provider.data.name.slice(0, 1)}
              </Avatar>
              <Title order={1}>{provider.data.name}</Title>
            </Group>
            {/* Sanitised on the server when saved (lib/html.ts allowlist). */}
            <Box mt="md">
              <RichHtml html={provider.data.about} testId="public-provider-about" />
            </Box>
          </section>
        )}
        {provider.data && (
          <section>
            <Title order={2} size="h3" mb="sm">
              {t('pl_provider_learning')}
            </Title>
            {items.isError && (
              <Alert color="red" variant="outline" role="alert">
                {t('pl_load_error')}
              </Alert>
            )}
            {items.data?.results.length === 0 && (
              <Text c="dimmed">{t('pl_provider_learning_empty')}</Text>
            )}
            {items.data && items.data.results.length > 0 && (
              <>
                <SimpleGrid
                  component="ul"
                  cols={{ base: 1, sm: 2, lg: 3 }}
                  spacing="md"
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                >
                  {items.data.results.map((item) => (
                    <li key={item.id}>
                      <PublicLearningCard item={item} />
                    </li>
                  ))}
                </SimpleGrid>
                <ListPagination
                  count={items.data.count}
                  pageSize={items.data.page_size}
                  page={list.page}
                  onChange={list.setPage}
                />
              </>
            )}
          </section>
        )}
      </Stack>
    </PageContainer>
  );
}
