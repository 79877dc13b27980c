import { useState, type ReactNode } from 'react';
import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { DiscussionPost } from '@portal/shared';
import { formatDateTime } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useEditPost, useLikePost } from '../api/save-post';
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

/**
 * Up to two letters of a name for its avatar: a Latin letter or a Thai consonant of each of the
 * first two words, skipping Thai leading vowels (เ แ โ ใ ไ) so a vowel never stands alone.
 */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => /[\p{L}\p{N}]/u.exec(word.replace(/[\u0E40-\u0E44]/g, ''))?.[0] ?? '')
    .join('')
    .toUpperCase();
}

/** Like or take back: the count beside it, pressed when the viewer likes the post. */
function LikeButton({ post }: { post: DiscussionPost }) {
  const { t } = useFeatureTranslation(discussionMessages);
  const like = useLikePost(post.id);
  // While the change is on its way, show it (and its count) as done.
  const liked = like.isPending ? Boolean(like.variables) : post.is_liked;
  const count = post.like_count + (liked === post.is_liked ? 0 : liked ? 1 : -1);
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        variant={liked ? 'light' : 'subtle'}
        size="compact-sm"
        aria-pressed={liked}
        onClick={() => like.mutate(!liked)}
      >
        {t('discussion_like')}
      </Button>
      {count > 0 && (
        <Text size="xs" c="dimmed" data-testid="discussion-like-count">
          {t('discussion_likes', { count })}
        </Text>
      )}
    </Group>
  );
}

/** One topic or reply: author, time, subject, text, likes, and the author's edit and delete. */
export function PostItem({ post, canModerate, actions, children }: PostItemProps) {
  const { t, i18n } = useFeatureTranslation(discussionMessages);
  const [editing, setEditing] = useState(false);
  const edit = useEditPost(post.id);
  const isTopic = post.parent_id === null;
  const author = post.is_own ? t('discussion_you') : post.user.name || t('discussion_someone');

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      bg={post.is_hidden ? 'gray.1' : undefined}
      aria-label={isTopic && post.subject ? `${post.subject} · ${author}` : author}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar
              src={post.user.image}
              alt={t('discussion_avatar_of', { name: post.user.name || t('discussion_someone') })}
              color="indigo"
              radius="xl"
              size={32}
              data-testid="discussion-avatar"
            >
              {initialsOf(post.user.name) || '?'}
            </Avatar>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {author}
            </Text>
          </Group>
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
            subject={isTopic ? post.subject : undefined}
            editing
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
          <>
            {isTopic && post.subject && (
              <Title order={4} size="h5" style={{ overflowWrap: 'anywhere' }}>
                {post.subject}
              </Title>
            )}
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {post.body}
            </Text>
          </>
        )}
        {!editing && (
          <Group gap={4} wrap="wrap">
            {!post.is_hidden && <LikeButton post={post} />}
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
