import { Alert, Button, Checkbox, Skeleton, Stack, Table } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { NotificationPreference } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { usePreferences, useSavePreferences } from '../api/notifications';
import { notificationMessages } from '../notification-messages';

type Channel = 'in_app' | 'email' | 'digest';

/** /notification/settings: per kind, in the portal and/or by e-mail, e-mail as a daily digest. */
export function NotificationSettingsPage() {
  const { t } = useFeatureTranslation(notificationMessages);
  const saved = usePreferences();
  const save = useSavePreferences();
  const [rows, setRows] = useState<NotificationPreference[]>([]);
  useEffect(() => {
    if (saved.data) setRows(saved.data.results);
  }, [saved.data]);

  const toggle = (kind: NotificationPreference['kind'], channel: Channel, on: boolean) =>
    setRows((current) =>
      current.map((row) => {
        if (row.kind !== kind) return row;
        const next = { ...row, [channel]: on };
        // A digest is a way of sending e-mail: it needs e-mail, and turning e-mail off ends it.
        if (channel === 'digest' && on) next.email = true;
        if (channel === 'email' && !on) next.digest = false;
        return next;
      }),
    );

  const handleSave = async () => {
    try {
      await save.mutateAsync(rows);
      notify({ color: 'green', message: t('ntf_saved') });
    } catch (error) {
      notify({ color: 'red', message: errorMessage(t, error) });
    }
  };

  return (
    <PageContainer>
      <Stack gap="lg" maw={860}>
        <PageHeader title={t('ntf_settings')} intro={t('ntf_settings_intro')} />
        {saved.isError && (
          <Alert color="red" variant="outline" role="alert">
            {errorMessage(t, saved.error)}
          </Alert>
        )}
        {saved.isPending ? (
          <Skeleton height={320} radius="md" />
        ) : (
          <Table.ScrollContainer minWidth={340}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ntf_kind')}</Table.Th>
                  <Table.Th ta="center">{t('ntf_in_app')}</Table.Th>
                  <Table.Th ta="center">{t('ntf_email')}</Table.Th>
                  <Table.Th ta="center">{t('ntf_digest')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.kind}>
                    <Table.Td>{t(`ntf_kind_${row.kind}`)}</Table.Td>
                    {(['in_app', 'email', 'digest'] as const).map((channel) => (
                      <Table.Td key={channel}>
                        <Checkbox
                          mx="auto"
                          w="fit-content"
                          checked={row[channel]}
                          aria-label={`${t(`ntf_kind_${row.kind}`)}: ${t(`ntf_${channel}`)}`}
                          onChange={(event) =>
                            toggle(row.kind, channel, event.currentTarget.checked)
                          }
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Button
          w="fit-content"
          loading={save.isPending}
          disabled={rows.length === 0}
          onClick={() => void handleSave()}
        >
          {t('ntf_save')}
        </Button>
      </Stack>
    </PageContainer>
  );
}
