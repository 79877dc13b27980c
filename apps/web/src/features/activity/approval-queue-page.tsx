import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Pagination,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import type { ActivityApproval } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { CardsSkeleton, DetailError, EmptyPanel } from '@/features/catalog';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { activityMessages } from './activity-messages';
import { APPROVAL_PAGE_SIZE, useApprovals, useDecide } from './api';

/** One request: who, which item, their note; approve, or reject with a comment. */
function Request(props: { request: ActivityApproval; activityHref?: (id: number) => string }) {
  const { t } = useFeatureTranslation(activityMessages);
  const { request } = props;
  const decide = useDecide();
  const [rejecting, setRejecting] = useState(false);
  const [comment, setComment] = useState('');
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="approval-request">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {props.activityHref ? (
            <Text component={Link} to={props.activityHref(request.activity.id)} inherit c="blue.8">
              {request.activity.title}
            </Text>
          ) : (
            request.activity.title
          )}
        </Text>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {request.item.title}
        </Text>
        <Text size="sm">
          {t('act_queue_learner')}: {request.learner.name} ({request.learner.email})
        </Text>
        {request.note && (
          <Text size="sm" c="dimmed">
            {t('act_queue_note', { note: request.note })}
          </Text>
        )}
        <Textarea
          label={rejecting ? t('act_reject_comment') : t('act_decision_comment')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          required={rejecting}
          autosize
          minRows={1}
          maxLength={2000}
        />
        {decide.error && (
          <Alert color="red" variant="outline" role="alert">
            {errorMessage(t, decide.error)}
          </Alert>
        )}
        <Group gap="sm">
          {!rejecting ? (
            <>
              <Button
                color="teal"
                loading={decide.isPending}
                onClick={() => decide.mutate({ id: request.id, is_approved: true, comment })}
              >
                {t('act_approve')}
              </Button>
              <Button variant="default" onClick={() => setRejecting(true)}>
                {t('act_reject')}
              </Button>
            </>
          ) : (
            <>
              <Button
                color="red"
                loading={decide.isPending}
                disabled={comment.trim() === ''}
                onClick={() => decide.mutate({ id: request.id, is_approved: false, comment })}
              >
                {t('act_confirm_reject')}
              </Button>
              <Button variant="default" onClick={() => setRejecting(false)}>
                {t('act_cancel')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The requests waiting for the user's decision (their team's; an administrator's: all). */
export function ApprovalQueue(props: { activityHref?: (id: number) => string }) {
  const { t } = useFeatureTranslation(activityMessages);
  const [page, setPage] = useState(1);
  const query = useApprovals(page);
  if (query.isPending) return <CardsSkeleton count={1} />;
  if (!query.data) return <DetailError error={query.error} />;
  const { results, count } = query.data;
  if (results.length === 0) return <EmptyPanel title={t('act_queue_empty')} />;
  const pages = Math.max(1, Math.ceil(count / APPROVAL_PAGE_SIZE));
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {results.map((request) => (
          <Request key={request.id} request={request} activityHref={props.activityHref} />
        ))}
      </Stack>
      {pages > 1 && <Pagination value={page} onChange={setPage} total={pages} />}
    </Stack>
  );
}

/** /activity/approval: a manager's approval requests. */
export function ApprovalQueuePage() {
  const { t } = useFeatureTranslation(activityMessages);
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('act_queue_title')}</Title>
          <Text c="dimmed">{t('act_queue_intro')}</Text>
        </div>
        <ApprovalQueue activityHref={(id) => `/activity/${id}`} />
      </Stack>
    </PageContainer>
  );
}
