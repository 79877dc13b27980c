import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AnnouncementInput, AnnouncementPage as Page, Paged } from '@portal/shared';
import { api, isApiError } from '@/api';
import { formatDateTime } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { announcementMessages } from '../announcement-messages';
import { DateTimeField } from '@/components/date-field';
import { AnnouncementContentSelect } from './announcement-content-select';

type Audience = AnnouncementInput['audience'];

function AnnouncementForm() {
  const { t } = useFeatureTranslation(announcementMessages);
  const queryClient = useQueryClient();
  const [audience, setAudience] = useState<Audience>('everyone');
  const [groupId, setGroupId] = useState<string | null>(null);
  const [contentId, setContentId] = useState<string | null>(null);
  const [form, setForm] = useState({ title_en: '', title_th: '', body_en: '', body_th: '' });
  const [inApp, setInApp] = useState(true);
  const [email, setEmail] = useState(false);
  const [sendAt, setSendAt] = useState('');
  const groups = useQuery({
    queryKey: ['announcement', 'groups'],
    queryFn: () =>
      api.get<Paged<{ id: number; name: string }>>('dashboard/group', {
        query: { page: 1, page_size: 200 },
        ignoreForbidden: true,
      }),
    enabled: audience === 'group',
  });
  const send = useMutation({
    mutationFn: () =>
      api.post('dashboard/announcement', {
        audience,
        ...(audience === 'group' ? { group_id: Number(groupId) } : {}),
        ...(audience === 'content' ? { content_id: Number(contentId) } : {}),
        ...form,
        in_app: inApp,
        email,
        ...(sendAt ? { send_at: new Date(sendAt).toISOString() } : {}),
      }),
    onSuccess: () => {
      setForm({ title_en: '', title_th: '', body_en: '', body_th: '' });
      setSendAt('');
      void queryClient.invalidateQueries({ queryKey: ['announcement', 'list'] });
    },
  });
  const field = (name: keyof typeof form) => ({
    value: form[name],
    // The value is read now: by the time the state updater runs, the event's currentTarget is
    // null (it crashed the form when two fields were typed in quickly).
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((f) => ({ ...f, [name]: value }));
    },
  });
  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate();
        }}
      >
        <Stack gap="sm">
          <Text fw={700}>{t('ann_new')}</Text>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('ann_audience')}
            </Text>
            <SegmentedControl
              aria-label={t('ann_audience')}
              value={audience}
              onChange={(value) => setAudience(value)}
              data={[
                { value: 'everyone', label: t('ann_everyone') },
                { value: 'group', label: t('ann_group') },
                { value: 'content', label: t('ann_content') },
              ]}
              style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
            />
          </Stack>
          {audience === 'group' && (
            <Select
              label={t('ann_group_pick')}
              required
              searchable
              value={groupId}
              onChange={setGroupId}
              data={(groups.data?.results ?? []).map((g) => ({
                value: String(g.id),
                label: g.name,
              }))}
            />
          )}
          {audience === 'content' && (
            <AnnouncementContentSelect value={contentId} onChange={setContentId} />
          )}
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label={t('ann_title_en')} required maxLength={200} {...field('title_en')} />
            <TextInput label={t('ann_title_th')} maxLength={200} {...field('title_th')} />
          </Group>
          <Textarea
            label={t('ann_body_en')}
            required
            autosize
            minRows={2}
            maxLength={4000}
            {...field('body_en')}
          />
          <Textarea
            label={t('ann_body_th')}
            autosize
            minRows={2}
            maxLength={4000}
            {...field('body_th')}
          />
          <Group gap="lg">
            <Checkbox
              label={t('ann_in_app')}
              checked={inApp}
              onChange={(e) => setInApp(e.currentTarget.checked)}
            />
            <Checkbox
              label={t('ann_email')}
              checked={email}
              onChange={(e) => setEmail(e.currentTarget.checked)}
            />
          </Group>
          <DateTimeField
            label={t('ann_send_at')}
            value={sendAt}
            onChange={setSendAt}
            style={{ maxWidth: 320 }}
          />
          {send.isError && (
            <Alert color="red" variant="outline" role="alert">
              {t('ann_error')}
            </Alert>
          )}
          <Button
            type="submit"
            loading={send.isPending}
            disabled={!inApp && !email}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('ann_send')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** /dashboard/announcement: send one (now or later), and the list with each delivery count. */
export function AnnouncementPage() {
  const { t, i18n } = useFeatureTranslation(announcementMessages);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['announcement', 'list', page],
    queryFn: ({ signal }) =>
      api.get<Page>('dashboard/announcement', { query: { page }, signal, ignoreForbidden: true }),
    placeholderData: keepPreviousData,
  });
  const th = i18n.language === 'th';
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;
  if (isApiError(list.error, 403))
    return (
      <PageContainer>
        <PageHeader title={t('ann_title')} intro={t('ann_forbidden')} />
      </PageContainer>
    );
  return (
    <PageContainer>
      <Stack gap="lg" maw={860}>
        <PageHeader title={t('ann_title')} intro={t('ann_intro')} />
        <AnnouncementForm />
        {list.data?.results.length === 0 && <Text c="dimmed">{t('ann_empty')}</Text>}
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data?.results.map((a) => (
            <Paper
              key={a.id}
              component="li"
              withBorder
              p="md"
              radius="md"
              data-testid="announcement"
            >
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={700}>{th && a.title_th ? a.title_th : a.title_en}</Text>
                <Badge variant="light" color={a.sent_at ? 'green' : 'blue'}>
                  {a.sent_at
                    ? t('ann_sent', { count: a.delivered_count })
                    : t('ann_scheduled', { date: formatDateTime(i18n.language, a.send_at) })}
                </Badge>
              </Group>
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                {th && a.body_th ? a.body_th : a.body_en}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {t(
                  a.audience === 'everyone'
                    ? 'ann_everyone'
                    : a.audience === 'group'
                      ? 'ann_group'
                      : 'ann_content',
                )}
                {' · '}
                {formatDateTime(i18n.language, a.sent_at ?? a.send_at)}
              </Text>
            </Paper>
          ))}
        </Stack>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      </Stack>
    </PageContainer>
  );
}
