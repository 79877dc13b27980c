import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/i18n/messages';

/** A loader while the player's data comes, or the server's refusal translated. */
export function QueryState(props: { error: unknown; isLoading: boolean }) {
  const { t } = useTranslation();
  if (props.error)
    return (
      <Alert color="red" variant="outline" role="alert">
        {errorMessage(t, props.error)}
      </Alert>
    );
  if (!props.isLoading) return null;
  return (
    <Center py="xl">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
