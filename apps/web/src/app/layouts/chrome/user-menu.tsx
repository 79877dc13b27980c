import { lazy, Suspense, useState } from 'react';
import { Avatar, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@portal/shared';
import type { UserMenuProps } from './user-menu-panel';

const UserMenuPanel = lazy(() =>
  import('./user-menu-panel').then((m) => ({ default: m.UserMenuPanel })),
);

function initials(user: User): string {
  const letters = `${user.first_name.trim().charAt(0)}${user.last_name.trim().charAt(0)}`;
  return letters === '' ? user.email.charAt(0).toUpperCase() : letters.toUpperCase();
}

/**
 * The signed-in user's avatar and menu. The menu (user-menu-panel.tsx) is not part of a page's
 * first load: on a slow phone its code (Menu, Popover, floating-ui: about 30 KB compressed) shared
 * the network with what the first paint needs. The same avatar button shows until it has loaded;
 * a press or click meanwhile opens the menu as soon as it is there.
 */
export function UserMenu(props: UserMenuProps) {
  const { t } = useTranslation();
  const [clicked, setClicked] = useState(false);
  const [pressed, setPressed] = useState(false);
  const name = `${props.user.first_name} ${props.user.last_name}`.trim() || props.user.email;
  const button = (
    <>
      <Avatar
        color="indigo"
        variant="filled"
        radius="xl"
        size={34}
        src={props.user.image ?? undefined}
        alt=""
        aria-hidden
      >
        {initials(props.user)}
      </Avatar>
      <span className="visually-hidden">
        {t('account_menu')}: <span translate="no">{name}</span>
      </span>
    </>
  );
  return (
    <Suspense
      fallback={
        <UnstyledButton
          style={{ borderRadius: '50%' }}
          aria-haspopup="menu"
          aria-expanded={false}
          // The press is noted too: when the menu's code arrives between press and release, the
          // button is replaced under the pointer and the browser clicks neither (a lost click,
          // more likely since the loader no longer covers the first second).
          onPointerDown={() => setPressed(true)}
          onClick={() => setClicked(true)}
        >
          {button}
        </UnstyledButton>
      }
    >
      <UserMenuPanel {...props} button={button} clicked={clicked} pressed={pressed} />
    </Suspense>
  );
}
