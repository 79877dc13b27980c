import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { TEXT_LIMIT } from '@portal/shared';
import { FormError } from '@/components/form-error';

export interface ReasonDialogProps {
  /** Open while it holds something to decide on; a new key clears the reason. */
  openKey: number | null;
  title: string;
  help: ReactNode;
  reasonLabel: string;
  reasonDescription?: string;
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  error: string | null;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
}

/** Asks before a refusing decision (reject, revoke), with an optional reason for the audit log. */
export function ReasonDialog(props: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  useEffect(() => setReason(''), [props.openKey]);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onConfirm(reason.trim() || undefined);
  };
  return (
    <Modal
      opened={props.openKey !== null}
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': props.cancelLabel }}
    >
      {props.openKey !== null && (
        <form onSubmit={handleSubmit}>
          <Stack gap="md">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {props.help}
            </Text>
            <Textarea
              label={props.reasonLabel}
              description={props.reasonDescription}
              name="reason"
              autosize
              minRows={2}
              maxLength={TEXT_LIMIT}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <FormError message={props.error} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={props.onClose}>
                {props.cancelLabel}
              </Button>
              <Button type="submit" color="red.9" loading={props.pending}>
                {props.confirmLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
