import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@portal/shared';
import { useSwitchLanguage } from '@/core/session';

/**
 * Language switch en/th as two toggle buttons (one click, no dropdown): saves to the profile
 * when signed in, to local storage otherwise.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  return (
    <Group gap={2} role="group" aria-label={t('change_language')} wrap="nowrap">
      {LANGUAGES.map((language) => {
        const active = i18n.language === language;
        return (
          <Button
            key={language}
            size="compact-sm"
            variant={active ? 'filled' : 'subtle'}
            color={active ? undefined : 'dark'}
            aria-pressed={active}
            onClick={() => void switchLanguage(language)}
          >
            {language.toUpperCase()}
            <span className="visually-hidden" lang={language}>
              {' '}
              {t(`language_${language}`)}
            </span>
          </Button>
        );
      })}
    </Group>
  );
}
