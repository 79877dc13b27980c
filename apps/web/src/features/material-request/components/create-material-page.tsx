import { useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import {
  DESCRIPTION_LIMIT,
  MaterialRequestInputSchema,
  TEXT_LIMIT,
  type MaterialRequestKind,
} from '@portal/shared';
import { isAbortError } from '@/api';
import { apiFieldMessages, zodFieldMessages, type FieldMessages } from '@/components/field-errors';
import { FormError } from '@/components/form-error';
import { PageContainer } from '@/components/page-container';
import { notify } from '@/core/notify';
import { useProfile } from '@/core/session';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { useCreateMaterialRequest } from '../api/material-requests';
import { articleHtmlFromText } from '../article-text';
import { materialRequestMessages } from '../material-request-messages';

/** The form's own field names, mapped to the API's where they differ. */
const FIELD_OF: Record<string, string> = { article_html: 'article' };

function CreateMaterialForm() {
  const { t } = useFeatureTranslation(materialRequestMessages);
  const navigate = useNavigate();
  const mutation = useCreateMaterialRequest();
  const [kind, setKind] = useState<MaterialRequestKind>('article');
  const [values, setValues] = useState({ title: '', desc: '', article: '', external_url: '' });
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });

  const rename = (messages: FieldMessages) =>
    Object.fromEntries(Object.entries(messages).map(([k, v]) => [FIELD_OF[k] ?? k, v]));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const input = {
      kind,
      title: values.title,
      desc: values.desc,
      ...(kind === 'article'
        ? { article_html: articleHtmlFromText(values.article) }
        : { external_url: values.external_url }),
    };
    const parsed = MaterialRequestInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(rename(zodFieldMessages(t, parsed.error)));
      return;
    }
    setErrors({});
    try {
      await mutation.mutateAsync(input);
      notify({ color: 'green', message: t('mreq_sent') });
      await navigate('/profile/my-material');
    } catch (error) {
      if (isAbortError(error)) return;
      setErrors(rename(apiFieldMessages(t, error)));
      setFormError(errorMessage(t, error));
    }
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      aria-label={t('mreq_create_title')}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="mreq-kind">
            {t('mreq_kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="mreq-kind"
            value={kind}
            onChange={(value) => setKind(value)}
            data={[
              { value: 'article', label: t('mreq_kind_article') },
              { value: 'external_video', label: t('mreq_kind_external_video') },
            ]}
          />
        </Stack>
        <TextInput label={t('mreq_title')} required maxLength={TEXT_LIMIT} {...field('title')} />
        <Textarea
          label={t('mreq_desc')}
          autosize
          minRows={2}
          maxLength={DESCRIPTION_LIMIT}
          {...field('desc')}
        />
        {kind === 'article' ? (
          <Textarea
            label={t('mreq_article')}
            description={t('mreq_article_help')}
            required
            autosize
            minRows={8}
            maxRows={20}
            {...field('article')}
          />
        ) : (
          <TextInput
            label={t('mreq_url')}
            description={t('mreq_url_help')}
            type="url"
            required
            {...field('external_url')}
          />
        )}
        <FormError message={formError} />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t('mreq_submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /profile/my-material/create: a creator writes an article or links a video for approval. */
export function CreateMaterialPage() {
  const { t } = useFeatureTranslation(materialRequestMessages);
  const user = useProfile();
  return (
    <PageContainer narrow>
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to="/profile/my-material" size="sm">
            {t('mreq_list_title')}
          </Anchor>
          <Title order={1} mt={4}>
            {t('mreq_create_title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('mreq_create_intro')}
          </Text>
        </div>
        {user && !user.is_creator ? (
          <Alert color="gray" variant="outline">
            {t('mreq_not_creator')}
          </Alert>
        ) : (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <CreateMaterialForm />
          </Paper>
        )}
      </Stack>
    </PageContainer>
  );
}
