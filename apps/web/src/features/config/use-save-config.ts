import { useState } from 'react';
import { CONFIG_SCHEMAS, type ConfigName } from '@portal/shared';
import { isAbortError, isApiError } from '@/api';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage, translateKey } from '@/i18n/messages';
import { usePatchConfig } from './api/patch-config';
import { configMessages } from './config-messages';

/**
 * Saves the changed values of a section one name at a time, each first checked with the same
 * zod schema the server applies to that name. Errors per name, translated by message key.
 */
export function useSaveConfig() {
  const { t } = useFeatureTranslation(configMessages);
  const patch = usePatchConfig();
  const [errors, setErrors] = useState<Partial<Record<ConfigName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (changes: Partial<Record<ConfigName, unknown>>): Promise<boolean> => {
    setFailure(null);
    const found: Partial<Record<ConfigName, string>> = {};
    const parsed: [ConfigName, unknown][] = [];
    for (const [name, value] of Object.entries(changes) as [ConfigName, unknown][]) {
      const result = CONFIG_SCHEMAS[name].safeParse(value);
      if (result.success) parsed.push([name, result.data]);
      else found[name] = t('invalid_value');
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || parsed.length === 0) return false;
    setSaving(true);
    try {
      for (const [name, value] of parsed) {
        try {
          await patch.mutateAsync({ name, value });
        } catch (error) {
          if (isAbortError(error)) return false;
          const key =
            error instanceof Error && isApiError(error) ? error.fieldError('value') : undefined;
          if (key) setErrors((current) => ({ ...current, [name]: translateKey(t, key) }));
          else setFailure(isApiError(error, 403) ? t('superuser_only') : errorMessage(t, error));
          return false;
        }
      }
      notify({ color: 'green', message: t('cfg_saved') });
      return true;
    } finally {
      setSaving(false);
    }
  };
  return { save, errors, failure, saving };
}
