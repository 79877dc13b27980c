import { Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfigValue } from '@/core/app-context';
import classes from './brand-logo.module.css';

/**
 * The portal's logo (config-logo) or its name, linking home. On a phone the name takes two lines
 * when one does not fit (cut with an ellipsis after the second), instead of being cut on the first.
 */
export function BrandLogo(props: { to?: string }) {
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
        <span className={classes.name} data-testid="brand-name">
          {name}
        </span>
      </Group>
    </Link>
  );
}
