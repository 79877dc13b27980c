import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { FlashCardSet, MyFlashCardSet } from '@portal/shared';
import {
  MaterialRequestStatusBadge,
  materialRequestMessages,
  shownRequestStatus,
} from '@/features/material-request';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { flashCardMessages } from '../flash-card-messages';

const WAITING = [0, 1, 21];

/** Whether the maker may still edit and send the set: not published, not waiting. */
export function canChange(set: Pick<FlashCardSet, 'is_publish' | 'request_status'>): boolean {
  return !set.is_publish && !(set.request_status !== null && WAITING.includes(set.request_status));
}

/** The set's state for its maker: draft, waiting, rejected with the reason, or published. */
export function SetStatus(props: { set: Pick<MyFlashCardSet, 'is_publish' | 'request_status'> }) {
  const { t } = useFeatureTranslation(flashCardMessages);
  const { t: r } = useFeatureTranslation(materialRequestMessages);
  if (props.set.is_publish) return <Badge color="teal.9">{t('fc_status_published')}</Badge>;
  if (props.set.request_status === null)
    return (
      <Badge color="gray.8" variant="outline">
        {t('fc_status_draft')}
      </Badge>
    );
  return (
    <MaterialRequestStatusBadge status={props.set.request_status}>
      {r(`mreq_status_${shownRequestStatus(props.set.request_status)}`)}
    </MaterialRequestStatusBadge>
  );
}

/** On the study page of my own set: its state and what I can do with it. */
export function OwnerPanel(props: { set: FlashCardSet }) {
  const { t } = useFeatureTranslation(flashCardMessages);
  const { set } = props;
  return (
    <Alert variant="light" color={set.is_publish ? 'teal' : 'blue'}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm">
          <SetStatus set={set} />
          {!set.is_publish && <Text size="sm">{t('fc_mine_note')}</Text>}
        </Group>
        {canChange(set) && (
          <Group gap="xs">
            <Button
              component={Link}
              to={`/flash-card/${set.id}/ugc/edit`}
              size="xs"
              variant="default"
            >
              {t('fc_edit')}
            </Button>
            <Button component={Link} to={`/flash-card/${set.id}/request-approval`} size="xs">
              {t('fc_request')}
            </Button>
          </Group>
        )}
      </Group>
      {set.request_reason && (
        <Text size="sm" mt="xs">
          {t('fc_reason', { reason: set.request_reason })}
        </Text>
      )}
    </Alert>
  );
}
