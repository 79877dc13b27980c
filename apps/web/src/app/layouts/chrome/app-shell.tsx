import { useEffect, useState, type ReactNode } from 'react';
import { Burger } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@portal/shared';
import { useAppContext } from '@/core/app-context';
import { useAfterFirstPaint } from '@/components/after-first-paint';
import { BrandLogo } from '@/components/brand-logo';
import { LeftMenu, type MenuGroup, type MenuItem } from './left-menu';
import { GroupedMenu } from './grouped-menu';
import classes from './app-shell.module.css';

export interface AppShellProps {
  /** Left menu links; none (or the app web view) means no left menu. */
  menuItems?: MenuItem[];
  /** Menu groups under `menuItems` (the dashboard's sidebar); folded state kept under the key. */
  menuGroups?: { groups: MenuGroup[]; storageKey: string };
  /** Right side of the header: language switch, user menu or sign-in. */
  headerEnd: ReactNode;
  /** The header's search box, beside the logo; shown on wide screens only. */
  search?: ReactNode;
  footer?: ReactNode;
  /** Floating messenger button, when shown. */
  messenger?: ReactNode;
  children: ReactNode;
  /** 'rail' (webfront): a 64 px icon rail; 'sidebar' (dashboard): a 240 px menu with labels. */
  variant?: 'rail' | 'sidebar';
}

/**
 * The frame of the authenticated and default layouts (SPEC §1/§2): a 50 px header, a 64 px left
 * menu rail that expands when toggled and is closed at widths <= 1024 px, content offset to
 * match. The app web view hides header, left menu, footer and messenger.
 */
export function AppShell(props: AppShellProps) {
  const { t } = useTranslation();
  const { isAppWebview } = useAppContext();
  const narrow = useMediaQuery(`(max-width: ${LAYOUT.leftMenuCloseAt}px)`, true, {
    getInitialValueInEffect: false,
  });
  const [expanded, setExpanded] = useState(false);
  const location = useLocation();
  const hasMenu =
    ((props.menuItems?.length ?? 0) > 0 || (props.menuGroups?.groups.length ?? 0) > 0) &&
    !isAppWebview;
  const sidebar = props.variant === 'sidebar';
  // Off-screen parts (the footer, the floating messenger, a phone's closed menu) render after
  // the first paint: a slow phone paints the page in a shorter first task (issue 21 item 2).
  const painted = useAfterFirstPaint();

  useEffect(() => setExpanded(false), [location.pathname, narrow]);

  return (
    <div
      className={classes.shell}
      data-webview={isAppWebview || undefined}
      data-no-menu={!hasMenu || undefined}
      data-sidebar={sidebar || undefined}
    >
      <a href="#main-content" className="skip-link">
        {t('skip_to_content')}
      </a>
      {!isAppWebview && (
        <header className={classes.header}>
          {hasMenu && (
            <Burger
              opened={expanded}
              onClick={() => setExpanded((open) => !open)}
              size="sm"
              aria-label={expanded ? t('close_menu') : t('open_menu')}
              aria-expanded={expanded}
              aria-controls="left-menu"
            />
          )}
          <BrandLogo />
          {props.search && <div className={classes.headerSearch}>{props.search}</div>}
          <div className={classes.headerEnd}>{props.headerEnd}</div>
        </header>
      )}
      {hasMenu && (
        <nav
          id="left-menu"
          aria-label={t('main_navigation')}
          className={classes.nav}
          data-expanded={expanded || undefined}
        >
          {narrow && !expanded && !painted ? null : props.menuGroups ? (
            <GroupedMenu
              top={props.menuItems ?? []}
              groups={props.menuGroups.groups}
              storageKey={props.menuGroups.storageKey}
              onNavigate={() => setExpanded(false)}
            />
          ) : (
            <LeftMenu
              items={props.menuItems ?? []}
              collapsed={!expanded && !narrow && !sidebar}
              onNavigate={() => setExpanded(false)}
            />
          )}
        </nav>
      )}
      {hasMenu && expanded && narrow && (
        <button
          type="button"
          tabIndex={-1}
          className={classes.backdrop}
          aria-label={t('close_menu')}
          onClick={() => setExpanded(false)}
        />
      )}
      <div className={classes.main}>
        <main id="main-content" tabIndex={-1} className={classes.content}>
          {props.children}
        </main>
        {!isAppWebview && painted && props.footer}
      </div>
      {!isAppWebview && painted && props.messenger}
    </div>
  );
}
