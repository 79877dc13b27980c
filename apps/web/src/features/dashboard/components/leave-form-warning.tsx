import { useEffect, useRef, type RefObject } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useBlocker } from 'react-router';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { leaveFormWarningMessages } from '../leave-form-messages';

/**
 * SPEC §5 'leave_form_warning': while a form has unsaved changes, leaving it through the app
 * asks first, and closing or reloading the tab gets the browser's own question.
 */
export function LeaveFormWarning(props: {
  dirty: boolean;
  /** Set while a save is under way: the navigation after a save never asks. */
  saving?: RefObject<boolean>;
}) {
  const { t } = useFeatureTranslation(leaveFormWarningMessages);
  // Read at navigation time, not at the last render: a save may navigate in the same tick.
  const dirty = useRef(props.dirty);
  dirty.current = props.dirty;
  const saving = props.saving;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      saving?.current !== true &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!props.dirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [props.dirty]);

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('leave_form_warning')}
      closeButtonProps={{ 'aria-label': t('leave_form_stay') }}
    >
      <Stack>
        <Text size="sm">{t('leave_form_warning')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()}>
            {t('leave_form_stay')}
          </Button>
          <Button color="red.9" onClick={() => blocker.proceed?.()}>
            {t('leave_form_leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
