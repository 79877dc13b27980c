import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { DiscussionPost } from '@portal/shared';
import { formatDateTime } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useEditPost } from '../api/save-post';
import { discussionMessages } from '../discussion-messages';
import { DeletePost } from './delete-post';
import { HidePost } from './hide-post';
import { PostForm } from './post-form';

interface PostItemProps {
  post: DiscussionPost;
  /** A moderator may hide the post from learners. */
  canModerate: boolean;
  /** More actions after edit and delete (a topic's reply button). */
  actions?: ReactNode;
  /** Shown under the post (a topic's replies). */
  children?: ReactNode;
}

/** One topic or reply: author, time, text, and the author's edit and delete. */
export function PostItem({ post, canModerate, actions, children }: PostItemProps) {
  const { t, i18n } = useFeatureTranslation(discussionMessages);
  const [editing, setEditing] = useState(false);
  const edit = useEditPost(post.id);

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      bg={post.is_hidden ? 'gray.1' : undefined}
      aria-label={post.is_own ? t('discussion_you') : post.user.name}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {post.is_own ? t('discussion_you') : post.user.name}
          </Text>
          <Group gap={6}>
            {post.is_hidden && (
              <Badge color="gray" variant="light" size="sm">
                {t('discussion_hidden')}
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {formatDateTime(i18n.language, post.datetime_create)}
              {post.is_edited && ` · ${t('discussion_edited')}`}
            </Text>
          </Group>
        </Group>
        {editing ? (
          <PostForm
            label={t('discussion_edit_label')}
            submitLabel={t('discussion_save')}
            initial={post.body}
            pending={edit.isPending}
            error={edit.error}
            autoFocus
            onSubmit={(input) => edit.mutate(input, { onSuccess: () => setEditing(false) })}
            onCancel={() => {
              edit.reset();
              setEditing(false);
            }}
          />
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {post.body}
          </Text>
        )}
        {!editing && (
          <Group gap={4} wrap="wrap">
            {actions}
            {post.is_own && (
              <Button variant="subtle" size="compact-sm" onClick={() => setEditing(true)}>
                {t('discussion_edit')}
              </Button>
            )}
            {post.can_delete && <DeletePost postId={post.id} />}
            {canModerate && <HidePost post={post} />}
          </Group>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
