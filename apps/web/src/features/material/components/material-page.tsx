import { Description } from '@/components/rich-text/description';
import { Suspense } from 'react';
import { Alert, Badge, Center, Group, Loader, Stack, Tabs, Title } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import { DISCUSSION_MATERIAL_KINDS } from '@portal/shared';
import { learningMessages } from '@/components/learning';
import { PageContainer } from '@/components/page-container';
import { DiscussionPanel } from '@/features/discussion';
import { QueryState } from '@/components/query-state';
import { PLAYERS, WATERMARKED_KINDS } from '@/features/enrollment/player';
import { ContentProtection } from '@/components/content-protection';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useMaterial } from '../api/get-material';
import { useMaterialStamper } from '../api/post-material-progress';
import { materialMessages } from '../material-messages';
import { AddToPlaylistButton } from '@/features/playlist';
import { MaterialProgressLine } from './material-progress-line';
import { RelatedPanel } from './related-panel';
import { ReviewsPanel } from './reviews-panel';

const TABS = ['root', 'discussion', 'related', 'review'] as const;
type Tab = (typeof TABS)[number];

/** The tabs a material has: a discussion only for video and audio (SPEC §2). */
function tabsOf(kind: string): readonly Tab[] {
  return (DISCUSSION_MATERIAL_KINDS as readonly string[]).includes(kind)
    ? TABS
    : TABS.filter((tab) => tab !== 'discussion');
}

const loading = (
  <Center py="xl">
    <Loader />
  </Center>
);

/**
 * A material published on its own — /video/{id}, /audio/{id}, /article/{id}, /document/{id},
 * /external-video/{id} — played with the course player's per-kind players, with its related
 * materials, its reviews and (video and audio) its discussion as tabs (.../related, .../review,
 * .../discussion).
 */
export function MaterialPage() {
  useFeatureTranslation(learningMessages);
  const { t } = useFeatureTranslation(materialMessages);
  const params = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
  const material = useMaterial(id);
  const stamper = useMaterialStamper(id);
  const last = pathname.replace(/\/$/, '').split('/').pop() ?? '';
  const base = pathname.replace(/\/(discussion|related|review)\/?$/, '').replace(/\/$/, '');

  if (!material.data)
    return (
      <PageContainer>
        <QueryState error={material.error} isLoading={material.isLoading} />
      </PageContainer>
    );
  const data = material.data;
  const Player = PLAYERS[data.content_type.code];
  const tabs = tabsOf(data.content_type.code);
  const tab: Tab = (tabs as readonly string[]).includes(last) ? (last as Tab) : 'root';
  return (
    <PageContainer>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere', flex: '1 1 260px' }}>
            {data.title}
          </Title>
          <Group gap="xs">
            <Badge variant="outline" color="gray.8">
              {data.content_type.name}
            </Badge>
            <AddToPlaylistButton contentId={data.id} />
          </Group>
        </Group>
        {data.desc && <Description text={data.desc} isHtml={data.desc_is_html} dimmed />}
        <Tabs
          value={tab}
          onChange={(value) => void navigate(value === 'root' ? base : `${base}/${value}`)}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('material_tabs')} mb="md">
            {tabs.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`material_tab_${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="root">
            <Stack gap="sm">
              {Player ? (
                <Suspense fallback={loading}>
                  <ContentProtection watermark={WATERMARKED_KINDS.has(data.content_type.code)}>
                    <Player courseId={0} slotId={0} material={data} send={stamper.send} />
                  </ContentProtection>
                </Suspense>
              ) : (
                <Alert color="gray">{t('player_kind_not_supported')}</Alert>
              )}
              <MaterialProgressLine progress={data.learning_result} unsent={stamper.unsent} />
            </Stack>
          </Tabs.Panel>
          {tabs.includes('discussion') && (
            <Tabs.Panel value="discussion">
              <Suspense fallback={loading}>
                <DiscussionPanel scope="material" contentId={id} />
              </Suspense>
            </Tabs.Panel>
          )}
          <Tabs.Panel value="related">
            <RelatedPanel materialId={id} />
          </Tabs.Panel>
          <Tabs.Panel value="review">
            <ReviewsPanel materialId={id} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </PageContainer>
  );
}
