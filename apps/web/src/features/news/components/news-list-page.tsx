import { Alert, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/page-container';
import { ListPagination, useListParams } from '@/components/list';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useNewsList } from '../api/news-api';
import { newsMessages } from '../news-messages';
import { NewsCard } from './news-card';

const PAGE_SIZE = 12;

/** /news: published news, pinned first then newest, paged. */
export function NewsListPage() {
  const { t } = useFeatureTranslation(newsMessages);
  const common = useTranslation().t;
  const list = useListParams();
  const news = useNewsList('news', list.page, PAGE_SIZE);
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{common('news_updates')}</Title>
          <Text c="dimmed" mt={6}>
            {t('news_intro')}
          </Text>
        </div>
        {news.isError && (
          <Alert color="red" variant="outline" role="alert">
            {t('news_load_error')}
          </Alert>
        )}
        {news.isPending && <Skeleton h={240} />}
        {news.data && news.data.results.length === 0 && <Text c="dimmed">{t('news_empty')}</Text>}
        {news.data && news.data.results.length > 0 && (
          <>
            <SimpleGrid
              component="ul"
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="md"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {news.data.results.map((item) => (
                <li key={item.id}>
                  <NewsCard item={item} />
                </li>
              ))}
            </SimpleGrid>
            <ListPagination
              count={news.data.count}
              pageSize={news.data.page_size}
              page={list.page}
              onChange={list.setPage}
            />
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
