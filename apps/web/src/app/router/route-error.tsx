import { Code, Stack, Text } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '@/features/errors/error-screen';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** Route error element: what went wrong, its details, and the way home. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorScreen status="404" title={t('page_not_found')} />;
  }
  return (
    <main id="main-content">
      <ErrorScreen title={t('something_went_wrong')} message={t('error_occurs')}>
        <Stack gap={4} w="100%">
          <details>
            <summary>
              <Text span size="sm">
                {t('error_details')}
              </Text>
            </summary>
            <Code block mt="xs" style={{ textAlign: 'left', whiteSpace: 'pre-wrap' }}>
              {describe(error)}
            </Code>
          </details>
        </Stack>
      </ErrorScreen>
    </main>
  );
}
