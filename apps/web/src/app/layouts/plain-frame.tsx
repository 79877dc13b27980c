import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '@/core/app-context';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitch } from '@/components/language-switch';
import classes from './plain-frame.module.css';

/** The plain layouts: no header menu or left menu, only the logo and the language switch. */
export function PlainFrame(props: { children: ReactNode; logoTo?: string }) {
  const { t } = useTranslation();
  const { isAppWebview } = useAppContext();
  return (
    <div className={classes.frame}>
      <a href="#main-content" className="skip-link">
        {t('skip_to_content')}
      </a>
      {!isAppWebview && (
        <header className={classes.bar}>
          <BrandLogo to={props.logoTo} />
          <LanguageSwitch />
        </header>
      )}
      <main id="main-content" tabIndex={-1} className={classes.main}>
        {props.children}
      </main>
    </div>
  );
}
