import {
  Alert,
  Avatar,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { ListPagination, useListParams } from '@/components/list';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { usePublicProviders } from '../api/public-learning-api';
import { publicLearningMessages } from '../public-learning-messages';

const PAGE_SIZE = 12;

/** /public-provider: published public providers, newest first, paged. */
export function PublicProviderListPage() {
  const { t } = useFeatureTranslation(publicLearningMessages);
  const list = useListParams();
  const providers = usePublicProviders(list.page, PAGE_SIZE);
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('pl_providers_title')}</Title>
          <Text c="dimmed" mt={6}>
            {t('pl_providers_intro')}
          </Text>
        </div>
        {providers.isError && (
          <Alert color="red" variant="outline" role="alert">
            {t('pl_load_error')}
          </Alert>
        )}
        {providers.isPending && <Skeleton h={160} />}
        {providers.data?.results.length === 0 && <Text c="dimmed">{t('pl_providers_empty')}</Text>}
        {providers.data && providers.data.results.length > 0 && (
          <>
            <SimpleGrid
              component="ul"
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="md"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {providers.data.results.map((provider) => (
                <li key={provider.id}>
                  <Card
                    component={Link}
                    to={`/public-provider/${provider.id}`}
                    withBorder
                    padding="md"
                    radius="md"
                    h="100%"
                  >
                    <Group gap="md" wrap="nowrap">
                      <Avatar src={provider.image} alt="" size="lg" radius="md">
                        {provider.name.slice(0, 1)}
                      </Avatar>
                      <Text fw={600}>{provider.name}</Text>
                    </Group>
                  </Card>
                </li>
              ))}
            </SimpleGrid>
            <ListPagination
              count={providers.data.count}
              pageSize={providers.data.page_size}
              page={list.page}
              onChange={list.setPage}
            />
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
