import { defineMessages } from '@/i18n/feature-messages';

/** The completion moment (issue 21 item 9): the panel a course or program shows once complete. */
export const completionMessages = defineMessages('catalog-completion', {
  en: {
    completion_certificate_title: 'Your certificate is ready',
    completion_certificate_body:
      'You completed {{title}}. Your certificate is ready to view, download and share.',
    completion_title: 'You completed {{title}}',
    completion_body: 'Well done! Every required part is complete.',
    completion_view: 'View certificate',
    completion_download: 'Download PDF',
    completion_linkedin: 'Add to LinkedIn',
    completion_copy: 'Copy link',
    completion_copied: 'Link copied',
    completion_dismiss: 'Dismiss',
  },
  th: {
    completion_certificate_title: 'ใบประกาศนียบัตรของคุณพร้อมแล้ว',
    completion_certificate_body: 'คุณเรียนจบ {{title}} แล้ว ดู ดาวน์โหลด และแชร์ใบประกาศนียบัตรได้เลย',
    completion_title: 'คุณเรียนจบ {{title}} แล้ว',
    completion_body: 'ยอดเยี่ยมมาก! คุณเรียนครบทุกส่วนที่บังคับแล้ว',
    completion_view: 'ดูใบประกาศนียบัตร',
    completion_download: 'ดาวน์โหลด PDF',
    completion_linkedin: 'เพิ่มใน LinkedIn',
    completion_copy: 'คัดลอกลิงก์',
    completion_copied: 'คัดลอกลิงก์แล้ว',
    completion_dismiss: 'ปิด',
  },
});
