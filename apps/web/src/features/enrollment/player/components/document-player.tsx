import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Center, Loader, Paper } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { Document, Page, pdfjs } from 'react-pdf';
import { localStore } from '@/core/storage';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { playerMessages } from '../player-messages';
import { PageDwell } from '../stamps/page-dwell';
import { DownloadButton } from './download-button';
import { PdfToolbar } from './pdf-toolbar';
import classes from './pdf-toolbar.module.css';
import { isDrawn, keptPages, placeholderHeight } from './pdf-window';
import type { PlayerProps } from './player-props';
import { useArrowPages } from './use-arrow-pages';
import { useMediaSource } from './use-media-source';

// Set in the module that renders react-pdf (its README): the worker is a same-origin file.
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

/** The learner's choice of one page at a time or continuous scrolling, kept on this device. */
const CONTINUOUS_KEY = 'pdfContinuous';

/**
 * A PDF document (react-pdf, in its own lazily loaded chunk), one page at a time or as a
 * continuous scroll (issue 21 item 12), with a toolbar that stays on screen and the left and right
 * arrow keys turning pages. Opens at the furthest page the learner reached and stamps each page
 * once it has been drawn and stayed on screen a moment (SPEC §9 `page`; the server counts every
 * distinct page read, issue 13 item 8); the file is read with range requests.
 */
export function DocumentPlayer({ material, send }: PlayerProps) {
  const { t } = useFeatureTranslation(playerMessages);
  const { ref, width } = useElementSize();
  const [pages, setPages] = useState<number>(material.page_count ?? 1);
  const [page, setPage] = useState(
    Math.max(material.stamp.page ?? 1, material.learning_result?.page ?? 1),
  );
  const [continuous, setContinuous] = useState(() => localStore.get(CONTINUOUS_KEY) === '1');
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(() => new Set());
  const pageRefs = useRef(new Map<number, HTMLDivElement>());
  // Each drawn page's height over its width, so a released page keeps its place in the scroll.
  const ratios = useRef(new Map<number, number>());
  const action = material.stamp.action;
  const dwell = useMemo(
    () => new PageDwell((shown) => send({ action, page: shown })),
    [send, action],
  );
  useEffect(() => () => dwell.stop(), [dwell]);
  const source = useMediaSource(material);
  const pageWidth = Math.min(width, 900);

  const goTo = useCallback(
    (next: number) => {
      const target = Math.min(Math.max(1, next), pages);
      setPage(target);
      if (continuous) pageRefs.current.get(target)?.scrollIntoView({ block: 'start' });
    },
    [pages, continuous],
  );
  useArrowPages((step) => goTo(page + step));

  // Continuous view: the current page is the one most on screen (below the header and toolbar).
  useEffect(() => {
    if (!continuous || typeof IntersectionObserver === 'undefined') return;
    const ratios = new Map<number, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          ratios.set(Number((entry.target as HTMLElement).dataset.page), entry.intersectionRatio);
        let best = 0;
        let bestRatio = 0;
        for (const [n, ratio] of ratios)
          if (ratio > bestRatio || (ratio === bestRatio && ratio > 0 && n < best)) {
            best = n;
            bestRatio = ratio;
          }
        if (best > 0) setPage(best);
      },
      { rootMargin: '-110px 0px 0px 0px', threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    for (const element of pageRefs.current.values()) observer.observe(element);
    return () => observer.disconnect();
  }, [continuous, pages, width]);

  // The page on screen counts once drawn and kept there a moment, in either view.
  useEffect(() => {
    if (drawn.has(page)) dwell.shown(page);
  }, [page, drawn, dwell]);

  // Pages far from the current one give their canvas back (a long PDF on a phone).
  useEffect(() => {
    if (continuous) setDrawn((current) => keptPages(current, page));
  }, [continuous, page]);

  const switchView = (next: boolean) => {
    localStore.set(CONTINUOUS_KEY, next ? '1' : '0');
    setContinuous(next);
    setDrawn(new Set());
    if (next)
      requestAnimationFrame(() => pageRefs.current.get(page)?.scrollIntoView({ block: 'start' }));
  };
  const markDrawn = (n: number) => {
    const element = pageRefs.current.get(n);
    if (element && pageWidth > 0 && element.offsetHeight > 0)
      ratios.current.set(n, element.offsetHeight / pageWidth);
    setDrawn((current) => (current.has(n) ? current : new Set(current).add(n)));
  };

  if (!material.media || !source) return <Alert color="gray">{t('player_no_file')}</Alert>;

  const loading = (
    <Center py="xl">
      <Loader aria-label={t('player_pdf_loading')} />
    </Center>
  );
  const drawPage = (n: number) => (
    <Page
      pageNumber={n}
      width={pageWidth}
      renderTextLayer={false}
      renderAnnotationLayer={false}
      loading={loading}
      onRenderSuccess={() => markDrawn(n)}
    />
  );
  return (
    <div>
      <PdfToolbar
        page={page}
        pages={pages}
        continuous={continuous}
        onPage={goTo}
        onContinuous={switchView}
        download={<DownloadButton material={material} />}
      />
      <Paper ref={ref} withBorder radius="md" p={0} style={{ overflow: 'hidden', minHeight: 200 }}>
        <Document
          file={source}
          loading={loading}
          error={<Alert color="red">{t('player_pdf_failed')}</Alert>}
          onLoadSuccess={(pdf) => {
            setPages(pdf.numPages);
            setPage((current) => Math.min(current, pdf.numPages));
            if (continuous)
              requestAnimationFrame(() =>
                pageRefs.current.get(page)?.scrollIntoView({ block: 'start' }),
              );
          }}
        >
          {width > 0 && !continuous && drawPage(page)}
          {width > 0 &&
            continuous &&
            Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
              <div
                key={n}
                data-page={n}
                className={classes.page}
                style={{
                  minHeight: drawn.has(n)
                    ? undefined
                    : placeholderHeight(n, pageWidth, ratios.current),
                }}
                ref={(element) => {
                  if (element) pageRefs.current.set(n, element);
                  else pageRefs.current.delete(n);
                }}
              >
                {isDrawn(n, page, drawn) && drawPage(n)}
              </div>
            ))}
        </Document>
      </Paper>
    </div>
  );
}
