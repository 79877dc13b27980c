import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Group,
  Pagination,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import type { MyCompetency } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { contentPath, useContentLanguage } from '@/components/learning';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useMyCompetencies } from '../api/competency-api';
import { competencyMessages } from '../competency-messages';

const pick = (text: { en: string; th: string }, language: string) =>
  language === 'th' ? text.th : text.en;

/** One competency: my level against the required one, and when short, what closes the gap. */
function CompetencyCard(props: { item: MyCompetency }) {
  const { t } = useFeatureTranslation(competencyMessages);
  const language = useContentLanguage();
  const { item } = props;
  const max = Math.max(item.max_level, item.required, item.level, 1);
  return (
    <Paper withBorder radius="md" p="md" data-testid={`competency-${item.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div>
            <Text fw={700} size="lg">
              {pick(item.title, language)}
            </Text>
            {pick(item.description, language) && (
              <Text size="sm" c="dimmed">
                {pick(item.description, language)}
              </Text>
            )}
          </div>
          {item.required > 0 && (
            <Badge color={item.gap ? 'orange' : 'teal'} variant="light" style={{ flexShrink: 0 }}>
              {item.gap ? t('cp_gap') : t('cp_met')}
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={2} spacing="xs">
          <div>
            <Text size="xs" c="dimmed">
              {t('cp_level')}
            </Text>
            <Text fw={600} data-testid="competency-level">
              {item.level ? t('cp_level_of', { level: item.level, max }) : t('cp_none')}
            </Text>
            {item.level_title && <Text size="sm">{pick(item.level_title, language)}</Text>}
          </div>
          {item.required > 0 && (
            <div>
              <Text size="xs" c="dimmed">
                {t('cp_required')}
              </Text>
              <Text fw={600}>{t('cp_level_of', { level: item.required, max })}</Text>
              {item.required_title && <Text size="sm">{pick(item.required_title, language)}</Text>}
            </div>
          )}
        </SimpleGrid>
        <Progress.Root size="lg" aria-hidden>
          <Progress.Section value={(item.level / max) * 100} color={item.gap ? 'orange' : 'teal'} />
          {item.gap && (
            <Progress.Section value={((item.required - item.level) / max) * 100} color="gray.4" />
          )}
        </Progress.Root>
        {item.gap && (
          <Stack gap={6} data-testid="competency-closing">
            <Text size="sm" fw={600}>
              {t('cp_closes')}
            </Text>
            {item.closing.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('cp_no_closing')}
              </Text>
            )}
            {item.closing.map((content) => (
              <Group key={content.id} justify="space-between" wrap="nowrap" gap="xs">
                <Anchor component={Link} to={contentPath(content.kind, content.id)} size="sm">
                  {pick(content.title, language)}
                </Anchor>
                <Badge variant="outline" color="gray" style={{ flexShrink: 0 }}>
                  {t('cp_gives_level', { level: content.level })}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** SPEC §1 /competency: my levels, the gaps against my position and what closes them. */
export function CompetencyPage() {
  const { t } = useFeatureTranslation(competencyMessages);
  const [page, setPage] = useState(1);
  const mine = useMyCompetencies(page);
  const data = mine.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('cp_title')}</Title>
          <Text c="dimmed">{t('cp_intro')}</Text>
        </div>
        {mine.error && <Alert color="red">{errorMessage(t, mine.error)}</Alert>}
        {data && (
          <Group gap="sm">
            <Text fw={600}>
              {data.position ? t('cp_position', { position: data.position }) : t('cp_no_position')}
            </Text>
            {data.position && (
              <Badge
                color={data.gaps ? 'orange' : 'teal'}
                variant="light"
                data-testid="competency-gaps"
              >
                {data.gaps ? t('cp_gaps_n', { count: data.gaps }) : t('cp_no_gaps')}
              </Badge>
            )}
          </Group>
        )}
        {data?.total === 0 && <Text c="dimmed">{t('cp_empty')}</Text>}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {data?.results.map((item) => (
            <CompetencyCard key={item.id} item={item} />
          ))}
        </SimpleGrid>
        {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} />}
      </Stack>
    </PageContainer>
  );
}
