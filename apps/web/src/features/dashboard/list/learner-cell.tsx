import { Stack, Text } from '@mantine/core';
import { learnerName } from './learner-name';

/** A list cell naming a learner (or buyer) with the email under it; `strong` for the row's lead. */
export function LearnerCell(props: {
  user: { first_name: string; last_name: string; email: string };
  strong?: boolean;
}) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={props.strong ? 600 : undefined}>
        {learnerName(props.user)}
      </Text>
      <Text size="xs" c="dimmed">
        {props.user.email}
      </Text>
    </Stack>
  );
}
