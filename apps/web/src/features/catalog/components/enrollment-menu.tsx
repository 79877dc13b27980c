import { useState } from 'react';
import { Button, Group, Menu, Modal, Text } from '@mantine/core';
import { MoreButton } from './more-button';

export interface EnrollmentMenuLabels {
  more: string;
  unenrol: string;
  title: string;
  body: string;
  keep: string;
  confirm: string;
}

/**
 * The quiet menu beside "Start learning" with "Unenrol", and the confirmation it asks first
 * (cancel-enrollment.tsx loads this apart: Mantine's Menu and Modal are not part of the course
 * page's first load).
 */
export function EnrollmentMenu(props: {
  opened: boolean;
  pending: boolean;
  onAsk: () => void;
  onClose: () => void;
  onConfirm: () => void;
  labels: EnrollmentMenuLabels;
}) {
  // Mounted from the first ask on, so that closing keeps Mantine's transition.
  const [asked, setAsked] = useState(false);
  const [menuOpened, setMenuOpened] = useState(false);
  return (
    <>
      <Menu
        position="bottom-end"
        withinPortal
        keepMounted
        opened={menuOpened}
        onChange={setMenuOpened}
      >
        <Menu.Target>
          <MoreButton label={props.labels.more} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            onClick={() => {
              setMenuOpened(false);
              setAsked(true);
              props.onAsk();
            }}
          >
            {props.labels.unenrol}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {asked && (
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
      )}
    </>
  );
}
