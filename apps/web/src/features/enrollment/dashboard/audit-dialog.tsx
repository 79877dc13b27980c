import { useEffect, useState } from 'react';
import { Alert, Badge, Group, Loader, Modal, Stack, Text, Timeline } from '@mantine/core';
import type { DashboardResult } from '@portal/shared';
import { ListPagination } from '@/components/list';
import { formatDateTime, learningMessages, statusLabel } from '@/components/learning';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { refusalMessage, learnerName } from '@/features/dashboard/list';
import { useResultAudit } from './api/get-result-audit';
import { resultsMessages } from './results-messages';

const KINDS = ['learner', 'approval', 'enroll', 'admin'] as const;

/** The status changes of one result: who, when, from, to and why, newest first, paged. */
export function AuditDialog(props: { result: DashboardResult | null; onClose: () => void }) {
  const { t, i18n } = useFeatureTranslation(resultsMessages);
  useFeatureTranslation(learningMessages);
  const [page, setPage] = useState(1);
  const id = props.result?.id ?? null;
  useEffect(() => setPage(1), [id]);
  const audit = useResultAudit(id, page);

  return (
    <Modal
      opened={props.result !== null}
      onClose={props.onClose}
      size="lg"
      title={
        props.result
          ? t('results_history_of', { name: learnerName(props.result.user) })
          : t('results_audit_title')
      }
      closeButtonProps={{ 'aria-label': t('results_cancel') }}
    >
      {props.result && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {props.result.content.title}
          </Text>
          {audit.isPending && <Loader size="sm" aria-label={t('results_audit_title')} />}
          {audit.isError && (
            <Alert color="red" variant="outline" role="alert">
              {refusalMessage(t, audit.error)}
            </Alert>
          )}
          {audit.data && audit.data.results.length === 0 && <Text>{t('results_audit_empty')}</Text>}
          {audit.data && audit.data.results.length > 0 && (
            <Timeline bulletSize={14} lineWidth={2} aria-label={t('results_audit_title')}>
              {audit.data.results.map((item) => {
                const kind = KINDS.find((k) => k === item.kind);
                return (
                  <Timeline.Item
                    key={item.id}
                    title={
                      item.from_status === null
                        ? t('results_audit_first', { to: statusLabel(t, item.to_status) })
                        : t('results_audit_change', {
                            from: statusLabel(t, item.from_status),
                            to: statusLabel(t, item.to_status),
                          })
                    }
                  >
                    <Group gap="xs" mt={4}>
                      {kind && (
                        <Badge variant="outline" color="gray.8" size="sm">
                          {t(`results_audit_kind_${kind}`)}
                        </Badge>
                      )}
                      <Text size="sm" c="dimmed">
                        {formatDateTime(i18n.language, item.datetime_create)}
                      </Text>
                    </Group>
                    <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                      {item.actor
                        ? t('results_audit_by', { name: learnerName(item.actor) })
                        : t('results_audit_by_system')}
                    </Text>
                    <Text
                      size="sm"
                      mt={2}
                      fs={item.reason ? undefined : 'italic'}
                      c={item.reason ? undefined : 'dimmed'}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {item.reason || t('results_audit_no_reason')}
                    </Text>
                  </Timeline.Item>
                );
              })}
            </Timeline>
          )}
          {audit.data && (
            <ListPagination
              count={audit.data.count}
              pageSize={audit.data.page_size}
              page={page}
              onChange={setPage}
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}
