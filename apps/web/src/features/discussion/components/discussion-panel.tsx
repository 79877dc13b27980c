import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { DiscussionOrdering, DiscussionPostRefusal } from '@portal/shared';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import type { DiscussionScope } from '../api/discussion-keys';
import { useTopics } from '../api/get-topics';
import { useCreateTopic } from '../api/save-post';
import { discussionMessages } from '../discussion-messages';
import { PostForm } from './post-form';
import { TopicItem } from './topic-item';

const ORDERINGS: DiscussionOrdering[] = ['-created', 'created'];

export interface DiscussionPanelProps {
  scope: DiscussionScope;
  /** The course's or the material's id. */
  contentId: number;
}

function NewTopic({ scope, contentId }: DiscussionPanelProps) {
  const { t } = useFeatureTranslation(discussionMessages);
  const create = useCreateTopic(scope, contentId);
  const [posted, setPosted] = useState(false);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('discussion_new')}
        </Title>
        <PostForm
          subject=""
          label={t('discussion_body_label')}
          submitLabel={t('discussion_post')}
          pending={create.isPending}
          error={create.error}
          onSubmit={(input, done) => {
            setPosted(false);
            create.mutate(
              { subject: input.subject ?? '', body: input.body },
              { onSuccess: () => (done(), setPosted(true)) },
            );
          }}
        />
        {posted && (
          <Text size="sm" c="teal.9" role="status">
            {t('discussion_posted')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

const REFUSAL_MESSAGES: Record<DiscussionPostRefusal, string> = {
  discussion_not_enrolled: 'discussion_enrol_to_post',
  discussion_enrolment_waiting: 'discussion_enrolment_waiting',
  discussion_enrolment_ended: 'discussion_enrolment_ended',
};

/** Why the viewer cannot post here (the server's reason), with the way to enrol when there is one. */
function CannotPost(props: DiscussionPanelProps & { refusal: DiscussionPostRefusal | null }) {
  const { t } = useFeatureTranslation(discussionMessages);
  const refusal = props.refusal ?? 'discussion_not_enrolled';
  return (
    <Alert color="blue" variant="light" data-testid="discussion-cannot-post">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(REFUSAL_MESSAGES[refusal])}</Text>
        {props.scope === 'course' && refusal === 'discussion_not_enrolled' && (
          <Anchor component={Link} to={`/course/${props.contentId}`} fw={600} size="sm">
            {t('discussion_go_enrol')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * The discussion tab of a course, a video or an audio: a form to start a topic (for those who
 * may post), the topics newest or oldest first with "load more", each with its replies.
 */
export function DiscussionPanel({ scope, contentId }: DiscussionPanelProps) {
  const { t } = useFeatureTranslation(discussionMessages);
  const [params, setParams] = useSearchParams();
  const ordering: DiscussionOrdering =
    params.get('ordering') === 'created' ? 'created' : '-created';
  const topics = useTopics(scope, contentId, ordering);

  const handleOrdering = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === '-created') next.delete('ordering');
    else next.set('ordering', value);
    setParams(next, { replace: true });
  };

  if (!topics.data) {
    if (topics.error) return <FormError message={errorMessage(t, topics.error)} />;
    return (
      <Center py="xl">
        <Loader aria-label={t('discussion_loading')} />
      </Center>
    );
  }
  const first = topics.data.pages[0];
  const rows = topics.data.pages.flatMap((p) => p.results);
  const canPost = first?.can_post ?? false;
  return (
    <Stack gap="lg">
      {canPost ? (
        <NewTopic scope={scope} contentId={contentId} />
      ) : (
        <CannotPost scope={scope} contentId={contentId} refusal={first?.post_refusal ?? null} />
      )}
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Title order={3} size="h5">
          {t('discussion_count', { count: first?.count ?? 0 })}
        </Title>
        <NativeSelect
          label={t('discussion_order')}
          value={ordering}
          onChange={(e) => handleOrdering(e.currentTarget.value)}
          data={ORDERINGS.map((value) => ({
            value,
            label: t(value === '-created' ? 'discussion_order_newest' : 'discussion_order_oldest'),
          }))}
        />
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('discussion_empty')}</Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          aria-label={t('discussion_list_label')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {rows.map((topic) => (
            <TopicItem
              key={topic.id}
              topic={topic}
              canPost={canPost}
              canModerate={first?.can_moderate ?? false}
            />
          ))}
        </Stack>
      )}
      {topics.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void topics.fetchNextPage()}
          loading={topics.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t('discussion_load_more')}
        </Button>
      )}
      <FormError message={topics.isFetchNextPageError ? errorMessage(t, topics.error) : null} />
    </Stack>
  );
}
