import { Button, Group } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { PublicRequestDetail } from '@portal/shared';
import { notify } from '@/core/notify';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { errorMessage } from '@/i18n/messages';
import { useRequestActions } from '../api/public-request-api';
import { publicRequestPaths } from '../paths';
import { publicRequestMessages } from '../public-request-messages';

/**
 * The requester's way out (issue 20): withdraw a request that waits for approval, or delete a
 * draft never sent; each asks first.
 */
export function WithdrawButtons(props: { request: PublicRequestDetail }) {
  const { t } = useFeatureTranslation(publicRequestMessages);
  const navigate = useNavigate();
  const actions = useRequestActions(props.request.id);
  const { request } = props;
  if (!request.can_cancel && !request.can_edit) return null;

  const run = async (confirmKey: string, action: () => Promise<unknown>, doneKey: string) => {
    if (!window.confirm(t(confirmKey))) return;
    try {
      await action();
      notify({ color: 'green', message: t(doneKey) });
    } catch (error) {
      notify({ color: 'red', message: errorMessage(t, error) });
    }
  };

  return (
    <Group>
      {request.can_cancel && (
        <Button
          variant="outline"
          color="red.9"
          loading={actions.cancel.isPending}
          onClick={() =>
            void run('preq_withdraw_confirm', () => actions.cancel.mutateAsync(), 'preq_withdrawn')
          }
        >
          {t('preq_withdraw')}
        </Button>
      )}
      {request.can_edit && (
        <Button
          variant="subtle"
          color="red.9"
          loading={actions.remove.isPending}
          onClick={() =>
            void run(
              'preq_delete_draft_confirm',
              async () => {
                await actions.remove.mutateAsync();
                await navigate(publicRequestPaths.requester, { replace: true });
              },
              'preq_draft_deleted',
            )
          }
        >
          {t('preq_delete_draft')}
        </Button>
      )}
    </Group>
  );
}
