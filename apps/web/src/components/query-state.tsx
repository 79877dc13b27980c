import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/i18n/messages';

/** A loader while a screen's data comes, or the server's refusal translated. */
export function QueryState(props: { error: unknown; isLoading: boolean }) {
  const { t } = useTranslation();
  if (props.error) {
    return (
      <Alert color="red" variant="outline" role="alert">
        {errorMessage(t, props.error)}
      </Alert>
    );
  }
  if (!props.isLoading) return null;
  return (
    <Center py="xl">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

/** The 404 text for an id that is not a number. */
export function NotFoundState() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="outline" role="alert">
      {t('page_not_found')}
    </Alert>
  );
}
