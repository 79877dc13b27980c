import { defineMessages } from '@/i18n/feature-messages';

/** Labels of the dashboard's delivery failures page. */
export const deliveryFailureMessages = defineMessages('notification-failure', {
  en: {
    nfail_title: 'Delivery failures',
    nfail_intro:
      'Notification e-mails the mail server refused, newest first, with its answer. Check the address or the SMTP settings.',
    nfail_empty: 'No failed e-mails. Every notification e-mail was accepted.',
    nfail_when: 'When',
    nfail_to: 'Recipient',
    nfail_kind: 'Kind',
    nfail_error: 'Server answer',
    nfail_total: 'Total: {{count}}',
    nfail_forbidden: 'Only superusers see delivery failures.',
  },
  th: {
    nfail_title: 'การส่งที่ล้มเหลว',
    nfail_intro:
      'อีเมลแจ้งเตือนที่เซิร์ฟเวอร์อีเมลปฏิเสธ เรียงจากใหม่ไปเก่า พร้อมคำตอบของเซิร์ฟเวอร์ ตรวจสอบที่อยู่อีเมลหรือการตั้งค่า SMTP',
    nfail_empty: 'ไม่มีอีเมลที่ส่งไม่สำเร็จ อีเมลแจ้งเตือนทุกฉบับถูกรับแล้ว',
    nfail_when: 'เวลา',
    nfail_to: 'ผู้รับ',
    nfail_kind: 'ประเภท',
    nfail_error: 'คำตอบของเซิร์ฟเวอร์',
    nfail_total: 'ทั้งหมด {{count}} ฉบับ',
    nfail_forbidden: 'เฉพาะผู้ดูแลระบบสูงสุดเท่านั้นที่ดูการส่งที่ล้มเหลวได้',
  },
});
