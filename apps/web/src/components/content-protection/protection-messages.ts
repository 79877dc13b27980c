import { defineMessages } from '@/i18n/feature-messages';

/** SPEC §9 messages of content protection (config-enable-screen-capture off). */
export const protectionMessages = defineMessages('protection', {
  en: {
    content_protected: 'This content is protected by copyright.',
    right_click_not_allowed: 'Right-click is not allowed on this content.',
    printscreen_not_allowed: 'Screen capture is not allowed on this content.',
    copy_not_allowed: 'Copying is not allowed on this content.',
    paste_not_allowed: 'Pasting is not allowed on this content.',
    print_not_allowed: 'Printing is not allowed on this content.',
    watermark_label: 'Watermark: {{who}}',
  },
  th: {
    content_protected: 'เนื้อหานี้ได้รับการคุ้มครองตามกฎหมายลิขสิทธิ์',
    right_click_not_allowed: 'ไม่อนุญาตให้คลิกขวาบนเนื้อหานี้',
    printscreen_not_allowed: 'ไม่อนุญาตให้บันทึกภาพหน้าจอของเนื้อหานี้',
    copy_not_allowed: 'ไม่อนุญาตให้คัดลอกเนื้อหานี้',
    paste_not_allowed: 'ไม่อนุญาตให้วางข้อความในเนื้อหานี้',
    print_not_allowed: 'ไม่อนุญาตให้พิมพ์เนื้อหานี้',
    watermark_label: 'ลายน้ำ: {{who}}',
  },
});
