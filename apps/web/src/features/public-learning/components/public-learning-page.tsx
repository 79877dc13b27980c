import {
  Anchor,
  AspectRatio,
  Badge,
  Box,
  Button,
  Group,
  Image,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { isCompletedStatus, loginUrl, PROGRESS_STATUS } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { RichHtml } from '@/components/rich-text/rich-html';
import { contentPath } from '@/components/learning';
import { getLoginPath, useProfile } from '@/core/session';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  usePublicLearning,
  usePublicLearningResult,
  useRecordPublicLearning,
} from '../api/public-learning-api';
import { publicLearningMessages } from '../public-learning-messages';

/** The learner's progress and its buttons; a visitor is asked to sign in or register. */
function Progress(props: { id: number }) {
  const { t } = useFeatureTranslation(publicLearningMessages);
  const user = useProfile();
  const location = useLocation();
  const result = usePublicLearningResult(props.id, !!user);
  const record = useRecordPublicLearning(props.id);
  if (!user) {
    const next = location.pathname;
    return (
      <Paper withBorder p="md" radius="md" data-testid="public-learning-visitor">
        <Text size="sm">{t('pl_sign_in_prompt')}</Text>
        <Group gap="sm" mt="sm">
          <Button component={Link} to={loginUrl(next, getLoginPath())}>
            {t('pl_sign_in')}
          </Button>
          <Button
            component={Link}
            to={`/account/register?next=${encodeURIComponent(next)}`}
            variant="default"
          >
            {t('pl_register')}
          </Button>
        </Group>
      </Paper>
    );
  }
  const status = result.data?.result?.status;
  if (isCompletedStatus(status))
    return (
      <Badge color="teal.9" size="lg" variant="light" data-testid="public-learning-status">
        {t('pl_completed')}
      </Badge>
    );
  const started = status === PROGRESS_STATUS.in_progress;
  return (
    <Group gap="sm" data-testid="public-learning-progress">
      {started && (
        <Badge color="blue.9" size="lg" variant="light" data-testid="public-learning-status">
          {t('pl_in_progress')}
        </Badge>
      )}
      <Button
        loading={record.isPending}
        disabled={result.isPending}
        onClick={() => record.mutate({ action: started ? 'complete' : 'start' })}
      >
        {started ? t('pl_complete') : t('pl_start')}
      </Button>
      {record.isError && (
        <Text c="red.9" size="sm" role="alert">
          {errorMessage(t, record.error)}
        </Text>
      )}
    </Group>
  );
}

/** /public-learning/{id}: cover, title, provider, the sanitised body, progress, a link on. */
export function PublicLearningPage() {
  const { t } = useFeatureTranslation(publicLearningMessages);
  const id = Number(useParams().publiclearningid) || 0;
  const item = usePublicLearning(id);
  return (
    <PageContainer narrow>
      <Stack gap="md">
        {item.isPending && <Skeleton h={320} />}
        {item.isError && <Text c="dimmed">{t('pl_not_found')}</Text>}
        {item.data && (
          <article>
            {item.data.image && (
              <AspectRatio ratio={16 / 9} mb="md">
                <Image src={item.data.image} alt="" radius="md" fit="cover" />
              </AspectRatio>
            )}
            <Title order={1}>{item.data.title}</Title>
            <Anchor component={Link} to={`/public-provider/${item.data.provider.id}`} size="sm">
              {t('pl_by', { name: item.data.provider.name })}
            </Anchor>
            {item.data.desc && (
              <Text c="dimmed" mt="sm">
                {item.data.desc}
              </Text>
            )}
            <Box my="md">
              <Progress id={id} />
            </Box>
            {/* Sanitised on the server when saved (lib/html.ts allowlist). */}
            <RichHtml html={item.data.body} testId="public-learning-body" />
            {item.data.link && (
              <Button
                component={Link}
                to={contentPath(item.data.link.kind, item.data.link.id)}
                variant="light"
                mt="md"
              >
                {t('pl_open_link', { title: item.data.link.title })}
              </Button>
            )}
          </article>
        )}
      </Stack>
    </PageContainer>
  );
}
