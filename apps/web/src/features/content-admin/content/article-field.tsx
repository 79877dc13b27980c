import { IMAGE_EXTENSIONS } from '@portal/shared';
import { RichTextField } from '@/components/rich-text';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { translateKey } from '@/i18n/messages';
import { imageMessages } from './upload/image-messages';
import { ImageUploadError, uploadImageFile } from './upload/upload-image-file';

const upload = (file: File) => uploadImageFile(file, 'article');
const TYPES = IMAGE_EXTENSIONS.map((ext) => ext.toUpperCase()).join(', ');

/**
 * An article body (or a news body) in one language: the rich-text editor, whose images go
 * through the dashboard's upload path like the image fields. The server sanitises what is saved.
 */
export function ArticleField(props: {
  label: string;
  value: string;
  error?: string | undefined;
  required?: boolean;
  lang?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useFeatureTranslation(imageMessages);
  const describe = (error: unknown) =>
    error instanceof ImageUploadError
      ? error.key === 'upload_connection_failed'
        ? t('image_connection_failed')
        : translateKey(t, error.key, { ...error.params, types: TYPES })
      : t('image_connection_failed');
  return (
    <RichTextField
      label={props.label}
      value={props.value}
      error={props.error}
      required={props.required ?? false}
      lang={props.lang}
      onChange={props.onChange}
      onImageUpload={upload}
      describeUploadError={describe}
    />
  );
}
