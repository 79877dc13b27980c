import { Alert, Center, Loader } from '@mantine/core';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { playerMessages } from '../player-messages';

/** A loader while the player's data comes, or the server's refusal translated. */
export function QueryState(props: { error: unknown; isLoading: boolean }) {
  const { t } = useFeatureTranslation(playerMessages);
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
