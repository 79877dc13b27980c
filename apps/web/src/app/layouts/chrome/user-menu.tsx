import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@portal/shared';
import type { Project } from '@/api/query-keys';
import { logout } from '@/core/session';
import { UserIcon } from '@/components/icons';

function initials(user: User): string {
  const letters = `${user.first_name.trim().charAt(0)}${user.last_name.trim().charAt(0)}`;
  return letters === '' ? user.email.charAt(0).toUpperCase() : letters.toUpperCase();
}

/** The signed-in user's menu: name, profile link (webfront) and log out. */
export function UserMenu(props: { user: User; project: Project; afterLogout: string; profilePath?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const name = `${props.user.first_name} ${props.user.last_name}`.trim() || props.user.email;

  const handleLogout = async () => {
    await logout(queryClient, props.project);
    await navigate(props.afterLogout, { replace: true });
  };

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton style={{ borderRadius: '50%' }}>
          <Avatar color="indigo" variant="filled" radius="xl" size={34} src={props.user.image ?? undefined} alt="" aria-hidden>
            {initials(props.user)}
          </Avatar>
          <span className="visually-hidden">{`${t('account_menu')}: ${name}`}</span>
        </UnstyledButton>
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
