import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { Document, Page, pdfjs } from 'react-pdf';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { playerMessages } from '../player-messages';
import { PageDwell } from '../stamps/page-dwell';
import { DownloadButton } from './download-button';
import type { PlayerProps } from './player-props';
import { useMediaSource } from './use-media-source';

// Set in the module that renders react-pdf (its README): the worker is a same-origin file.
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

/**
 * A PDF document one page at a time (react-pdf, in its own lazily loaded chunk). Opens at the
 * furthest page the learner reached and stamps each page once it has been drawn and stayed on
 * screen a moment (SPEC §9 `page`; the server counts every distinct page read, issue 13 item 8);
 * the file is read with range requests.
 */
export function DocumentPlayer({ material, send }: PlayerProps) {
  const { t } = useFeatureTranslation(playerMessages);
  const { ref, width } = useElementSize();
  const [pages, setPages] = useState<number>(material.page_count ?? 1);
  const [page, setPage] = useState(
    Math.max(material.stamp.page ?? 1, material.learning_result?.page ?? 1),
  );
  const action = material.stamp.action;
  const dwell = useMemo(
    () => new PageDwell((shown) => send({ action, page: shown })),
    [send, action],
  );
  useEffect(() => () => dwell.stop(), [dwell]);
  const source = useMediaSource(material);
  if (!material.media || !source) return <Alert color="gray">{t('player_no_file')}</Alert>;

  const handleRendered = () => dwell.shown(page);
  const loading = (
    <Center py="xl">
      <Loader aria-label={t('player_pdf_loading')} />
    </Center>
  );
  return (
    <div>
      <Paper ref={ref} withBorder radius="md" p={0} style={{ overflow: 'hidden', minHeight: 200 }}>
        <Document
          file={source}
          loading={loading}
          error={<Alert color="red">{t('player_pdf_failed')}</Alert>}
          onLoadSuccess={(pdf) => {
            setPages(pdf.numPages);
            setPage((current) => Math.min(current, pdf.numPages));
          }}
        >
          {width > 0 && (
            <Page
              pageNumber={page}
              width={Math.min(width, 900)}
              renderTextLayer={false}
              renderAnnotationLayer={false}
              loading={loading}
              onRenderSuccess={handleRendered}
            />
          )}
        </Document>
      </Paper>
      <Group justify="space-between" mt="sm" gap="xs" wrap="wrap">
        <Group gap="xs">
          <Button
            variant="default"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            {t('player_previous_page')}
          </Button>
          <Button
            variant="default"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage((p) => Math.min(pages, p + 1))}
          >
            {t('player_next_page')}
          </Button>
        </Group>
        <Text size="sm" aria-live="polite" data-testid="pdf-page">
          {t('player_page_of', { page, total: pages })}
        </Text>
        <DownloadButton material={material} />
      </Group>
    </div>
  );
}
