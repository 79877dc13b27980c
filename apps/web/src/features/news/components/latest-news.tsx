import { Anchor, Group, SimpleGrid, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useNewsList } from '../api/news-api';
import { newsMessages } from '../news-messages';
import { NewsCard } from './news-card';

/** The home page's latest three news (pinned first); nothing when there is none. */
export function LatestNews() {
  const { t } = useFeatureTranslation(newsMessages);
  const common = useTranslation().t;
  const news = useNewsList('news', 1, 3);
  if (!news.data || news.data.results.length === 0) return null;
  return (
    <section aria-labelledby="home-news-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="home-news-title">
          {t('news_latest')}
        </Title>
        <Anchor component={Link} to="/news" size="sm">
          {t('news_all')}
        </Anchor>
      </Group>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 3 }}
        spacing="md"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={common('news_updates')}
      >
        {news.data.results.map((item) => (
          <li key={item.id}>
            <NewsCard item={item} />
          </li>
        ))}
      </SimpleGrid>
    </section>
  );
}
