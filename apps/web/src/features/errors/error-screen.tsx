import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLeavePrepaint } from '@/core/prepaint';

/** The body of every error page: a status, a message and the way home. */
export function ErrorScreen(props: {
  status?: ReactNode;
  title: ReactNode;
  message?: ReactNode;
  children?: ReactNode;
  homeTo?: string;
}) {
  const { t } = useTranslation();
  // An error is shown, not the page the server's first paint pictures.
  useLeavePrepaint();
  return (
    <Stack
      align="center"
      gap="md"
      py={{ base: 32, sm: 64 }}
      px="md"
      ta="center"
      maw={640}
      mx="auto"
    >
      {props.status !== undefined && (
        <Text fz={{ base: 56, sm: 80 }} fw={800} c="indigo.9" lh={1} aria-hidden>
          {props.status}
        </Text>
      )}
      <Title order={1} size="h2">
        {props.title}
      </Title>
      {props.message !== undefined && <Text c="dimmed">{props.message}</Text>}
      {props.children}
      <Group justify="center">
        <Button component={Link} to={props.homeTo ?? '/'}>
          {t('go_back_to_home')}
        </Button>
      </Group>
    </Stack>
  );
}
