import { useEffect, useReducer, useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Language, User } from '@portal/shared';
import type { Project } from '@/api/query-keys';
import { configQueryOptions, type ConfigSource } from '@/core/config/get-config';
import { dictQueryOptions, type DictSource } from '@/core/config/get-dict';
import { profileQueryOptions } from '@/core/session';
import { rememberConiverseRedirect } from '@/features/linked-service/coniverse-redirect';
import {
  applyLanguage,
  hasLanguage,
  languageFromQuery,
  mergeDictionary,
  resolveLanguage,
  setVisitLanguage,
  storedLanguage,
  visitLanguage,
} from '@/i18n';

export interface StartupState {
  ready: boolean;
  error: unknown;
  user: User | null;
  config: Record<string, unknown>;
}

function sources(project: Project, user: User | null): { config: ConfigSource; dict: DictSource } {
  const admin = project === 'dashboard' && user?.is_dashboard_permission === true;
  return admin
    ? { config: 'dashboard/config', dict: 'dashboard/dict' }
    : { config: 'config', dict: 'dict' };
}

/**
 * SPEC §4 startup: profile (a 401 means visitor), then config and dictionary (cached unless
 * check-update says newer), the dictionary merged over the bundled texts, and the language.
 */
export function useStartup(project: Project): StartupState {
  const { i18n } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const profile = useQuery(profileQueryOptions());
  const user = profile.data ?? null;
  const source = sources(project, user);
  const config = useQuery({
    ...configQueryOptions(source.config),
    enabled: profile.isSuccess,
    placeholderData: keepPreviousData,
  });
  const dict = useQuery({
    ...dictQueryOptions(source.dict, user !== null),
    enabled: profile.isSuccess,
    placeholderData: keepPreviousData,
  });

  // i18next does not re-render on new resources: the app first shows once a dictionary is
  // merged, so its first screen already has an administrator's labels (dictionary_label).
  const [merged, setMerged] = useState(false);
  useEffect(() => {
    if (!dict.data) return;
    mergeDictionary(i18n, dict.data);
    setMerged(true);
  }, [dict.data, i18n]);

  // ?redirect_to_coniverse= is kept for the sign-in that follows (SPEC §1).
  useEffect(() => rememberConiverseRedirect(location.search), [location.search]);

  // ?lang switches this visit's language (issue 21 item 19): not the profile's, not the stored
  // choice. It holds over reloads and links in this tab until the header switch is used.
  const langQuery = languageFromQuery(location.search);

  // Thai's shared labels load on first use (issue 21 item 2): the app shows once the language it
  // will show is loaded, or its chunk failed (the English fallback then shows).
  const [, languageArrived] = useReducer((n: number) => n + 1, 0);
  const failedLanguages = useRef(new Set<Language>());
  const show = (language: Language) => {
    const loading = applyLanguage(i18n, language);
    if (!loading) return;
    void loading.then(() => {
      if (!hasLanguage(i18n, language)) failedLanguages.current.add(language);
      languageArrived();
    });
  };
  useEffect(() => {
    if (!langQuery || !profile.isSuccess) return;
    const before = visitLanguage();
    setVisitLanguage(langQuery);
    show(langQuery);
    // A link with another ?lang within the app: what was read in the other language is read again.
    if (before !== langQuery) void queryClient.invalidateQueries();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on a new ?lang or a new user
  }, [langQuery, user?.id, profile.isSuccess]);

  // The language to show, worked out once in render: `ready` waits for it, and without ?lang the
  // effect below shows the one of the render it runs after.
  const configDefault = config.data?.config_dict['config-default-language'];
  const target =
    langQuery ??
    resolveLanguage({
      query: null,
      visit: visitLanguage(),
      userLanguage: user?.language ?? null,
      stored: storedLanguage(),
      configDefault,
    });
  useEffect(() => {
    if (langQuery || !profile.isSuccess || !config.isSuccess) return;
    show(target);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on sign-in, sign-out and first config
  }, [user?.id, profile.isSuccess, config.isSuccess]);

  return {
    // The dictionary only refines texts: its failure does not hold the app back.
    ready:
      profile.isSuccess &&
      config.isSuccess &&
      ((dict.isSuccess && merged) || dict.isError) &&
      (hasLanguage(i18n, target) || failedLanguages.current.has(target)),
    error: profile.error ?? config.error,
    user,
    config: config.data?.config_dict ?? {},
  };
}
