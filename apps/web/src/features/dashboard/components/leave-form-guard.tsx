import { useEffect, type RefObject } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from 'react-router';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { leaveFormGuardMessages } from '../leave-form-messages';

/**
 * SPEC §5 'leave_form_warning': while a form has unsaved changes, leaving it inside the app asks
 * first, and closing or reloading the tab gets the browser's own prompt. `allowRef` lets the
 * form itself navigate away after a save without asking.
 */
export function LeaveFormGuard(props: { dirty: boolean; allowRef?: RefObject<boolean> }) {
  const { t } = useFeatureTranslation(leaveFormGuardMessages);
  const { dirty, allowRef } = props;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowRef?.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={t('leave_title')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Text>{t('leave_form_warning')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('leave_stay')}
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          {t('leave_go')}
        </Button>
      </Group>
    </Modal>
  );
}
