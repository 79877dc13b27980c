import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useDeletePost } from '../api/save-post';
import { discussionMessages } from '../discussion-messages';

/** 'Delete' with a confirmation: the post (and a topic's replies) go for everyone. */
export function DeletePost({ postId }: { postId: number }) {
  const { t } = useFeatureTranslation(discussionMessages);
  const [asking, setAsking] = useState(false);
  const remove = useDeletePost(postId);

  const handleConfirm = () => {
    remove.mutate(undefined, { onSuccess: () => setAsking(false) });
  };

  return (
    <>
      <Button variant="subtle" color="red" size="compact-sm" onClick={() => setAsking(true)}>
        {t('discussion_delete')}
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('discussion_delete_title')}>
        <Text size="sm" mb="md">
          {t('discussion_delete_body')}
        </Text>
        <FormError message={errorMessage(t, remove.error)} />
        <Group justify="flex-end" gap="sm" mt="md">
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('discussion_keep')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={handleConfirm}>
            {t('discussion_delete_confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
