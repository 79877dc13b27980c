import type { ReactNode } from 'react';
import { Alert, Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { isUgcEditable, type UgcMedia, type UgcMediaKind } from '@portal/shared';
import { PageContainer } from '@/components/page-container';
import { notify } from '@/core/notify';
import { useProfile } from '@/core/session';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { useCreateUgcMedia, useUgcMedia, useUgcPlayer, useUpdateUgcMedia } from './ugc-media-api';
import { UgcMediaForm } from './ugc-media-form';
import { ugcMediaMessages } from './ugc-media-messages';

/** The path of one's own audio or video page (SPEC §2 /audio|/video/{id}/ugc). */
export const ugcPath = (media: { kind: string; id: number }, tail = '') =>
  `/${media.kind}/${media.id}/ugc${tail}`;

/** The page frame: a way back to My materials, the title, and only creators get the content. */
export function UgcFrame(props: { title: string; intro?: string; children: ReactNode }) {
  const { t } = useFeatureTranslation(ugcMediaMessages);
  const user = useProfile();
  return (
    <PageContainer narrow>
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to="/profile/my-material" size="sm">
            {t('ugc_back')}
          </Anchor>
          <Title order={1} mt={4} style={{ overflowWrap: 'anywhere' }}>
            {props.title}
          </Title>
          {props.intro && (
            <Text c="dimmed" mt={4}>
              {props.intro}
            </Text>
          )}
        </div>
        {user && !user.is_creator ? (
          <Alert color="gray" variant="outline">
            {t('ugc_not_creator')}
          </Alert>
        ) : (
          props.children
        )}
      </Stack>
    </PageContainer>
  );
}

/** Loads one's own audio or video by the route's id, with a skeleton and the refusal. */
export function WithUgcMedia(props: { children: (media: UgcMedia) => ReactNode }) {
  const { t } = useFeatureTranslation(ugcMediaMessages);
  const id = Number(useParams().id);
  const media = useUgcMedia(id);
  if (media.isPending) return <Skeleton height={240} aria-busy="true" />;
  if (media.isError)
    return (
      <Alert color="red" variant="outline" role="alert">
        {errorMessage(t, media.error)}
      </Alert>
    );
  return <>{props.children(media.data)}</>;
}

function CreateUgcMediaPage(props: { kind: UgcMediaKind }) {
  const { t } = useFeatureTranslation(ugcMediaMessages);
  const navigate = useNavigate();
  const create = useCreateUgcMedia();
  return (
    <UgcFrame title={t(`ugc_create_${props.kind}`)} intro={t('ugc_intro')}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <UgcMediaForm
          kind={props.kind}
          pending={create.isPending}
          onSave={async (values, submit) => {
            const made = await create.mutateAsync({
              kind: props.kind,
              title: values.title,
              desc: values.desc,
              media_file_id: values.file.id,
              submit,
            });
            notify({ color: 'green', message: t(submit ? 'ugc_sent' : 'ugc_saved') });
            await navigate(ugcPath(made));
          }}
        />
      </Paper>
    </UgcFrame>
  );
}

/** /audio/create: a creator uploads their own audio. */
export function CreateAudioPage() {
  return <CreateUgcMediaPage kind="audio" />;
}

/** /video/create: a creator uploads their own video. */
export function CreateVideoPage() {
  return <CreateUgcMediaPage kind="video" />;
}

function EditForm(props: { media: UgcMedia }) {
  const { t } = useFeatureTranslation(ugcMediaMessages);
  const navigate = useNavigate();
  const update = useUpdateUgcMedia(props.media.id);
  const player = useUgcPlayer(props.media.id);
  const { media } = props;
  if (!isUgcEditable(media.state))
    return (
      <Alert color="gray" variant="outline">
        {t('ugc_not_editable')}
      </Alert>
    );
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <UgcMediaForm
        kind={media.kind}
        initial={{ title: media.title, desc: media.desc, file: media.file }}
        currentSrc={player.data?.media?.url ?? null}
        pending={update.isPending}
        onSave={async (values, submit) => {
          await update.mutateAsync({
            title: values.title,
            desc: values.desc,
            media_file_id: values.file.id,
            submit,
          });
          notify({ color: 'green', message: t(submit ? 'ugc_sent' : 'ugc_saved') });
          await navigate(ugcPath(media));
        }}
      />
    </Paper>
  );
}

/** /audio|/video/{id}/ugc/edit: the maker changes a draft, rejected or canceled one. */
export function EditUgcMediaPage() {
  const { t } = useFeatureTranslation(ugcMediaMessages);
  return (
    <WithUgcMedia>
      {(media) => (
        <UgcFrame title={t('ugc_edit_title', { title: media.title })}>
          <EditForm media={media} />
        </UgcFrame>
      )}
    </WithUgcMedia>
  );
}
