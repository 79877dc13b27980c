import { useState } from 'react';
import { LEARNER_UPLOAD_ENDPOINT, type User } from '@portal/shared';
import { isAbortError, isApiError } from '@/api';
import { notify } from '@/core/notify';
import { usePatchProfile } from '@/core/session';
import { ImagePicker } from '@/features/content-admin/content/upload';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { accountMessages } from '../account-messages';

/**
 * The learner's own photo (issue 21 item 19): any image, cropped to 400 × 400 in the crop dialog
 * of the image fields, uploaded through the learners' path as a `photo`, and saved to the profile
 * at once (the server checks it names a stored image); Remove clears it.
 */
export function AvatarField(props: { user: User }) {
  const { t } = useFeatureTranslation(accountMessages);
  const mutation = usePatchProfile();
  const [errorKey, setErrorKey] = useState<string | undefined>(undefined);

  const save = async (image: string | null) => {
    setErrorKey(undefined);
    try {
      await mutation.mutateAsync({ image });
      notify({
        color: 'green',
        message: t(image ? 'account_photo_saved' : 'account_photo_removed'),
      });
    } catch (error) {
      if (isAbortError(error)) return;
      setErrorKey(isApiError(error) ? (error.errors.image?.[0] ?? 'server_error') : 'server_error');
    }
  };

  return (
    <ImagePicker
      use="photo"
      name="avatar"
      label={t('account_photo')}
      value={props.user.image}
      onChange={(image) => void save(image)}
      errorKey={errorKey}
      endpoint={LEARNER_UPLOAD_ENDPOINT}
    />
  );
}
