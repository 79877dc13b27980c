import { Alert, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeliveryFailurePage as FailurePage } from '@portal/shared';
import { api, isApiError } from '@/api';
import { formatDateTime } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { deliveryFailureMessages } from '../delivery-failure-messages';

/** /dashboard/notification-failure: notification e-mails the SMTP server refused, paged. */
export function DeliveryFailurePage() {
  const { t, i18n } = useFeatureTranslation(deliveryFailureMessages);
  const [page, setPage] = useState(1);
  const failures = useQuery({
    queryKey: ['notification', 'failure', page],
    queryFn: ({ signal }) =>
      api.get<FailurePage>('dashboard/notification/failure', {
        query: { page },
        signal,
        ignoreForbidden: true,
      }),
    placeholderData: keepPreviousData,
  });
  const data = failures.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <PageContainer>
      <Stack gap="lg">
        <PageHeader title={t('nfail_title')} intro={t('nfail_intro')} />
        {failures.isPending && <Loader />}
        {isApiError(failures.error, 403) && (
          <Alert color="red" variant="outline" role="alert">
            {t('nfail_forbidden')}
          </Alert>
        )}
        {data && data.results.length === 0 && <Text>{t('nfail_empty')}</Text>}
        {data && data.results.length > 0 && (
          <>
            <Text size="sm" c="dimmed">
              {t('nfail_total', { count: data.total })}
            </Text>
            <Table.ScrollContainer minWidth={640}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('nfail_when')}</Table.Th>
                    <Table.Th>{t('nfail_to')}</Table.Th>
                    <Table.Th>{t('nfail_kind')}</Table.Th>
                    <Table.Th>{t('nfail_error')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.results.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(i18n.language, row.failed_at)}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{row.recipient_name}</Text>
                        <Text size="xs" c="dimmed">
                          {row.recipient_email}
                        </Text>
                      </Table.Td>
                      <Table.Td>{row.kind}</Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {row.error}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
