import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared';
import { applyLanguage, visitLanguage } from '@/i18n';
import { useProfile } from './get-profile';
import { usePatchProfile } from './patch-profile';

/** Switches the language now and, when signed in, saves it to the profile so it survives reload. */
export function useSwitchLanguage(): (language: Language) => Promise<void> {
  const { i18n } = useTranslation();
  const user = useProfile();
  const { mutateAsync } = usePatchProfile();
  const queryClient = useQueryClient();
  return useCallback(
    async (language: Language) => {
      // Save first so that localised answers refetched on the switch come in the new language.
      if (user && user.language !== language) {
        await mutateAsync({ language }).catch((error: unknown) =>
          console.warn('language not saved', error),
        );
      }
      // A ?lang= visit ends here; what was read in its language is read again.
      const visit = visitLanguage();
      await applyLanguage(i18n, language, { remember: true });
      if (visit && visit !== language) void queryClient.invalidateQueries();
    },
    [i18n, user, mutateAsync, queryClient],
  );
}
