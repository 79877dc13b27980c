import { Button } from '@mantine/core';
import type { DiscussionPost } from '@portal/shared';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useModeratePost } from '../api/save-post';
import { discussionMessages } from '../discussion-messages';

/** A moderator's switch: hide a post from learners, or show it again. */
export function HidePost({ post }: { post: DiscussionPost }) {
  const { t } = useFeatureTranslation(discussionMessages);
  const moderate = useModeratePost(post.id);
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        loading={moderate.isPending}
        onClick={() => moderate.mutate(!post.is_hidden)}
      >
        {t(post.is_hidden ? 'discussion_unhide' : 'discussion_hide')}
      </Button>
      <FormError message={errorMessage(t, moderate.error)} />
    </>
  );
}
