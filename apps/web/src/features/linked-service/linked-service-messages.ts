import { defineMessages } from '@/i18n/feature-messages';

/** Labels of linked services (issue 18 item 8). */
export const linkedServiceMessages = defineMessages('linked-service', {
  en: {
    ls_title: 'Linked services',
    ls_intro: 'Other applications you can open with your portal account, without signing in again.',
    ls_empty: 'No linked services are available to you.',
    ls_open: 'Open',
    ls_open_of: 'Open {{name}}',
    ls_opening: 'Opening…',
    ls_new_tab: 'Opens in a new tab',
    ls_redirecting: 'Signing you in to the linked service…',
  },
  th: {
    ls_title: 'บริการที่เชื่อมโยง',
    ls_intro: 'แอปพลิเคชันอื่นที่เปิดได้ด้วยบัญชีพอร์ทัลของคุณ โดยไม่ต้องเข้าสู่ระบบอีกครั้ง',
    ls_empty: 'ยังไม่มีบริการที่เชื่อมโยงสำหรับคุณ',
    ls_open: 'เปิด',
    ls_open_of: 'เปิด {{name}}',
    ls_opening: 'กำลังเปิด…',
    ls_new_tab: 'เปิดในแท็บใหม่',
    ls_redirecting: 'กำลังพาคุณเข้าสู่บริการที่เชื่อมโยง…',
  },
});
