import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/core/session';
import { InformativeLinks } from '@/features/news/components/informative-links';
import { useIsB2C } from '@/features/visitor/b2c';
import classes from './app-shell.module.css';

/** Footer with the informative pages, the privacy documents and the copyright. */
export function AppFooter() {
  const { t } = useTranslation();
  const user = useProfile();
  const isB2C = useIsB2C();
  return (
    <footer className={classes.footer}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('copyright', { year: new Date().getFullYear() })}
        </Text>
        <Group gap="md">
          <InformativeLinks enabled={Boolean(user) || isB2C} />
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
