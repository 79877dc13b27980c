import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Code,
  Group,
  Loader,
  Modal,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api';
import { errorMessage } from '@/i18n/messages';
import { PageContainer } from '@/components/page-container';
import { useOutbox, type OutboxMail } from './api/get-outbox';

/** /dashboard/outbox: mail kept when SMTP is not configured (e.g. password-reset mail), paged by ?page=. */
export function OutboxPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const [open, setOpen] = useState<OutboxMail | null>(null);
  const outbox = useOutbox(page, search);
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const totalPages = outbox.data
    ? Math.max(1, Math.ceil(outbox.data.count / Math.max(1, outbox.data.page_size)))
    : 1;

  // SPEC §2: a new search resets page to 1; an empty search removes search and page.
  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = draft.trim();
    setParams(value ? { search: value } : {});
  };

  const goToPage = (next: number) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('page', String(next));
    setParams(nextParams);
  };

  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('outbox')}</Title>
          <Text c="dimmed" mt={4}>
            {t('outbox_intro')}
          </Text>
        </div>
        <form onSubmit={handleSearch} role="search" aria-label={t('outbox_search')}>
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              label={t('search')}
              description={t('outbox_search')}
              name="search"
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit">{t('search')}</Button>
          </Group>
        </form>
        {outbox.isPending && <Loader aria-label={t('loading')} />}
        {outbox.isError && (
          <Alert color="red" variant="outline" role="alert">
            {isApiError(outbox.error, 403) ? t('superuser_only') : errorMessage(t, outbox.error)}
          </Alert>
        )}
        {outbox.data && (
          <>
            <Text size="sm" c="dimmed">
              {t('outbox_total', { count: outbox.data.count })}
            </Text>
            {outbox.data.results.length === 0 ? (
              <Text>{t('outbox_empty')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table striped highlightOnHover verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('to')}</Table.Th>
                      <Table.Th>{t('subject')}</Table.Th>
                      <Table.Th>{t('created')}</Table.Th>
                      <Table.Th>
                        <span className="visually-hidden">{t('view')}</span>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {outbox.data.results.map((mail) => (
                      <Table.Tr key={mail.id}>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{mail.to_email}</Table.Td>
                        <Table.Td>{mail.subject}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {format.format(new Date(mail.datetime_create))}
                        </Table.Td>
                        <Table.Td>
                          <Button
                            size="compact-sm"
                            variant="default"
                            onClick={() => setOpen(mail)}
                            aria-label={`${t('view')}: ${mail.subject}`}
                          >
                            {t('view')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {totalPages > 1 && (
              <Pagination
                total={totalPages}
                value={page}
                onChange={goToPage}
                getItemProps={(n) => ({ 'aria-label': t('page_n', { page: n }) })}
                getControlProps={(control) =>
                  control === 'previous'
                    ? { 'aria-label': t('previous_page') }
                    : control === 'next'
                      ? { 'aria-label': t('next_page') }
                      : {}
                }
              />
            )}
          </>
        )}
      </Stack>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open?.subject}
        size="lg"
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {open && (
          <Stack gap="sm">
            <Text size="sm">
              {t('to')}: {open.to_email}
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {open.body}
            </Code>
          </Stack>
        )}
      </Modal>
    </PageContainer>
  );
}
