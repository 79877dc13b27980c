import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import type { QueryParams } from '@/api';
import { downloadFile, saveFile } from '@/api/download';
import { DownloadIcon } from '@/components/icons';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { dashboardListMessages } from './dashboard-list-messages';

/** Where a list's export comes from: the list's path + `export/` and the list's own query. */
export interface ListExport {
  /** API path of the export, e.g. `dashboard/user/export`. */
  path: string;
  /** The filters, search and ordering the list is showing (page is ignored). */
  query: QueryParams;
  /** File name if the server gives none. */
  filename?: string;
  /** What the button says when it is not the list's own export ("Export to Excel"). */
  label?: string;
}

/**
 * "Export to Excel": downloads the .xlsx of the list as it is filtered, searched and ordered
 * now; says so while the file is made, and why when it could not be.
 */
export function ExportButton(props: ListExport) {
  const { t } = useFeatureTranslation(dashboardListMessages);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const handleExport = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { page: _page, ...query } = props.query;
      saveFile(await downloadFile(props.path, query, props.filename ?? 'export.xlsx'));
    } catch (error) {
      setFailure(errorMessage(t, error) ?? t('error_occurs'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} align="flex-end">
      <Button
        size="xs"
        variant="default"
        leftSection={<DownloadIcon size={16} />}
        loading={busy}
        loaderProps={{ type: 'dots' }}
        onClick={() => void handleExport()}
      >
        {busy ? t('dlist_exporting') : (props.label ?? t('dlist_export'))}
      </Button>
      {failure && (
        <Text size="xs" c="red.8" role="alert">
          {t('dlist_export_failed', { reason: failure })}
        </Text>
      )}
    </Stack>
  );
}
