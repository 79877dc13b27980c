import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import { DESCRIPTION_LIMIT, TEXT_LIMIT, type CertificateTemplateInput } from '@portal/shared';
import { isApiError } from '@/api';
import { FormError } from '@/components/form-error';
import { PageContainer } from '@/components/page-container';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { translateKey } from '@/i18n/messages';
import { LeaveFormGuard } from '@/features/dashboard/components';
import { refusalMessage } from '@/features/dashboard/list';
import { useCertificateTemplate, useSaveCertificateTemplate } from './api/certificates';
import { certificateAdminMessages } from './certificate-messages';

const FIELDS = [
  'heading_en',
  'heading_th',
  'body_en',
  'body_th',
  'signer_name',
  'signer_title_en',
  'signer_title_th',
] as const satisfies readonly (keyof CertificateTemplateInput)[];
const LONG = new Set<string>(['body_en', 'body_th']);
const REQUIRED = new Set<string>(['heading_en', 'body_en']);

const EMPTY: CertificateTemplateInput = {
  heading_en: '',
  heading_th: '',
  body_en: '',
  body_th: '',
  signer_name: '',
  signer_title_en: '',
  signer_title_th: '',
};

/** /dashboard/certificate/template/{contentid|default}: the wording printed on certificates. */
export function CertificateTemplatePage() {
  const { t } = useFeatureTranslation(certificateAdminMessages);
  const id = useParams().id ?? 'default';
  const template = useCertificateTemplate(id);
  const save = useSaveCertificateTemplate(id);
  const [values, setValues] = useState<CertificateTemplateInput>(EMPTY);
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const saving = useRef(false);
  const data = template.data;
  useEffect(() => {
    if (!data) return;
    setValues(Object.fromEntries(FIELDS.map((f) => [f, data[f]])) as CertificateTemplateInput);
    setLoadedFor(id);
  }, [data, id]);
  const dirty = loadedFor === id && data !== undefined && FIELDS.some((f) => values[f] !== data[f]);

  const change = (field: (typeof FIELDS)[number], value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saving.current = true;
    save.mutate(values, {
      onSuccess: () =>
        notify({
          color: 'teal',
          closeButtonProps: { 'aria-label': t('close') },
          message: t('cert_saved'),
        }),
      onSettled: () => {
        saving.current = false;
      },
    });
  };
  const fieldError = (field: string) =>
    save.error && isApiError(save.error, 400) && save.error.fieldError(field)
      ? translateKey(t, save.error.fieldError(field) ?? '', {
          count: LONG.has(field) ? DESCRIPTION_LIMIT : TEXT_LIMIT,
        })
      : undefined;

  return (
    <PageContainer>
      <Stack gap="lg" maw={900}>
        <Anchor component={Link} to="/certificate" size="sm">
          {`← ${t('cert_back')}`}
        </Anchor>
        <div>
          <Title order={1}>
            {id === 'default' ? t('cert_template_default_title') : t('cert_template_title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('cert_template_intro')}
          </Text>
        </div>
        {template.isPending && <Loader aria-label={t('cert_template_title')} />}
        {template.isError && (
          <Alert color="red" variant="outline" role="alert">
            {refusalMessage(t, template.error)}
          </Alert>
        )}
        {data && (
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="md">
              {!data.is_own && (
                <Alert color="blue" variant="light">
                  {t('cert_template_inherits')}
                </Alert>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {FIELDS.map((field) => {
                  const props = {
                    label: t(`cert_${field}`),
                    name: field,
                    required: REQUIRED.has(field),
                    value: values[field],
                    error: fieldError(field),
                    maxLength: LONG.has(field) ? DESCRIPTION_LIMIT : TEXT_LIMIT,
                  };
                  return LONG.has(field) ? (
                    <Textarea
                      {...props}
                      key={field}
                      autosize
                      minRows={2}
                      onChange={(e) => change(field, e.currentTarget.value)}
                    />
                  ) : (
                    <TextInput
                      {...props}
                      key={field}
                      onChange={(e) => change(field, e.currentTarget.value)}
                    />
                  );
                })}
              </SimpleGrid>
              <FormError
                message={
                  save.isError && !isApiError(save.error, 400)
                    ? refusalMessage(t, save.error)
                    : null
                }
              />
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending}>
                  {t('cert_save')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
      <LeaveFormGuard dirty={dirty} allowRef={saving} />
    </PageContainer>
  );
}
