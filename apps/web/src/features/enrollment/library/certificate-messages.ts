import { defineMessages } from '@/i18n/feature-messages';

/** Labels of the learner's certificates in My library. */
export const certificateMessages = defineMessages('enrollment-library-certificate', {
  en: {
    library_tab_certificate: 'Certificates',
    certificate_list_title: 'My certificates',
    certificate_list_intro: 'Certificates you earned by completing courses.',
    certificate_empty:
      'No certificates yet. Complete a course that offers one and it appears here.',
    certificate_issued_on: 'Issued {{date}}',
    certificate_valid: 'Valid',
    certificate_revoked: 'Revoked',
    certificate_suspended: 'Suspended',
    certificate_code: 'Verification code',
    certificate_open: 'View certificate',
    certificate_back: 'All certificates',
    certificate_learner: 'Awarded to',
    certificate_course: 'Course',
    certificate_date: 'Date of issue',
    certificate_signed_by: 'Signed by',
    certificate_download: 'Download PDF',
    certificate_download_en: 'Download PDF (English)',
    certificate_download_th: 'Download PDF (Thai)',
    certificate_download_help: 'The PDF has both course titles; pick the language of its wording.',
    certificate_verify_link: 'Public verification link',
    certificate_verify_help:
      'Anyone with this link can check that the certificate is genuine: they see your name, the course, the date and whether it is valid, nothing else.',
    certificate_copy: 'Copy link',
    certificate_copied: 'Copied',
    certificate_revoked_notice: 'This certificate was revoked and can no longer be downloaded.',
    certificate_suspended_notice:
      'Suspended while the completion it stands for is reopened. It is valid again, with the same code, when you complete the content again.',
  },
  th: {
    library_tab_certificate: 'ใบประกาศนียบัตร',
    certificate_list_title: 'ใบประกาศนียบัตรของฉัน',
    certificate_list_intro: 'ใบประกาศนียบัตรที่คุณได้รับจากการเรียนจบคอร์ส',
    certificate_empty: 'ยังไม่มีใบประกาศนียบัตร เรียนจบคอร์สที่มีใบประกาศนียบัตรแล้วจะแสดงที่นี่',
    certificate_issued_on: 'ออกให้เมื่อ {{date}}',
    certificate_valid: 'ใช้ได้',
    certificate_revoked: 'ถูกเพิกถอน',
    certificate_suspended: 'ระงับชั่วคราว',
    certificate_code: 'รหัสตรวจสอบ',
    certificate_open: 'ดูใบประกาศนียบัตร',
    certificate_back: 'ใบประกาศนียบัตรทั้งหมด',
    certificate_learner: 'มอบให้แก่',
    certificate_course: 'คอร์ส',
    certificate_date: 'วันที่ออก',
    certificate_signed_by: 'ลงนามโดย',
    certificate_download: 'ดาวน์โหลด PDF',
    certificate_download_en: 'ดาวน์โหลด PDF (ภาษาอังกฤษ)',
    certificate_download_th: 'ดาวน์โหลด PDF (ภาษาไทย)',
    certificate_download_help: 'PDF มีชื่อคอร์สทั้งสองภาษา เลือกภาษาของข้อความบนใบประกาศนียบัตรได้',
    certificate_verify_link: 'ลิงก์ตรวจสอบสาธารณะ',
    certificate_verify_help:
      'ทุกคนที่มีลิงก์นี้ตรวจสอบได้ว่าใบประกาศนียบัตรเป็นของจริง โดยจะเห็นเพียงชื่อของคุณ ชื่อคอร์ส วันที่ออก และสถานะเท่านั้น',
    certificate_copy: 'คัดลอกลิงก์',
    certificate_copied: 'คัดลอกแล้ว',
    certificate_revoked_notice: 'ใบประกาศนียบัตรนี้ถูกเพิกถอนแล้ว จึงดาวน์โหลดไม่ได้',
    certificate_suspended_notice:
      'ระงับไว้ชั่วคราวระหว่างที่ผลการเรียนจบถูกเปิดใหม่ จะกลับมาใช้ได้ด้วยรหัสเดิมเมื่อคุณเรียนจบเนื้อหานี้อีกครั้ง',
  },
});
