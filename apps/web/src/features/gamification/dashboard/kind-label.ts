import { CONTENT_TYPES } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { gamificationMessages } from '../gamification-messages';

/** The name of a rule's or challenge's content kind in the viewer's language ('*': any kind). */
export function useKindLabel() {
  const { t, i18n } = useFeatureTranslation(gamificationMessages);
  return (kind: string) => {
    if (kind === '*') return t('gmd_kind_any');
    const type = CONTENT_TYPES.find((c) => c.code === kind);
    return type ? (i18n.language === 'th' ? type.name_th : type.name_en) : kind;
  };
}
