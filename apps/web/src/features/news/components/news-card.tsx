import { AspectRatio, Badge, Card, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { NewsCard as NewsCardData } from '@portal/shared';
import { formatDate } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { newsMessages } from '../news-messages';

/** A news item in a list: cover, date, title; the whole card links to the item. */
export function NewsCard(props: { item: NewsCardData }) {
  const { t, i18n } = useFeatureTranslation(newsMessages);
  const { item } = props;
  return (
    <Card component={Link} to={`/news/${item.id}`} withBorder padding="sm" radius="md" h="100%">
      <Card.Section>
        <AspectRatio ratio={16 / 9} bg="gray.1">
          {item.image ? <Image src={item.image} alt="" fit="cover" /> : <div />}
        </AspectRatio>
      </Card.Section>
      <Text size="xs" c="dimmed" mt="sm">
        {formatDate(i18n.language, item.datetime_publish)}
        {item.is_pinned && (
          <Badge component="span" size="xs" variant="light" ml={8}>
            {t('news_pinned')}
          </Badge>
        )}
      </Text>
      <Text fw={600} mt={4} lineClamp={3}>
        {item.title}
      </Text>
    </Card>
  );
}
