import { useEffect } from 'react';
import { Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resolveNext } from '@portal/shared';
import { useAppContext } from '@/core/app-context';
import { logout, useProfile } from '@/core/session';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitch } from '@/components/language-switch';
import classes from './login-layout.module.css';

/** The frame of the login pages: split (config-login-layout 1) or full background. */
export function LoginFrame(props: { children: React.ReactNode; logoTo?: string }) {
  const { t } = useTranslation();
  const { config } = useAppContext();
  const split = config['config-login-layout'] !== 0;
  const background = config['config-login-background'];
  const style =
    typeof background === 'string' && background !== ''
      ? { backgroundImage: `url(${JSON.stringify(background)})` }
      : undefined;
  return (
    <div className={classes.root} data-layout={split ? 'split' : 'full'} style={style}>
      <a href="#main-content" className="skip-link">
        {t('skip_to_content')}
      </a>
      {split && (
        <aside className={classes.image} aria-label={t('portal_name')}>
          <div className={classes.tagline}>
            <Title order={2} c="white" size="h2">
              {t('portal_name')}
            </Title>
            <Text c="white" size="lg" mt={4}>
              {t('portal_tagline')}
            </Text>
          </div>
        </aside>
      )}
      <div className={classes.panel}>
        <header className={classes.bar}>
          <BrandLogo to={props.logoTo} />
          <LanguageSwitch />
        </header>
        <main id="main-content" tabIndex={-1} className={classes.main}>
          <div className={classes.form}>{props.children}</div>
        </main>
      </div>
    </div>
  );
}

/**
 * Sign-in, registration and password pages (SPEC §4): a signed-in user goes on to `next` or
 * home, unless `?error` is present, which signs them out instead.
 */
export function UnauthenticatedLoginLayout() {
  const user = useProfile() ?? null;
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const hasError = params.has('error');

  useEffect(() => {
    if (user && hasError) void logout(queryClient, 'webfront');
  }, [user, hasError, queryClient]);

  if (user && !hasError) return <Navigate to={resolveNext(params.get('next'))} replace />;
  return (
    <LoginFrame>
      <Outlet />
    </LoginFrame>
  );
}
