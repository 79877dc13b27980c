import { useState } from 'react';
import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { LinkedServiceInputSchema, type LinkedServiceAdmin } from '@portal/shared';
import { isApiError } from '@/api';
import { FormError } from '@/components/form-error';
import { apiFieldMessages, zodFieldMessages, type FieldMessages } from '@/components/field-errors';
import { notify } from '@/core/notify';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { GroupPicker, type PickedGroup } from '@/features/dashboard/group-picker';
import { useSaveLinkedService } from '../api/linked-service-admin-api';
import { linkedServiceAdminMessages } from './linked-service-admin-messages';

interface Values {
  service_code: string;
  name_en: string;
  name_th: string;
  url: string;
  is_new_tab: boolean;
  is_active: boolean;
  sort: number;
  groups: PickedGroup[];
}

function valuesOf(service: LinkedServiceAdmin | null): Values {
  return {
    service_code: service?.service_code ?? '',
    name_en: service?.name_en ?? '',
    name_th: service?.name_th ?? '',
    url: service?.url ?? '',
    is_new_tab: service?.is_new_tab ?? false,
    is_active: service?.is_active ?? true,
    sort: service?.sort ?? 0,
    groups: service?.groups ?? [],
  };
}

/** Our own words for the codes of this form; the rest go through the common labels. */
const OWN_CODES: Record<string, string> = {
  already_exists: 'lsa_code_taken',
  invalid_service_code: 'lsa_bad_code',
  invalid_url: 'lsa_bad_url',
};

/** The create/edit form of a linked service (a modal's body on /dashboard/linked-service). */
export function LinkedServiceForm(props: {
  service: LinkedServiceAdmin | null;
  onDone: () => void;
}) {
  const { t } = useFeatureTranslation(linkedServiceAdminMessages);
  const [values, setValues] = useState(() => valuesOf(props.service));
  const [clientErrors, setClientErrors] = useState<FieldMessages>({});
  const save = useSaveLinkedService();
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((prev) => ({ ...prev, [key]: value }));
  const ownWords = (messages: FieldMessages, raw: Record<string, string | undefined>) =>
    Object.fromEntries(
      Object.entries(messages).map(([field, text]) => {
        const own = OWN_CODES[raw[field] ?? ''];
        return [field, own ? t(own) : text];
      }),
    );
  const serverRaw: Record<string, string | undefined> = isApiError(save.error)
    ? Object.fromEntries(Object.entries(save.error.errors).map(([field, keys]) => [field, keys[0]]))
    : {};
  const errors: FieldMessages = {
    ...ownWords(apiFieldMessages(t, save.error), serverRaw),
    ...clientErrors,
  };
  const formError =
    save.error && Object.keys(serverRaw).length === 0 ? errorMessage(t, save.error) : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const input = {
          service_code: values.service_code,
          name_en: values.name_en,
          name_th: values.name_th,
          url: values.url,
          is_new_tab: values.is_new_tab,
          is_active: values.is_active,
          sort: values.sort,
          group_ids: values.groups.map((g) => g.id),
        };
        const parsed = LinkedServiceInputSchema.safeParse(input);
        if (!parsed.success) {
          const raw = Object.fromEntries(
            parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
          );
          setClientErrors(ownWords(zodFieldMessages(t, parsed.error), raw));
          return;
        }
        setClientErrors({});
        save.mutate(
          { id: props.service?.id ?? null, input },
          {
            onSuccess: (saved) => {
              notify({ color: 'teal', message: t('lsa_saved', { name: saved.name_en }) });
              props.onDone();
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('lsa_field_code')}
          description={t('lsa_field_code_help')}
          required
          value={values.service_code}
          error={errors.service_code}
          onChange={(e) => set('service_code', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('lsa_field_name_en')}
            required
            value={values.name_en}
            error={errors.name_en}
            onChange={(e) => set('name_en', e.currentTarget.value)}
          />
          <TextInput
            label={t('lsa_field_name_th')}
            value={values.name_th}
            error={errors.name_th}
            onChange={(e) => set('name_th', e.currentTarget.value)}
          />
        </SimpleGrid>
        <TextInput
          label={t('lsa_field_url')}
          description={t('lsa_field_url_help')}
          required
          type="url"
          value={values.url}
          error={errors.url}
          onChange={(e) => set('url', e.currentTarget.value)}
        />
        <GroupPicker
          label={t('lsa_field_groups')}
          description={t('lsa_field_groups_help')}
          value={values.groups}
          error={errors.group_ids}
          onChange={(groups) => set('groups', groups)}
        />
        <Group gap="lg">
          <Checkbox
            label={t('lsa_field_active')}
            checked={values.is_active}
            onChange={(e) => set('is_active', e.currentTarget.checked)}
          />
          <Checkbox
            label={t('lsa_field_new_tab')}
            checked={values.is_new_tab}
            onChange={(e) => set('is_new_tab', e.currentTarget.checked)}
          />
        </Group>
        <NumberInput
          label={t('lsa_field_sort')}
          min={0}
          max={10_000}
          allowDecimal={false}
          value={values.sort}
          error={errors.sort}
          onChange={(value) => set('sort', typeof value === 'number' ? value : 0)}
          maw={200}
        />
        <FormError message={formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onDone}>
            {t('lsa_cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('lsa_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
