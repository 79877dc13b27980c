import {
  Alert,
  Button,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useContentLanguage } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { notify } from '@/core/notify';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useFlashCardSet, useMyFlashCardSets, useRequestApproval } from '../api/flash-card-api';
import { flashCardMessages } from '../flash-card-messages';
import { canChange, SetStatus } from './flash-card-owner-panel';

/** /flash-card/list: the sets I made, with their approval state. */
export function FlashCardListPage() {
  const { t } = useFeatureTranslation(flashCardMessages);
  const language = useContentLanguage();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sets = useMyFlashCardSets(page);
  return (
    <PageContainer>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={1}>{t('fc_my_sets')}</Title>
            <Text c="dimmed">{t('fc_my_sets_intro')}</Text>
          </div>
          <Button component={Link} to="/flash-card/create">
            {t('fc_create')}
          </Button>
        </Group>
        {sets.isPending ? (
          <Skeleton height={120} />
        ) : sets.isError ? (
          <Alert color="red">{errorMessage(t, sets.error)}</Alert>
        ) : sets.data.results.length === 0 ? (
          <Alert variant="light">{t('fc_empty')}</Alert>
        ) : (
          sets.data.results.map((set) => (
            <Card key={set.id} withBorder radius="md" data-testid="my-set">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={2} style={{ flex: '1 1 240px' }}>
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {language === 'th' && set.title_th ? set.title_th : set.title_en}
                  </Text>
                  <Group gap="xs">
                    <SetStatus set={set} />
                    <Text size="sm" c="dimmed">
                      {t('fc_cards', { count: set.card_count })}
                    </Text>
                  </Group>
                  {set.request_reason && (
                    <Text size="sm">{t('fc_reason', { reason: set.request_reason })}</Text>
                  )}
                </Stack>
                <Group gap="xs">
                  <Button component={Link} to={`/flash-card/${set.id}`} size="sm">
                    {t('fc_study')}
                  </Button>
                  {canChange(set) && (
                    <>
                      <Button
                        component={Link}
                        to={`/flash-card/${set.id}/ugc/edit`}
                        size="sm"
                        variant="default"
                      >
                        {t('fc_edit')}
                      </Button>
                      <Button
                        component={Link}
                        to={`/flash-card/${set.id}/request-approval`}
                        size="sm"
                        variant="light"
                      >
                        {t('fc_request')}
                      </Button>
                    </>
                  )}
                </Group>
              </Group>
            </Card>
          ))
        )}
        {sets.data && sets.data.count > sets.data.page_size && (
          <Pagination
            total={Math.ceil(sets.data.count / sets.data.page_size)}
            value={page}
            onChange={(p) => setParams({ page: String(p) })}
          />
        )}
      </Stack>
    </PageContainer>
  );
}

/** /flash-card/{id}/request-approval: send my set to the dashboard's approval. */
export function FlashCardRequestPage() {
  const { t } = useFeatureTranslation(flashCardMessages);
  const language = useContentLanguage();
  const navigate = useNavigate();
  const id = Number(useParams().flashcardid);
  const set = useFlashCardSet(id);
  const send = useRequestApproval();
  if (set.isPending)
    return (
      <PageContainer>
        <Skeleton height={160} />
      </PageContainer>
    );
  if (set.isError)
    return (
      <PageContainer>
        <Alert color="red">{errorMessage(t, set.error)}</Alert>
      </PageContainer>
    );
  const title = language === 'th' && set.data.title_th ? set.data.title_th : set.data.title_en;
  return (
    <PageContainer>
      <Stack gap="md" maw={640} mx="auto">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {t('fc_request_title', { title })}
        </Title>
        <Text>{t('fc_request_intro')}</Text>
        <Text c="dimmed">{t('fc_cards', { count: set.data.cards.length })}</Text>
        {send.error && <Alert color="red">{errorMessage(t, send.error)}</Alert>}
        <Group>
          <Button
            loading={send.isPending}
            disabled={!canChange(set.data)}
            onClick={() =>
              send.mutate(id, {
                onSuccess: () => {
                  notify({ message: t('fc_requested'), color: 'teal' });
                  void navigate('/flash-card/list');
                },
              })
            }
          >
            {t('fc_request_submit')}
          </Button>
          <Button variant="subtle" component={Link} to={`/flash-card/${id}`}>
            {t('fc_cancel')}
          </Button>
        </Group>
      </Stack>
    </PageContainer>
  );
}
