import { useEffect, type ReactNode, type SyntheticEvent } from 'react';
import { useConfigValue } from '@/core/app-context';
import { notify } from '@/core/notify';
import { useProfile } from '@/core/session';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import classes from './content-protection.module.css';
import { protectionMessages } from './protection-messages';

type Refusal =
  | 'right_click_not_allowed'
  | 'printscreen_not_allowed'
  | 'copy_not_allowed'
  | 'paste_not_allowed'
  | 'print_not_allowed';

/** SPEC §7: screen-capture protection applies in the webfront when the config switches it off. */
export function useContentProtected(): boolean {
  return useConfigValue('config-enable-screen-capture') === false;
}

/** The key code of PrintScreen (SPEC §9 keys: PrintScreen 44). */
const PRINT_SCREEN = 44;

/**
 * Wraps learning content: while config-enable-screen-capture is off, right-click, copy, cut,
 * paste, print (Ctrl/Cmd+P, the browser's print: `beforeprint`, and a print stylesheet that
 * blanks the page) and PrintScreen (keyup) are refused with the SPEC's messages, text is not
 * selectable, and with `watermark` the learner's name and e-mail lie over the content. A
 * deterrent only: docs/security.md says what it cannot stop.
 */
export function ContentProtection(props: { children: ReactNode; watermark?: boolean }) {
  const on = useContentProtected();
  if (!on) return <>{props.children}</>;
  return <Protected watermark={props.watermark ?? false}>{props.children}</Protected>;
}

function Protected(props: { children: ReactNode; watermark: boolean }) {
  const { t } = useFeatureTranslation(protectionMessages);
  const user = useProfile();
  const refuse = (reason: Refusal) =>
    notify({
      id: `protection-${reason}`,
      title: t('content_protected'),
      message: t(reason),
      color: 'orange',
    });

  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-content-protected', '');
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === 'PrintScreen' || event.keyCode === PRINT_SCREEN) {
        // The captured image may already be on the clipboard: replace it where allowed.
        void navigator.clipboard?.writeText('').catch(() => undefined);
        notify({
          id: 'protection-printscreen_not_allowed',
          title: t('content_protected'),
          message: t('printscreen_not_allowed'),
          color: 'orange',
        });
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'p') {
        event.preventDefault();
        notify({
          id: 'protection-print_not_allowed',
          title: t('content_protected'),
          message: t('print_not_allowed'),
          color: 'orange',
        });
      }
    };
    const onBeforePrint = () =>
      notify({
        id: 'protection-print_not_allowed',
        title: t('content_protected'),
        message: t('print_not_allowed'),
        color: 'orange',
      });
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('beforeprint', onBeforePrint);
    return () => {
      root.removeAttribute('data-content-protected');
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('beforeprint', onBeforePrint);
    };
  }, [t]);

  const block = (reason: Refusal) => (event: SyntheticEvent) => {
    event.preventDefault();
    refuse(reason);
  };
  const who = user ? [`${user.first_name} ${user.last_name}`.trim(), user.email].join(' · ') : '';
  return (
    <div
      className={classes.protected}
      data-testid="content-protected"
      onContextMenu={block('right_click_not_allowed')}
      onCopy={block('copy_not_allowed')}
      onCut={block('copy_not_allowed')}
      onPaste={block('paste_not_allowed')}
      onDragStart={(event) => event.preventDefault()}
    >
      {props.children}
      {props.watermark && who && (
        <div
          className={classes.watermark}
          aria-label={t('watermark_label', { who })}
          role="img"
          data-testid="watermark"
        >
          {Array.from({ length: 12 }, (_, i) => (
            <span key={i} className={classes.mark} aria-hidden>
              {who}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
