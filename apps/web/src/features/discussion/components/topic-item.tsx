import { useState } from 'react';
import { Button, Center, Loader, Stack } from '@mantine/core';
import type { DiscussionPost } from '@portal/shared';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useReplies } from '../api/get-replies';
import { useCreateReply, useSubscribeTopic } from '../api/save-post';
import { discussionMessages } from '../discussion-messages';
import { PostForm } from './post-form';
import { PostItem } from './post-item';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

function Replies(props: {
  topic: DiscussionPost;
  canPost: boolean;
  writing: boolean;
  onDone: () => void;
}) {
  const { t } = useFeatureTranslation(discussionMessages);
  const replies = useReplies(props.topic.id, true);
  const create = useCreateReply(props.topic.id);
  const rows = replies.data?.pages.flatMap((p) => p.results) ?? [];
  const canModerate = replies.data?.pages[0]?.can_moderate ?? false;
  const name = props.topic.is_own
    ? t('discussion_you')
    : props.topic.subject || props.topic.user.name || t('discussion_someone');
  return (
    <Stack
      gap="xs"
      pl={{ base: 'xs', sm: 'lg' }}
      style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}
    >
      {replies.isPending && (
        <Center py="xs">
          <Loader size="sm" aria-label={t('discussion_loading')} />
        </Center>
      )}
      <FormError message={errorMessage(t, replies.error)} />
      {rows.length > 0 && (
        <Stack
          gap="xs"
          component="ul"
          style={listStyle}
          aria-label={t('discussion_replies_label', { name })}
        >
          {rows.map((reply) => (
            <PostItem key={reply.id} post={reply} canModerate={canModerate} />
          ))}
        </Stack>
      )}
      {replies.hasNextPage && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => void replies.fetchNextPage()}
          loading={replies.isFetchingNextPage}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('discussion_load_more_replies')}
        </Button>
      )}
      {props.canPost && props.writing && (
        <PostForm
          label={t('discussion_reply_label')}
          submitLabel={t('discussion_send_reply')}
          pending={create.isPending}
          error={create.error}
          autoFocus
          onSubmit={(input, done) =>
            create.mutate(input, { onSuccess: () => (done(), props.onDone()) })
          }
          onCancel={props.onDone}
        />
      )}
    </Stack>
  );
}

/** A topic with its replies folded away until asked for, and a reply form for those who may post. */
export function TopicItem(props: {
  topic: DiscussionPost;
  canPost: boolean;
  canModerate: boolean;
}) {
  const { topic, canPost } = props;
  const { t } = useFeatureTranslation(discussionMessages);
  const [open, setOpen] = useState(false);
  const [writing, setWriting] = useState(false);
  const subscribe = useSubscribeTopic(topic.id);
  const following = subscribe.isPending ? Boolean(subscribe.variables) : topic.is_subscribed;
  const actions = (
    <>
      {topic.reply_count > 0 && (
        <Button
          variant="light"
          size="compact-sm"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open
            ? t('discussion_replies_hide')
            : t('discussion_replies_show', { count: topic.reply_count })}
        </Button>
      )}
      {canPost && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            setOpen(true);
            setWriting(true);
          }}
        >
          {t('discussion_reply')}
        </Button>
      )}
      {!topic.is_hidden && (
        <Button
          variant={following ? 'light' : 'subtle'}
          size="compact-sm"
          aria-pressed={following}
          title={following ? t('discussion_subscribe_hint') : undefined}
          onClick={() => subscribe.mutate(!following)}
        >
          {following ? t('discussion_subscribed') : t('discussion_subscribe')}
        </Button>
      )}
    </>
  );
  return (
    <PostItem post={topic} canModerate={props.canModerate} actions={actions}>
      {open && (
        <Replies
          topic={topic}
          canPost={canPost}
          writing={writing}
          onDone={() => setWriting(false)}
        />
      )}
    </PostItem>
  );
}
