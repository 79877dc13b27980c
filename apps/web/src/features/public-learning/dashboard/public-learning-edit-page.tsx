import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import {
  DESCRIPTION_LIMIT,
  PublicLearningInputSchema,
  TEXT_LIMIT,
  type AdminPublicLearningRow,
} from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { ArticleField, ImagePicker } from '@/features/content-admin/content';
import { learningInput, useAdminList } from '../api/public-learning-admin-api';
import { publicLearningMessages } from '../public-learning-messages';
import { useAdminForm } from './use-admin-form';

type Values = Omit<ReturnType<typeof learningInput>, 'public_provider_id'> & {
  public_provider_id: number | null;
};

const EMPTY: Values = {
  public_provider_id: null,
  title_en: '',
  title_th: '',
  desc_en: '',
  desc_th: '',
  body_en: '',
  body_th: '',
  link_content_id: null,
  image: null,
  is_publish: false,
};
const toValues = (row: AdminPublicLearningRow): Values => learningInput(row);

/**
 * /dashboard/public-learning/new and /{id}: its public provider, en/th title, description and
 * rich-text content (sanitised by the server), an optional content it leads on to, the cover.
 */
export function PublicLearningEditPage() {
  const { t, i18n } = useFeatureTranslation(publicLearningMessages);
  const form = useAdminForm('public-learning', EMPTY, toValues, PublicLearningInputSchema);
  const providers = useAdminList('public-provider', 1, '', 100);
  const { values, errors, set } = form;
  const options = (providers.data?.results ?? []).map((p) => ({
    value: String(p.id),
    label: (i18n.language === 'th' && p.name_th) || p.name_en,
  }));
  const heading =
    form.id === null ? t('pl_admin_new_learning') : `${t('pl_admin_edit')}: ${values.title_en}`;
  return (
    <PageContainer>
      <form onSubmit={form.handleSubmit} noValidate aria-label={heading}>
        <Stack gap="md">
          <Anchor component={Link} to="/public-learning" size="sm">
            ‹ {t('pl_admin_learning')}
          </Anchor>
          <Title order={1}>{heading}</Title>
          {form.item.isError && (
            <Alert color="red" role="alert">
              {errorMessage(t, form.item.error)}
            </Alert>
          )}
          <Select
            label={t('pl_field_provider')}
            required
            data={options}
            value={values.public_provider_id === null ? null : String(values.public_provider_id)}
            error={errors.public_provider_id}
            onChange={(value) => set('public_provider_id', value ? Number(value) : null)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('pl_field_title_en')}
              required
              maxLength={TEXT_LIMIT}
              value={values.title_en}
              error={errors.title_en}
              onChange={(e) => set('title_en', e.currentTarget.value)}
            />
            <TextInput
              label={t('pl_field_title_th')}
              lang="th"
              maxLength={TEXT_LIMIT}
              value={values.title_th}
              error={errors.title_th}
              onChange={(e) => set('title_th', e.currentTarget.value)}
            />
            <Textarea
              label={t('pl_field_desc_en')}
              maxLength={DESCRIPTION_LIMIT}
              autosize
              minRows={2}
              value={values.desc_en}
              error={errors.desc_en}
              onChange={(e) => set('desc_en', e.currentTarget.value)}
            />
            <Textarea
              label={t('pl_field_desc_th')}
              lang="th"
              maxLength={DESCRIPTION_LIMIT}
              autosize
              minRows={2}
              value={values.desc_th}
              error={errors.desc_th}
              onChange={(e) => set('desc_th', e.currentTarget.value)}
            />
          </SimpleGrid>
          <ArticleField
            label={t('pl_field_body_en')}
            value={values.body_en}
            error={errors.body_en}
            onChange={(value) => set('body_en', value)}
          />
          <ArticleField
            label={t('pl_field_body_th')}
            lang="th"
            value={values.body_th}
            error={errors.body_th}
            onChange={(value) => set('body_th', value)}
          />
          <NumberInput
            label={t('pl_field_link')}
            min={1}
            allowDecimal={false}
            value={values.link_content_id ?? ''}
            error={errors.link_content_id}
            onChange={(value) => set('link_content_id', typeof value === 'number' ? value : null)}
          />
          <ImagePicker
            use="cover"
            name="image"
            label={t('pl_field_cover')}
            value={values.image ?? null}
            errorKey={errors.image}
            onChange={(url) => set('image', url)}
          />
          <Checkbox
            label={t('pl_field_publish')}
            checked={values.is_publish}
            onChange={(e) => set('is_publish', e.currentTarget.checked)}
          />
          {form.save.isError && (
            <Alert color="red" role="alert">
              {errorMessage(t, form.save.error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={form.save.isPending}>
              {t('pl_save')}
            </Button>
            <Button variant="default" component={Link} to="/public-learning">
              {t('pl_cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PageContainer>
  );
}
