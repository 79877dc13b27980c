import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ZodType } from 'zod';
import { translateKey } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import {
  useAdminItem,
  useSaveAdmin,
  type AdminInput,
  type AdminRow,
  type AdminEntity,
} from '../api/public-learning-admin-api';
import { publicLearningMessages } from '../public-learning-messages';

/**
 * The state of an edit form of the feature's dashboard: the id from the path (null: new), the
 * row loaded into the values, the shared zod schema checking them before the save (its message
 * keys shown per field), then back to the list.
 */
export function useAdminForm<E extends AdminEntity, V extends object>(
  entity: E,
  empty: V,
  toValues: (row: AdminRow<E>) => V,
  schema: ZodType<AdminInput<E>>,
  toInput: (values: V) => unknown = (values) => values,
) {
  const { t } = useFeatureTranslation(publicLearningMessages);
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const navigate = useNavigate();
  const item = useAdminItem(entity, id);
  const { save } = useSaveAdmin(entity);
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  useEffect(() => {
    if (item.data) setValues(toValues(item.data));
    // toValues is a module-level function of each page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item.data]);
  const set = <K extends keyof V>(key: K, value: V[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(toInput(values));
    if (!parsed.success) {
      const found: Partial<Record<keyof V, string>> = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as keyof V] ??= translateKey(t, issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate({ id, input: parsed.data }, { onSuccess: () => void navigate(`/${entity}`) });
  };
  return { id, item, save, values, errors, set, handleSubmit };
}
