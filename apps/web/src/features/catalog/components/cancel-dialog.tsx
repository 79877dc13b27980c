import { Button, Group, Modal, Text } from '@mantine/core';

/** The confirmation of 'Cancel enrolment' (cancel-enrollment.tsx loads it apart). */
export function CancelDialog(props: {
  opened: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
  labels: { title: string; body: string; keep: string; confirm: string };
}) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.labels.title}>
      <Text size="sm" mb="md">
        {props.labels.body}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={props.onClose}>
          {props.labels.keep}
        </Button>
        <Button color="red" loading={props.pending} onClick={props.onConfirm}>
          {props.labels.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
