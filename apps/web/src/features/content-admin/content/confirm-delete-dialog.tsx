import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FormError } from '@/components/form-error';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { refusalMessage } from '@/features/dashboard/list';
import { contentMessages } from './content-messages';

/**
 * Asks before deleting; a refusal stays in the dialog, translated — above all the 424
 * 'cannot_delete_because_dependency' of something still in use (SPEC §8).
 */
export function ConfirmDeleteDialog(props: {
  opened: boolean;
  title: string;
  body: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useFeatureTranslation(contentMessages);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleClose = () => {
    setError(null);
    props.onClose();
  };
  const handleConfirm = async () => {
    setPending(true);
    setError(null);
    try {
      await props.onConfirm();
      props.onClose();
    } catch (failure) {
      setError(refusalMessage(t, failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      opened={props.opened}
      onClose={handleClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <Text>{props.body}</Text>
        <FormError message={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose} data-autofocus>
            {t('cancel')}
          </Button>
          <Button color="red.9" loading={pending} onClick={() => void handleConfirm()}>
            {t('delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
