import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './full-screen-loader.module.css';

/**
 * A white overlay with a spinner while something the whole screen needs is loading. The start-up
 * one shows only while the start-up calls are pending (SPEC §4's 2 s is an upper bound, not a
 * hold: issue 21 item 1), and leaves with the render that paints the page.
 */
export function FullScreenLoader() {
  const { t } = useTranslation();
  return (
    <div className={classes.overlay} data-full-screen-loader role="status" aria-live="polite">
      <Loader size="lg" aria-hidden />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
