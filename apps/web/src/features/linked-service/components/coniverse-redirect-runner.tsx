import { useEffect, useRef } from 'react';
import { notify } from '@/core/notify';
import { errorMessage } from '@/i18n/messages';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { takeConiverseRedirect } from '../coniverse-redirect';
import { linkedServiceLogin } from '../api/linked-service-api';
import { linkedServiceMessages } from '../linked-service-messages';
import { openLinkedService } from './linked-services-page';

/**
 * Mounted in the signed-in frame: when the visit came with `?redirect_to_coniverse=`, the
 * first signed-in screen sends the browser on to that linked service (SPEC §1).
 */
export function ConiverseRedirectRunner() {
  const { t } = useFeatureTranslation(linkedServiceMessages);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = takeConiverseRedirect();
    if (!code) return;
    notify({ message: t('ls_redirecting') });
    linkedServiceLogin(code)
      .then(openLinkedService)
      .catch((error: unknown) => notify({ message: errorMessage(t, error) ?? '', color: 'red' }));
  }, [t]);
  return null;
}
