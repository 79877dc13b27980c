import { useState, type ReactNode } from 'react';
import { Menu, Text, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@portal/shared';
import type { Project } from '@/api/query-keys';
import { logout, personName } from '@/core/session';
import { UserIcon } from '@/components/icons';
import { useOpenFromStandIn } from '@/components/open-from-stand-in';

export interface UserMenuProps {
  user: User;
  project: Project;
  afterLogout: string;
  profilePath?: string;
}

/**
 * The signed-in user's menu: name, profile link (webfront) and log out. Its own chunk (Mantine's
 * Menu brings the floating-ui positioning code), loaded once the layout has rendered; `button` is
 * the avatar user-menu.tsx shows until then, and a click or press on that one opens it
 * (useOpenFromStandIn).
 */
export function UserMenuPanel(
  props: UserMenuProps & { button: ReactNode; clicked: boolean; pressed: boolean },
) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  useOpenFromStandIn(props, () => setOpened(true));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const name = personName(props.user, i18n.language);

  const handleLogout = async () => {
    const singleLogout = await logout(queryClient, props.project);
    // A SAML sign-in is ended at the identity provider too; it sends the browser back.
    if (singleLogout) window.location.assign(singleLogout);
    else await navigate(props.afterLogout, { replace: true });
  };

  return (
    <Menu position="bottom-end" width={240} withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <UnstyledButton style={{ borderRadius: '50%' }}>{props.button}</UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {props.user.email}
          </Text>
        </Menu.Label>
        {props.profilePath && (
          <Menu.Item component={Link} to={props.profilePath} leftSection={<UserIcon size={16} />}>
            {t('my_profile')}
          </Menu.Item>
        )}
        <Menu.Item onClick={() => void handleLogout()}>{t('log_out')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
