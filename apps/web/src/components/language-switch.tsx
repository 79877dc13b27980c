import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@portal/shared';
import { useSwitchLanguage } from '@/core/session';

/** One language's button: its code shown, its own name read out (in that language). */
function LanguageButton(props: { language: Language; active: boolean | null }) {
  const { t } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const { language, active } = props;
  return (
    <Button
      size="compact-sm"
      variant={active ? 'filled' : 'subtle'}
      color={active ? undefined : 'dark'}
      aria-pressed={active ?? undefined}
      onClick={() => void switchLanguage(language)}
    >
      {language.toUpperCase()}
      <span className="visually-hidden" lang={language}>
        {' '}
        {t(`language_${language}`)}
      </span>
    </Button>
  );
}

/**
 * Language switch en/th (one click, no dropdown): saves to the profile when signed in, to local
 * storage otherwise. Two toggle buttons; on a phone one button naming the other language, so the
 * header keeps room for the portal's name (which was cut to "Learning P…" at 390 px). The two
 * forms swap by CSS (Mantine's `visibleFrom`/`hiddenFrom`), so the first paint is already right.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const other = LANGUAGES.find((language) => language !== i18n.language) ?? 'en';
  return (
    <>
      <Group
        gap={2}
        role="group"
        aria-label={t('change_language')}
        wrap="nowrap"
        visibleFrom="xs"
        data-testid="language-switch"
      >
        {LANGUAGES.map((language) => (
          <LanguageButton key={language} language={language} active={i18n.language === language} />
        ))}
      </Group>
      <Group
        role="group"
        aria-label={t('change_language')}
        wrap="nowrap"
        hiddenFrom="xs"
        data-testid="language-switch-phone"
      >
        {/* Not a toggle: it names what it switches to. */}
        <LanguageButton language={other} active={null} />
      </Group>
    </>
  );
}
