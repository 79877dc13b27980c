import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

/** The centred card of plain pages (errors, notices, privacy documents). */
export function PlainCard(props: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  wide?: boolean;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      w="100%"
      maw={props.wide ? 820 : 520}
      mx="auto"
    >
      <Stack gap="md">
        <Title order={1} size="h2">
          {props.title}
        </Title>
        {props.description !== undefined && <Text c="dimmed">{props.description}</Text>}
        {props.children}
      </Stack>
    </Paper>
  );
}
