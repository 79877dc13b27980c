import type { ReactNode } from 'react';
import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isApiError } from '@/api';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { publicRequestPaths } from '../paths';
import { publicRequestMessages } from '../public-request-messages';

/** A route id parameter as a positive integer, or 0 when it is not one. */
export function idOf(value: string | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : 0;
}

/** Loading, not found (someone else's draft, a wrong id) or failed; else the page. */
export function RequestQueryState<T>(props: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useFeatureTranslation(publicRequestMessages);
  const { query } = props;
  if (query.isPending) return <Skeleton h={320} radius="md" aria-busy="true" />;
  if (query.isError)
    return (
      <Stack gap="sm" maw={760}>
        <Alert color="red" variant="outline" role="alert">
          {isApiError(query.error, 404) ? t('preq_not_found') : errorMessage(t, query.error)}
        </Alert>
        <Anchor component={Link} to={publicRequestPaths.requester}>
          {t('preq_back')}
        </Anchor>
      </Stack>
    );
  return <>{props.children(query.data)}</>;
}
