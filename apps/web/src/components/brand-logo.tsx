import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfigValue } from '@/core/app-context';
import classes from './brand-logo.module.css';

/** The portal's logo (config-logo) or its name, linking home. */
export function BrandLogo(props: { to?: string; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  const logo = useConfigValue('config-logo');
  const name = t('portal_name');
  return (
    <Link to={props.to ?? '/'} className={classes.link} aria-label={`${name} – ${t('home')}`}>
      <Group gap={8} wrap="nowrap">
        {typeof logo === 'string' && logo !== '' ? (
          <img src={logo} alt="" className={classes.image} />
        ) : (
          <img src="/favicon.svg" alt="" width={28} height={28} />
        )}
        <Text
          component="span"
          fw={700}
          size={props.size === 'lg' ? 'xl' : 'md'}
          className={classes.name}
        >
          {name}
        </Text>
      </Group>
    </Link>
  );
}
