import { useEffect, useState } from 'react';
import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './full-screen-loader.module.css';

/** Stays visible `delayMs` after `ready` turns true (SPEC §4: 2 s, 1 s in plain layouts). */
export function useLoaderVisible(ready: boolean, delayMs: number): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => setVisible(false), delayMs);
    return () => window.clearTimeout(timer);
  }, [ready, delayMs]);
  return visible;
}

export function FullScreenLoader(props: { leaving?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className={classes.overlay}
      data-leaving={props.leaving || undefined}
      data-full-screen-loader
      role="status"
      aria-live="polite"
    >
      <Loader size="lg" aria-hidden />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
