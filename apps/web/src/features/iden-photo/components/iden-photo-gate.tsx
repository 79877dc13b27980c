import { lazy, Suspense } from 'react';
import { useProfile } from '@/core/session';
import { useIdenPhotoStatus } from '../api/iden-photo-api';

// The dialog (Modal, camera, file button) is fetched only when a photo is owed: it is not part of
// every page's first load (issue 21 item 2).
const IdenPhotoDialog = lazy(() =>
  import('./iden-photo-dialog').then((m) => ({ default: m.IdenPhotoDialog })),
);

/**
 * After sign-in, while the configuration asks for an identification photo (`iden-is-enabled`)
 * and this sign-in has none yet: a dialog that stays until a photo is sent (or the person signs
 * out). The camera (getUserMedia) takes it; `iden-type-photo-display` chooses camera with a file
 * fallback (0), camera only (1) or a file (2, which on phones opens the camera app).
 */
export function IdenPhotoGate() {
  const user = useProfile();
  const status = useIdenPhotoStatus(Boolean(user) && !user?.is_login_as);
  if (!user || !status.data?.is_required) return null;
  return (
    <Suspense fallback={null}>
      <IdenPhotoDialog mode={status.data.capture_mode} />
    </Suspense>
  );
}
