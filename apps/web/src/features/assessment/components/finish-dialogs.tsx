import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useAssessmentTranslation } from '../use-assessment-translation';

/** Asks before submitting: answers cannot change afterwards. */
export function SubmitDialog(props: {
  opened: boolean;
  answered: number;
  total: number;
  submitting: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useAssessmentTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title={t('submit_confirm_title')}
      centered
      closeButtonProps={{ 'aria-label': t('cancel') }}
    >
      <Stack gap="md">
        <Text>{t('submit_confirm_body')}</Text>
        <Text size="sm" c="dimmed">
          {t('answered_count', { answered: props.answered, total: props.total })}
        </Text>
        {props.error && (
          <Alert color="red" variant="outline" role="alert">
            {props.error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel} disabled={props.submitting}>
            {t('cancel')}
          </Button>
          <Button onClick={props.onConfirm} loading={props.submitting}>
            {t('submit_test')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Time is up: the alert stays while the answers are submitted, then the result opens. */
export function TimeUpDialog(props: {
  opened: boolean;
  error: string | null;
  onRetry: () => void;
}) {
  const { t } = useAssessmentTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={() => undefined}
      title={t('time_up_title')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
    >
      <Stack gap="md" role="alert">
        <Text>{t('time_up_body')}</Text>
        {props.error ? (
          <>
            <Alert color="red" variant="outline">
              {props.error}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={props.onRetry}>{t('try_again')}</Button>
            </Group>
          </>
        ) : (
          <Loader size="sm" aria-label={t('loading')} />
        )}
      </Stack>
    </Modal>
  );
}
