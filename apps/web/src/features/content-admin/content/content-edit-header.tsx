import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PublishBadge } from './publish-badge';

/**
 * The top of a content editor (course, material, test, survey): the way back to the list, the
 * heading and, once the row exists, its code, publish state and the Publish/Delete buttons.
 */
export function ContentEditHeader(props: {
  title: string;
  backLabel: string;
  row: { code: string; is_publish: boolean } | null | undefined;
  labels: { publish: string; unpublish: string; delete: string };
  publishing: boolean;
  onPublish: () => void;
  onDelete: () => void;
}) {
  const { row, labels } = props;
  return (
    <>
      <Anchor component={Link} to="/content" size="sm">
        ← {props.backLabel}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1}>{props.title}</Title>
          {row && (
            <Group gap="xs">
              <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {row.code}
              </Text>
              <PublishBadge published={row.is_publish} />
            </Group>
          )}
        </Stack>
        {row && (
          <Group gap="xs">
            <Button
              variant={row.is_publish ? 'default' : 'filled'}
              loading={props.publishing}
              onClick={props.onPublish}
            >
              {row.is_publish ? labels.unpublish : labels.publish}
            </Button>
            <Button variant="outline" color="red.9" onClick={props.onDelete}>
              {labels.delete}
            </Button>
          </Group>
        )}
      </Group>
    </>
  );
}
