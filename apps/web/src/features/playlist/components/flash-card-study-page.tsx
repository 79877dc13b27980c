import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { Link, useParams } from 'react-router';
import { studyOrder, type FlashCard } from '@portal/shared';
import { useContentLanguage } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useAnswerCard, useFlashCardSet, useRefreshSet } from '../api/flash-card-api';
import { flashCardMessages } from '../flash-card-messages';
import { OwnerPanel } from './flash-card-owner-panel';
import classes from './flash-card.module.css';

const pick = (language: string, en: string, th: string) => (language === 'th' && th ? th : en);

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * /flash-card/{id} (and /view): one card at a time — tap or Space flips it, "I knew it" moves
 * it a Leitner box up, "Again" back to box 1. Cards due first, the ones I miss first of all.
 */
export function FlashCardStudyPage() {
  const { t } = useFeatureTranslation(flashCardMessages);
  const language = useContentLanguage();
  const id = Number(useParams().flashcardid);
  const set = useFlashCardSet(id);
  const answer = useAnswerCard(id);
  const refresh = useRefreshSet();
  const [deck, setDeck] = useState<FlashCard[] | null>(null);
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [knew, setKnew] = useState(0);
  const [boxes, setBoxes] = useState<Record<number, number>>({});

  useEffect(() => {
    if (set.data && deck === null) setDeck(studyOrder(set.data.cards, new Date()));
  }, [set.data, deck]);

  const card = deck?.[index];
  const total = deck?.length ?? 0;
  const done = deck !== null && index >= total;
  const box = card ? (boxes[card.id] ?? card.box) : 1;

  const next = (known: boolean) => {
    if (!card) return;
    answer.mutate(
      { cardId: card.id, knew: known },
      { onSuccess: (res) => setBoxes((b) => ({ ...b, [res.card_id]: res.box })) },
    );
    if (known) setKnew((n) => n + 1);
    setFlipped(false);
    setIndex((i) => i + 1);
  };
  const restart = async () => {
    await refresh(id);
    setDeck(null);
    setIndex(0);
    setKnew(0);
    setFlipped(false);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      setFlipped((f) => !f);
    }
  };
  const face = useMemo(() => {
    if (!card) return null;
    return {
      front: pick(language, card.front_en, card.front_th),
      back: pick(language, card.back_en, card.back_th),
    };
  }, [card, language]);

  if (set.isPending)
    return (
      <PageContainer>
        <Skeleton height={320} radius="lg" />
      </PageContainer>
    );
  if (set.isError)
    return (
      <PageContainer>
        <Alert color="red" variant="outline" role="alert">
          {errorMessage(t, set.error)}
        </Alert>
      </PageContainer>
    );
  const data = set.data;
  return (
    <PageContainer>
      <Stack gap="md" maw={720} mx="auto">
        <Stack gap={4}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {pick(language, data.title_en, data.title_th)}
          </Title>
          {(data.desc_en || data.desc_th) && (
            <Text c="dimmed">{pick(language, data.desc_en, data.desc_th)}</Text>
          )}
          <Anchor component={Link} to={`/flash-card/${id}/related`} size="sm" w="fit-content">
            {t('fc_related')}
          </Anchor>
        </Stack>
        {data.is_mine && <OwnerPanel set={data} />}
        {total === 0 ? (
          <Alert variant="light">{t('fc_no_cards')}</Alert>
        ) : done ? (
          <Paper withBorder radius="lg" p="xl" data-testid="flash-done">
            <Stack gap="sm" align="center">
              <Title order={2} size="h3">
                {t('fc_done_title')}
              </Title>
              <Text ta="center">{t('fc_done_text', { knew, total })}</Text>
              <Button onClick={() => void restart()}>{t('fc_study_again')}</Button>
            </Stack>
          </Paper>
        ) : (
          card &&
          face && (
            <>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={600} aria-live="polite">
                  {t('fc_card_of', { current: index + 1, total })}
                </Text>
                <Group gap="xs">
                  <Badge variant="light" data-testid="flash-box">
                    {t('fc_box', { box })}
                  </Badge>
                  <Button
                    variant="default"
                    size="xs"
                    onClick={() => {
                      setDeck((d) => (d ? [...d.slice(0, index), ...shuffled(d.slice(index))] : d));
                      setFlipped(false);
                    }}
                  >
                    {t('fc_shuffle')}
                  </Button>
                </Group>
              </Group>
              <Progress value={(index / total) * 100} aria-hidden />
              <UnstyledButton
                className={classes.card}
                data-flipped={flipped || undefined}
                onClick={() => setFlipped((f) => !f)}
                onKeyDown={onKey}
                aria-pressed={flipped}
                aria-describedby="flash-flip-help"
                data-testid="flash-card"
              >
                <div className={classes.inner}>
                  <div className={classes.face} aria-hidden={flipped}>
                    <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                      {t('fc_front')}
                    </Text>
                    {card.image && (
                      <Image src={card.image} alt="" mah={160} fit="contain" radius="md" />
                    )}
                    <Text className={classes.text}>{face.front}</Text>
                  </div>
                  <div className={`${classes.face} ${classes.back}`} aria-hidden={!flipped}>
                    <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                      {t('fc_back')}
                    </Text>
                    <Text className={classes.text}>{face.back}</Text>
                  </div>
                </div>
              </UnstyledButton>
              <Text size="sm" c="dimmed" ta="center" id="flash-flip-help">
                {t('fc_flip_help')}
              </Text>
              <Group grow gap="sm">
                <Button variant="default" size="md" onClick={() => next(false)}>
                  {t('fc_again')}
                </Button>
                <Button size="md" onClick={() => next(true)}>
                  {t('fc_knew')}
                </Button>
              </Group>
              <Text size="xs" c="dimmed" ta="center">
                {t('fc_due_note')}
              </Text>
            </>
          )
        )}
        {data.is_mine && (
          <Group>
            <Button component={Link} to="/flash-card/list" variant="subtle">
              {t('fc_my_sets')}
            </Button>
          </Group>
        )}
      </Stack>
    </PageContainer>
  );
}
