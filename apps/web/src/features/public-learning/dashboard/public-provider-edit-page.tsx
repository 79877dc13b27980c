import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { PublicProviderInputSchema, TEXT_LIMIT, type AdminPublicProviderRow } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { ArticleField, ImagePicker } from '@/features/content-admin/content';
import { providerInput } from '../api/public-learning-admin-api';
import { publicLearningMessages } from '../public-learning-messages';
import { useAdminForm } from './use-admin-form';

const EMPTY = providerInput({
  id: 0,
  name_en: '',
  name_th: '',
  about_en: '',
  about_th: '',
  image: null,
  is_publish: false,
  created_at: '',
  updated_at: '',
});
const toValues = (row: AdminPublicProviderRow) => providerInput(row);

/** /dashboard/public-provider/new and /{id}: en/th name and about text, the logo, published. */
export function PublicProviderEditPage() {
  const { t } = useFeatureTranslation(publicLearningMessages);
  const form = useAdminForm('public-provider', EMPTY, toValues, PublicProviderInputSchema);
  const { values, errors, set } = form;
  const heading =
    form.id === null ? t('pl_admin_new_provider') : `${t('pl_admin_edit')}: ${values.name_en}`;
  return (
    <PageContainer>
      <form onSubmit={form.handleSubmit} noValidate aria-label={heading}>
        <Stack gap="md">
          <Anchor component={Link} to="/public-provider" size="sm">
            ‹ {t('pl_admin_providers')}
          </Anchor>
          <Title order={1}>{heading}</Title>
          {form.item.isError && (
            <Alert color="red" role="alert">
              {errorMessage(t, form.item.error)}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('pl_field_name_en')}
              required
              maxLength={TEXT_LIMIT}
              value={values.name_en}
              error={errors.name_en}
              onChange={(e) => set('name_en', e.currentTarget.value)}
            />
            <TextInput
              label={t('pl_field_name_th')}
              lang="th"
              maxLength={TEXT_LIMIT}
              value={values.name_th}
              error={errors.name_th}
              onChange={(e) => set('name_th', e.currentTarget.value)}
            />
          </SimpleGrid>
          <ArticleField
            label={t('pl_field_about_en')}
            value={values.about_en}
            error={errors.about_en}
            onChange={(value) => set('about_en', value)}
          />
          <ArticleField
            label={t('pl_field_about_th')}
            lang="th"
            value={values.about_th}
            error={errors.about_th}
            onChange={(value) => set('about_th', value)}
          />
          <ImagePicker
            use="logo"
            name="image"
            label={t('pl_field_logo')}
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
            <Button variant="default" component={Link} to="/public-provider">
              {t('pl_cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PageContainer>
  );
}
