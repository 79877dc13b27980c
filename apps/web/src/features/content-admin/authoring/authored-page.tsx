import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { PageContainer } from '@/components/page-container';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import type { AuthoredKind, AuthoredTypes } from './api/authored-keys';
import { useAuthored } from './api/get-authored';
import { authoringMessages } from './authoring-messages';

/** Loads the test or survey of the route parameter (none for "new"), then shows the editor. */
export function AuthoredPage<K extends AuthoredKind>(props: {
  kind: K;
  param: string | undefined;
  editor: (row: AuthoredTypes[K]['row'] | null) => ReactNode;
}) {
  const { t } = useFeatureTranslation(authoringMessages);
  const id = props.param && /^\d+$/.test(props.param) ? Number(props.param) : null;
  const query = useAuthored(props.kind, id);
  if (id !== null && query.isPending) return <FullScreenLoader />;
  if (id !== null && !query.data)
    return (
      <PageContainer>
        <Alert color="red" variant="outline" role="alert">
          {t('authoring_not_found')}
        </Alert>
      </PageContainer>
    );
  return props.editor(query.data ?? null);
}
