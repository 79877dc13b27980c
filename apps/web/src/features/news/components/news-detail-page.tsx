import { Anchor, AspectRatio, Box, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { NewsKind } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { RichHtml } from '@/components/rich-text/rich-html';
import { formatDate } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useNewsItem } from '../api/news-api';
import { newsMessages } from '../news-messages';

/** /news/{id} and /informative/{id}: the cover, title, date (news) and the sanitised body. */
function NewsReader(props: { kind: NewsKind; id: number }) {
  const { t, i18n } = useFeatureTranslation(newsMessages);
  const item = useNewsItem(props.kind, props.id);
  return (
    <PageContainer narrow>
      <Stack gap="md">
        {props.kind === 'news' && (
          <Anchor component={Link} to="/news" size="sm">
            ‹ {t('news_back')}
          </Anchor>
        )}
        {item.isPending && <Skeleton h={320} />}
        {item.isError && <Text c="dimmed">{t('news_not_found')}</Text>}
        {item.data && (
          <article>
            {item.data.image && (
              <AspectRatio ratio={16 / 9} mb="md">
                <Image src={item.data.image} alt="" radius="md" fit="cover" />
              </AspectRatio>
            )}
            <Title order={1}>{item.data.title}</Title>
            {props.kind === 'news' && (
              <Text size="sm" c="dimmed" mt={6}>
                {formatDate(i18n.language, item.data.datetime_publish)}
              </Text>
            )}
            {/* Sanitised on the server when saved (lib/html.ts allowlist). */}
            <Box mt="md">
              <RichHtml html={item.data.body} testId="news-body" />
            </Box>
          </article>
        )}
      </Stack>
    </PageContainer>
  );
}

function useId(name: string): number {
  const params = useParams();
  const id = Number(params[name]);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

export function NewsDetailPage() {
  const id = useId('newsid');
  return <NewsReader key={id} kind="news" id={id} />;
}

export function InformativePage() {
  const id = useId('id');
  return <NewsReader key={id} kind="informative" id={id} />;
}
