import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MaterialDetail, MaterialProgressAnswer } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { ensureDeviceId } from '@/core/startup/device-id';
import { isRetryableStampError, StampSender, type StampBody } from '@/features/enrollment/player';
import { materialKeys } from './material-keys';

/** POST material/{id}/progress/: a stamp on a material taken on its own. */
export function postMaterialProgress(id: number, stamp: StampBody) {
  return api.post<MaterialProgressAnswer>(`material/${id}/progress`, stamp, {
    cancelPrevious: false,
    ignoreForbidden: true,
    ignoreUnauthorized: true,
  });
}

/**
 * Sends a standalone material's progress stamps with the course player's sender (one at a time,
 * the newest next), keeps the page's material answer current, and says when a stamp could not
 * be sent (the next one carries the progress forward, as progress never moves back).
 */
export function useMaterialStamper(id: number) {
  const queryClient = useQueryClient();
  const language = useContentLanguage();
  const [unsent, setUnsent] = useState(false);
  const sender = useMemo(() => {
    const deviceId = ensureDeviceId();
    return new StampSender<MaterialProgressAnswer>({
      post: (stamp) => postMaterialProgress(id, { ...stamp, device_id: deviceId }),
      onAnswer: (answer) => {
        setUnsent(false);
        const { id: _id, ...progress } = answer.material;
        queryClient.setQueryData<MaterialDetail>(materialKeys.detail(language, id), (material) =>
          material ? { ...material, learning_result: progress } : material,
        );
        void queryClient.invalidateQueries({ queryKey: ['library'] });
      },
      onUnsent: () => setUnsent(true),
      isRetryable: isRetryableStampError,
    });
  }, [id, language, queryClient]);
  useEffect(() => () => sender.leave(), [sender]);
  const send = useCallback((stamp: StampBody) => sender.send(stamp), [sender]);
  return { send, unsent };
}
