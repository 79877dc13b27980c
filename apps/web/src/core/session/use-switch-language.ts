import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared';
import { applyLanguage } from '@/i18n';
import { useProfile } from './get-profile';
import { usePatchProfile } from './patch-profile';

/** Switches the language now and, when signed in, saves it to the profile so it survives reload. */
export function useSwitchLanguage(): (language: Language) => Promise<void> {
  const { i18n } = useTranslation();
  const user = useProfile();
  const { mutateAsync } = usePatchProfile();
  return useCallback(
    async (language: Language) => {
      // Save first so that localised answers refetched on the switch come in the new language.
      if (user && user.language !== language) {
        await mutateAsync({ language }).catch((error: unknown) => console.warn('language not saved', error));
      }
      applyLanguage(i18n, language, { remember: true });
    },
    [i18n, user, mutateAsync],
  );
}
