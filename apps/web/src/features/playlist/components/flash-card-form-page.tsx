import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  FileInput,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import type { FlashCardInput, FlashCardSetInput } from '@portal/shared';
import { isApiError } from '@/api';
import { apiFieldMessages } from '@/components/field-errors';
import { PageContainer } from '@/components/page-container';
import { notify } from '@/core/notify';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useFlashCardSet, useSaveFlashCardSet, useUploadCardImage } from '../api/flash-card-api';
import { flashCardMessages } from '../flash-card-messages';

type Card = Required<Omit<FlashCardInput, 'image'>> & { image: string | null };
const blank = (): Card => ({ front_en: '', front_th: '', back_en: '', back_th: '', image: null });

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** /flash-card/create and /flash-card/{id}/ugc/edit: a learner's own set, card by card. */
export function FlashCardFormPage() {
  const { t } = useFeatureTranslation(flashCardMessages);
  const navigate = useNavigate();
  const id = Number(useParams().flashcardid ?? 0);
  const existing = useFlashCardSet(id);
  const save = useSaveFlashCardSet(id || null);
  const upload = useUploadCardImage();
  const [form, setForm] = useState<Omit<FlashCardSetInput, 'cards'> & { cards: Card[] }>({
    title_en: '',
    title_th: '',
    desc_en: '',
    desc_th: '',
    cards: [blank()],
  });
  const [loaded, setLoaded] = useState(id === 0);
  const [imageError, setImageError] = useState<Record<number, string>>({});

  useEffect(() => {
    if (!loaded && existing.data) {
      const d = existing.data;
      setForm({
        title_en: d.title_en,
        title_th: d.title_th,
        desc_en: d.desc_en,
        desc_th: d.desc_th,
        // Only the fields a card is saved with: the detail's id, box and due date are the
        // learner's study state, which the save refuses as unknown fields.
        cards: d.cards.map((c) => ({
          front_en: c.front_en,
          front_th: c.front_th,
          back_en: c.back_en,
          back_th: c.back_th,
          image: c.image,
        })),
      });
      setLoaded(true);
    }
  }, [existing.data, loaded]);

  const fields = save.error && isApiError(save.error) ? apiFieldMessages(t, save.error) : {};
  const setCard = (index: number, patch: Partial<Card>) =>
    setForm((f) => ({
      ...f,
      cards: f.cards.map((c, i) => (i === index ? { ...c, ...patch } : c)),
    }));
  const pickImage = async (index: number, file: File | null) => {
    if (!file) return setCard(index, { image: null });
    try {
      const res = await upload.mutateAsync({ name: file.name, data: await base64Of(file) });
      setCard(index, { image: res.url });
      setImageError((e) => ({ ...e, [index]: '' }));
    } catch (error) {
      setImageError((e) => ({ ...e, [index]: errorMessage(t, error) ?? '' }));
    }
  };
  const submit = () =>
    save.mutate(form, {
      onSuccess: (set) => {
        notify({ message: t('fc_saved'), color: 'teal' });
        void navigate(`/flash-card/${set.id}`);
      },
    });

  if (id && !loaded)
    return (
      <PageContainer>
        {existing.isError ? (
          <Alert color="red">{errorMessage(t, existing.error)}</Alert>
        ) : (
          <Skeleton height={300} />
        )}
      </PageContainer>
    );
  return (
    <PageContainer>
      <Stack gap="md" maw={820} mx="auto">
        <Title order={1} size="h2">
          {t(id ? 'fc_edit_title' : 'fc_create_title')}
        </Title>
        {save.error && !Object.values(fields).some(Boolean) && (
          <Alert color="red" role="alert">
            {errorMessage(t, save.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fc_title_en')}
            required
            value={form.title_en}
            onChange={(e) => setForm({ ...form, title_en: e.currentTarget.value })}
            error={fields.title_en}
          />
          <TextInput
            label={t('fc_title_th')}
            value={form.title_th}
            onChange={(e) => setForm({ ...form, title_th: e.currentTarget.value })}
          />
          <Textarea
            label={t('fc_desc_en')}
            autosize
            minRows={2}
            value={form.desc_en}
            onChange={(e) => setForm({ ...form, desc_en: e.currentTarget.value })}
          />
          <Textarea
            label={t('fc_desc_th')}
            autosize
            minRows={2}
            value={form.desc_th}
            onChange={(e) => setForm({ ...form, desc_th: e.currentTarget.value })}
          />
        </SimpleGrid>
        {form.cards.map((card, index) => (
          <Paper key={index} withBorder radius="md" p="md" data-testid="card-form">
            <Group justify="space-between" mb="xs">
              <Text fw={700}>{t('fc_card_n', { n: index + 1 })}</Text>
              {form.cards.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('fc_remove_card', { n: index + 1 })}
                  onClick={() =>
                    setForm((f) => ({ ...f, cards: f.cards.filter((_, i) => i !== index) }))
                  }
                >
                  ×
                </ActionIcon>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {(['front_en', 'front_th', 'back_en', 'back_th'] as const).map((side) => (
                <TextInput
                  key={side}
                  label={t(`fc_${side}`)}
                  required={side.endsWith('_en')}
                  value={card[side]}
                  onChange={(e) => setCard(index, { [side]: e.currentTarget.value })}
                  error={fields[`cards.${index}.${side}`]}
                />
              ))}
            </SimpleGrid>
            <Group mt="sm" align="flex-end" gap="sm">
              <FileInput
                label={t('fc_image')}
                accept="image/png,image/jpeg,image/gif,image/webp"
                clearable
                onChange={(file) => void pickImage(index, file)}
                error={imageError[index] || fields[`cards.${index}.image`]}
                style={{ flex: '1 1 240px' }}
              />
              {card.image && (
                <>
                  <Image src={card.image} alt="" h={56} w="auto" radius="sm" />
                  <Button
                    variant="subtle"
                    size="xs"
                    onClick={() => setCard(index, { image: null })}
                  >
                    {t('fc_image_remove')}
                  </Button>
                </>
              )}
            </Group>
          </Paper>
        ))}
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => setForm((f) => ({ ...f, cards: [...f.cards, blank()] }))}
          >
            {t('fc_add_card')}
          </Button>
          <Group gap="xs">
            <Button variant="subtle" onClick={() => void navigate(-1)}>
              {t('fc_cancel')}
            </Button>
            <Button onClick={submit} loading={save.isPending}>
              {t('fc_save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </PageContainer>
  );
}
