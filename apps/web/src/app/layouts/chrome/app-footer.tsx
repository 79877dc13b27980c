import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import classes from './app-shell.module.css';

/** Footer with the privacy documents and the copyright. */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('copyright', { year: new Date().getFullYear() })}
        </Text>
        <Group gap="md">
          <Anchor component={Link} to="/privacy-data/terms-conditions" size="sm">
            {t('terms_conditions')}
          </Anchor>
          <Anchor component={Link} to="/privacy-data/privacy-notice" size="sm">
            {t('privacy_notice')}
          </Anchor>
        </Group>
      </Group>
    </footer>
  );
}
