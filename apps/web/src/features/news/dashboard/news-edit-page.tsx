import { useEffect, useState, type FormEvent } from 'react';
import dayjs from 'dayjs';
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
import { Link, useNavigate, useParams } from 'react-router';
import { NewsInputSchema, TEXT_LIMIT, type AdminNewsRow, type NewsKind } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { errorMessage, translateKey } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { ArticleField, ImagePicker } from '@/features/content-admin/content';
import { useAdminNewsItem, useSaveNews } from '../api/news-api';
import { newsMessages } from '../news-messages';
import { DateTimeField } from '@/components/date-field';

interface Values {
  title_en: string;
  title_th: string;
  body_en: string;
  body_th: string;
  image: string | null;
  is_publish: boolean;
  datetime_publish_start: string;
  datetime_publish_end: string;
  is_pinned: boolean;
}

const EMPTY: Values = {
  title_en: '',
  title_th: '',
  body_en: '',
  body_th: '',
  image: null,
  is_publish: false,
  datetime_publish_start: '',
  datetime_publish_end: '',
  is_pinned: false,
};

const toLocal = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '');
const toIso = (local: string) => (local ? dayjs(local).format('YYYY-MM-DDTHH:mm:ssZ') : null);

function toValues(row: AdminNewsRow): Values {
  return {
    title_en: row.title_en,
    title_th: row.title_th,
    body_en: row.body_en,
    body_th: row.body_th,
    image: row.image,
    is_publish: row.is_publish,
    datetime_publish_start: toLocal(row.datetime_publish_start),
    datetime_publish_end: toLocal(row.datetime_publish_end),
    is_pinned: row.is_pinned,
  };
}

/**
 * /dashboard/{news|informative}/new and /{id}: the en/th title and rich text (the article
 * field: the server sanitises what is saved), the cover, publish flag and window, pinned.
 */
function NewsEditPage(props: { kind: NewsKind }) {
  const { t } = useFeatureTranslation(newsMessages);
  const { kind } = props;
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const navigate = useNavigate();
  const item = useAdminNewsItem(kind, id);
  const { save } = useSaveNews(kind);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  useEffect(() => {
    if (item.data) setValues(toValues(item.data));
  }, [item.data]);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      ...values,
      datetime_publish_start: toIso(values.datetime_publish_start),
      datetime_publish_end: toIso(values.datetime_publish_end),
      is_pinned: kind === 'news' && values.is_pinned,
    };
    const parsed = NewsInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as keyof Values] ??= translateKey(t, issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate({ id, input: parsed.data }, { onSuccess: () => void navigate(`/${kind}`) });
  };

  const heading =
    id === null
      ? kind === 'news'
        ? t('news_admin_new')
        : t('news_admin_new_page')
      : `${t('news_admin_edit')}: ${values.title_en}`;
  return (
    <PageContainer>
      <form onSubmit={submit} noValidate aria-label={heading}>
        <Stack gap="md">
          <Anchor component={Link} to={`/${kind}`} size="sm">
            ‹ {kind === 'news' ? t('news_admin_title') : t('news_admin_pages_title')}
          </Anchor>
          <Title order={1}>{heading}</Title>
          {item.isError && (
            <Alert color="red" role="alert">
              {errorMessage(t, item.error)}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('news_field_title_en')}
              required
              maxLength={TEXT_LIMIT}
              value={values.title_en}
              error={errors.title_en}
              onChange={(e) => set('title_en', e.currentTarget.value)}
            />
            <TextInput
              label={t('news_field_title_th')}
              lang="th"
              maxLength={TEXT_LIMIT}
              value={values.title_th}
              error={errors.title_th}
              onChange={(e) => set('title_th', e.currentTarget.value)}
            />
          </SimpleGrid>
          <ArticleField
            label={t('news_field_body_en')}
            value={values.body_en}
            error={errors.body_en}
            onChange={(value) => set('body_en', value)}
          />
          <ArticleField
            label={t('news_field_body_th')}
            lang="th"
            value={values.body_th}
            error={errors.body_th}
            onChange={(value) => set('body_th', value)}
          />
          <ImagePicker
            use="cover"
            name="image"
            label={t('news_field_image')}
            value={values.image}
            errorKey={errors.image}
            onChange={(url) => set('image', url)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateTimeField
              label={t('news_field_start')}
              value={values.datetime_publish_start}
              error={errors.datetime_publish_start}
              onChange={(value) => set('datetime_publish_start', value)}
            />
            <DateTimeField
              label={t('news_field_end')}
              value={values.datetime_publish_end}
              error={errors.datetime_publish_end}
              onChange={(value) => set('datetime_publish_end', value)}
            />
          </SimpleGrid>
          <Checkbox
            label={t('news_field_publish')}
            checked={values.is_publish}
            onChange={(e) => set('is_publish', e.currentTarget.checked)}
          />
          {kind === 'news' && (
            <Checkbox
              label={t('news_field_pinned')}
              checked={values.is_pinned}
              onChange={(e) => set('is_pinned', e.currentTarget.checked)}
            />
          )}
          {save.isError && (
            <Alert color="red" role="alert">
              {errorMessage(t, save.error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('news_save')}
            </Button>
            <Button variant="default" component={Link} to={`/${kind}`}>
              {t('news_cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PageContainer>
  );
}

export const NewsEditAdminPage = () => <NewsEditPage kind="news" />;
export const InformativeEditAdminPage = () => <NewsEditPage kind="informative" />;
