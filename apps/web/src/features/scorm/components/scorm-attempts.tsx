import { useState } from 'react';
import { Alert, Button, Group, Modal, Pagination, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '@/components/learning';
import { isAbortError } from '@/api';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { useScormAttempts, useStartScormAttempt } from '../api/scorm-attempts';
import type { ScormIds } from '../api/get-scorm-launch';
import { scormMessages } from '../scorm-messages';

export interface ScormAttemptsProps {
  ids: ScormIds;
  attemptNo: number;
  /** Whether the current attempt has begun (the server refuses a new one before that). */
  started: boolean;
  /** Saves what the running attempt still holds before the new one begins. */
  beforeStart: () => Promise<void>;
}

/**
 * Under the package: which attempt runs, 'Start a new attempt' (asking first; the current one
 * stays in the history) and the learner's attempts, paged on the server.
 */
export function ScormAttempts({ ids, attemptNo, started, beforeStart }: ScormAttemptsProps) {
  const { t, i18n } = useFeatureTranslation(scormMessages);
  const [asking, setAsking] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const [page, setPage] = useState(1);
  const start = useStartScormAttempt(ids);
  const history = useScormAttempts(ids, page, showHistory);
  const failure = start.isError && !isAbortError(start.error) ? errorMessage(t, start.error) : null;

  const handleConfirm = async () => {
    await beforeStart();
    start.mutate(undefined, { onSettled: () => setAsking(false) });
  };

  const pages = history.data
    ? Math.max(1, Math.ceil(history.data.count / history.data.page_size))
    : 1;
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600} data-testid="scorm-attempt">
          {t('scorm_attempt_no', { n: attemptNo })}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="subtle"
            onClick={() => setShowHistory((v) => !v)}
            aria-expanded={showHistory}
          >
            {showHistory ? t('scorm_attempts_hide') : t('scorm_attempts_show')}
          </Button>
          {started && (
            <Button size="xs" variant="light" onClick={() => setAsking(true)}>
              {t('scorm_new_attempt')}
            </Button>
          )}
        </Group>
      </Group>
      {failure && (
        <Alert color="red" variant="outline" role="alert" p="sm">
          {failure}
        </Alert>
      )}
      {showHistory && history.data && (
        <Stack gap="xs">
          <Table.ScrollContainer minWidth={320}>
            <Table striped fz="sm" aria-label={t('scorm_attempts_title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('scorm_attempt_col')}</Table.Th>
                  <Table.Th>{t('scorm_attempt_status')}</Table.Th>
                  <Table.Th>{t('scorm_attempt_score')}</Table.Th>
                  <Table.Th>{t('scorm_attempt_updated')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.data.results.map((a) => (
                  <Table.Tr key={a.attempt_no}>
                    <Table.Td>{a.attempt_no}</Table.Td>
                    <Table.Td>
                      {a.completed
                        ? t('scorm_attempt_done')
                        : a.status
                          ? t('scorm_attempt_in_progress')
                          : t('scorm_attempt_not_started')}
                    </Table.Td>
                    <Table.Td>{a.score ?? '–'}</Table.Td>
                    <Table.Td>{formatDateTime(i18n.language, a.datetime_update)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && <Pagination size="sm" total={pages} value={page} onChange={setPage} />}
        </Stack>
      )}
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('scorm_new_attempt_title')}>
        <Text size="sm" mb="md">
          {t('scorm_new_attempt_body')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('scorm_new_attempt_keep')}
          </Button>
          <Button loading={start.isPending} onClick={() => void handleConfirm()}>
            {t('scorm_new_attempt')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
