import { defineMessages } from '@/i18n/feature-messages';

/** Labels of the image picker and the SPEC §5 image keys the picker and the server answer with. */
export const imageMessages = defineMessages('content-admin-image', {
  en: {
    accept_image_file_size_xx: 'Choose a {{types}} image of at most {{size}} KB.',
    accept_image_width_height_xx: 'The image must be {{width}} × {{height}} pixels.',
    image_rule: '{{types}}, up to {{size}} KB',
    image_rule_strict: '{{types}}, up to {{size}} KB, exactly {{width}} × {{height}} pixels',
    image_choose: 'Choose image',
    image_replace: 'Replace image',
    image_remove: 'Remove image',
    image_none: 'No image',
    image_preview: 'Preview of {{label}}',
    image_uploading: 'Uploading {{name}}… {{percent}}%',
    image_ready: 'Image uploaded.',
    image_retry: 'Retry',
    image_connection_failed: 'The connection was lost. Retry to continue where it stopped.',
  },
  th: {
    accept_image_file_size_xx: 'เลือกรูปภาพ {{types}} ขนาดไม่เกิน {{size}} KB',
    accept_image_width_height_xx: 'รูปภาพต้องมีขนาด {{width}} × {{height}} พิกเซล',
    image_rule: '{{types}} ขนาดไม่เกิน {{size}} KB',
    image_rule_strict:
      '{{types}} ขนาดไม่เกิน {{size}} KB และต้องมีขนาด {{width}} × {{height}} พิกเซลพอดี',
    image_choose: 'เลือกรูปภาพ',
    image_replace: 'เปลี่ยนรูปภาพ',
    image_remove: 'ลบรูปภาพ',
    image_none: 'ยังไม่มีรูปภาพ',
    image_preview: 'ตัวอย่าง{{label}}',
    image_uploading: 'กำลังอัปโหลด {{name}}… {{percent}}%',
    image_ready: 'อัปโหลดรูปภาพแล้ว',
    image_retry: 'ลองอีกครั้ง',
    image_connection_failed: 'การเชื่อมต่อขาดหาย กดลองอีกครั้งเพื่ออัปโหลดต่อจากเดิม',
  },
});
